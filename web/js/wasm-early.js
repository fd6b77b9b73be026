// The first thing an engine page does (issue #17): ask for Pyodide's wasm, before the
// module scripts that will want it have even been parsed. Not a <link rel=preload>:
// Chromium keeps a wasm module's compiled code only for a response the page's own
// fetch() got, so a preloaded wasm was compiled anew on every visit. js/fetch-watch.mjs
// hands this response to Pyodide's fetch of the same address (once) and reports it if
// it fails.
(function () {
  const url = new URL("../pyodide/pyodide.asm.wasm", document.currentScript.src);
  const response = fetch(url);
  response.catch(() => {});   // reported where it is used (fetch-watch.mjs), not as a stray rejection
  globalThis.wuxingEarlyFetch = { [url.href]: response };
})();
