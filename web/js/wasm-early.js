// The first thing an engine page does (issue #17): ask for Pyodide's wasm, before the
// module scripts that will want it have even been parsed. Not a <link rel=preload>:
// Chromium keeps a wasm module's compiled code only for a response the page's own
// fetch() got, so a preloaded wasm was compiled anew on every visit. js/fetch-watch.mjs
// hands this response to Pyodide's fetch of the wasm (its plain address, once) and reports it if
// it fails.
//
// Asked for by the address the build gives it, whose ?v= names the file's bytes (#37.3):
// any copy the browser's cache holds under it is the right one, so it is taken without
// asking the server again ("force-cache"). That keeps the compiled code Chromium files
// with that copy: a revalidated copy loses it, and Python then runs on unoptimised code
// for a whole visit. The hint worker and the service worker ask for the same address.
(function () {
  const url = new URL("../pyodide/pyodide.asm.wasm", document.currentScript.src);
  const response = fetch(`${url.href}?v=__WASM_TAG__`, { cache: "force-cache" });
  response.catch(() => {});   // reported where it is used (fetch-watch.mjs), not as a stray rejection
  globalThis.wuxingEarlyFetch = { [url.href]: response };
})();
