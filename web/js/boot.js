// Loading feedback from the first paint until Python sets html[data-ready="true"]:
// the bar moves by js/progress.js; PyScript's stages ("py:progress") lift it to
// their floors and name what is happening. Any load failure is shown in words
// with a retry button.
import { onFailure } from "./fetch-watch.mjs";

const root = document.documentElement;
const loader = document.getElementById("loader");
const bar = document.getElementById("load-bar");
const label = document.getElementById("load-text");
const retry = document.getElementById("retry");
const en = () => root.dataset.lang === "en";

const STAGES = {  // PyScript's own stage names → [floor percent, zh, en], in a player's words (issue #36.8)
  "Loading interpreter": [5, "準備牌桌中…", "Getting the table ready…"],
  "Loaded interpreter": [70, "洗牌中…", "Shuffling the cards…"],
  "Loaded Pyodide": [80, "就快好了…", "Almost ready…"],
};
let failed = false;
const t0 = performance.now();
const progress = globalThis.wuxingProgress;   // js/progress.js moves the bar

function say(zh, english) { label.textContent = en() ? english : zh; }   // the first words are the loader's own (both languages)

function onProgress(event) {
  performance.mark("py:" + event.detail);  // stage timings for `make bench`
  const stage = STAGES[event.detail];
  if (stage && !failed) { progress?.floor(stage[0]); say(stage[1], stage[2]); }   // a failure, once shown, stays
}
addEventListener("py:progress", onProgress);

export function fail(reason) {
  if (root.dataset.ready === "true" || failed) return;
  failed = true;
  loader.classList.add("failed");
  root.dataset.ready = "failed";
  say("載入失敗：" + reason + "。請檢查連線後重試。", "Loading failed: " + reason + ". Check the connection and try again.");
  retry.hidden = false;
}
// Any failed or refused download of this site fails the page at once, naming
// the file (js/fetch-watch.mjs: Pyodide itself would wait for ever).
onFailure(fail);
addEventListener("error", (e) => fail(e.message || "script error"));
// Storage the browser refuses, where js/no-storage.js could not stand in for it: said as that, not as "[object Event]".
const storageRefused = (r) => (typeof IDBRequest === "function" && r instanceof Event && r.target instanceof IDBRequest)
  || (r instanceof DOMException && r.name === "SecurityError");
addEventListener("unhandledrejection", (e) => fail(storageRefused(e.reason)
  ? (en() ? "this browser does not let the page keep data here" : "瀏覽器不讓這一頁在這裡存資料")
  : String(e.reason && e.reason.message || e.reason)));
addEventListener("py:error", (e) => fail(String(e.detail || "Python error")));
setTimeout(() => fail(en() ? "it took more than 90 s" : "超過 90 秒"), 90000);
retry.addEventListener("click", () => location.reload());

globalThis.wuxingFail = (reason) => fail(String(reason));

const OFFLINE_AFTER_MS = 4000;   // the offline copy waits this long after ready (below)

// Called from Python once the engine is imported and the handlers are wired.
globalThis.wuxingReady = () => {
  if (failed) return;
  bar.value = 100;
  performance.mark("wuxing-ready");
  root.dataset.ready = "true";
  loader.hidden = true;
  const ms = Math.round(performance.now() - t0);
  root.dataset.bootMs = String(ms);
  progress?.done(performance.now());   // this device's boot, for the next bar
  // The offline copy (the whole site, ~22 MB into Cache Storage) is made once the player has had the
  // table for a few seconds and the page is idle, not while the first taps are answered: on a
  // two-core machine the copying doubled a tap's p95 (bench/tap_bench.mjs, issue #13).
  setTimeout(() => (globalThis.requestIdleCallback || ((f) => f()))(offline, { timeout: 5000 }), OFFLINE_AFTER_MS);
};

// Offline play (issue #17): the service worker is registered once the page is
// ready (its first caching then does not compete with the boot). A new build
// is offered, never forced: the page reloads only when the player says so.
function offline() {
  if (!("serviceWorker" in navigator) || !location.protocol.startsWith("http")) return;
  // A demo in someone's blog, or any page inside a frame: no copy of the whole site for that page's readers.
  if ("embed" in root.dataset || window.top !== window) return;
  let workers;
  try { workers = navigator.serviceWorker; } catch (e) { return; }   // storage refused (Firefox throws here; #70)
  let reloading = false;
  workers.addEventListener("controllerchange", () => { if (reloading) location.reload(); });
  const offer = (worker) => {
    if (!worker || !workers.controller || document.getElementById("update")) return;
    const box = document.createElement("div");
    box.id = "update";
    box.className = "update";
    box.setAttribute("role", "status");
    box.innerHTML = `<span>${en() ? "A new version is ready." : "有新版本可以使用。"}</span> ` +
      `<button type="button" class="btn" data-action="update">${en() ? "Reload" : "重新載入"}</button>`;
    box.querySelector("button").addEventListener("click", () => {
      reloading = true;
      worker.postMessage({ type: "skip-waiting" });
    });
    document.body.prepend(box);
  };
  workers.register("./sw.js").then((reg) => {
    if (reg.waiting) offer(reg.waiting);
    reg.addEventListener("updatefound", () => {
      const worker = reg.installing;
      if (worker) worker.addEventListener("statechange", () => { if (worker.state === "installed") offer(worker); });
    });
  }).catch(() => { /* no offline copy: the site still works online */ });
}
