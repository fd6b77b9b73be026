// Hint search off the main thread: its own Pyodide with the same wheel, so a
// long search never freezes the page. The Python side is app/tower/hint_worker.py;
// requests and replies are described there (a hint, or a search for a winnable deal).
import { loadPyodide } from "../pyodide/pyodide.mjs";

// Pyodide's wasm by the address the page asks it by (js/wasm-early.js): one download
// and one compiled copy for the page and this worker.
const wasm = new URL("../pyodide/pyodide.asm.wasm", import.meta.url).href;
const nativeFetch = globalThis.fetch;
globalThis.fetch = (input, init) => (String(input) === wasm
  ? nativeFetch(`${wasm}?v=__WASM_TAG__`, { cache: "force-cache" })
  : nativeFetch(input, init));

const ready = (async () => {
  const [py, source] = await Promise.all([
    loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href }),
    fetch(new URL("../app/tower/hint_worker.py", import.meta.url)).then((r) => {
      if (!r.ok) throw new Error(`tower/hint_worker.py: HTTP ${r.status}`);
      return r.text();
    }),
  ]);
  await py.loadPackage(["wuxing-core"], { messageCallback: () => {} });
  py.runPython(source);
  return py.globals.get("hint_json");
})();

self.onmessage = async (event) => {
  let id = null, kind = null, layout = null;
  try {
    const request = JSON.parse(event.data);
    ({ id, kind } = request);
    layout = request.find ?? null;   // a deal search names its layout in every reply
    const hint = await ready;
    self.postMessage(hint(event.data));
  } catch (err) {
    self.postMessage(JSON.stringify({ kind, id, layout, status: "error", error: String(err && err.message || err) }));
  }
};
