// Pyodide only logs a warning when its wasm cannot be fetched and then waits
// for ever, so the pages watch their own downloads: a failed or refused file
// of this site is reported at once, naming it. Installed by whichever runs
// first, js/early.js (Pyodide from the head) or js/boot.js; the failure waits
// in `failures` until boot.js, which shows it, listens.
const nativeFetch = globalThis.fetch;
const ours = (url) => new URL(url, location.href).origin === location.origin;
const fileName = (url) => new URL(url, location.href).pathname.split("/").pop();
const en = () => document.documentElement.dataset.lang === "en";
export const failures = [];
let listener = null;

function report(reason) {
  failures.push(reason);
  if (listener) listener(reason);
}

export function onFailure(fn) {
  listener = fn;
  for (const reason of failures) fn(reason);
}

// A response js/wasm-early.js asked for ahead of time: the first fetch of the same address
// (no options beyond none or an empty object) is answered with it; it is watched like any other.
const early = globalThis.wuxingEarlyFetch || {};

// The loading bar follows the engine's large downloads byte by byte (js/progress.js, issue #36.8):
// a copy of the response is read and counted as the page reads the original.
function follow(name, response) {
  const progress = globalThis.wuxingProgress;
  if (!progress || !progress.follows(name) || !response.body) return;
  let reader;
  try { reader = response.clone().body.getReader(); } catch (e) { return; }
  (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        progress.bytes(name, value.byteLength);
      }
    } catch (e) { /* the page's own read reports a failure */ }
  })();
}

if (!globalThis.wuxingFetchWatched) {
  globalThis.wuxingFetchWatched = true;
  globalThis.fetch = async function (input, init) {
    const url = String((input && input.url) || input);
    const href = new URL(url, location.href).href;
    const plain = (typeof input === "string" || input instanceof URL) && (!init || Object.keys(init).length === 0);
    const ahead = plain ? early[href] : undefined;
    if (ahead) delete early[href];
    let response;
    try {
      response = await (ahead || nativeFetch.call(this, input, init));
    } catch (err) {
      if (ours(url)) report((en() ? "could not download " : "無法下載 ") + fileName(url));
      throw err;
    }
    if (!response.ok && ours(url)) report(`${fileName(url)}: HTTP ${response.status}`);
    else if (ours(url)) follow(fileName(url), response);
    return response;
  };
}
