// Offline play (issue #17): after the first visit this worker keeps the whole
// built site in one cache per build, so every page, a game in progress and
// the hint worker load with the network cut. The build fills in VERSION (a
// hash of the site) and PRECACHE (every file). A new build installs beside
// the old one and waits: pages offer "a new version is ready" and switch only
// when the player says so, so no page ever mixes two versions.
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const CACHE = `wuxing-${VERSION}`;
// Pyodide's wasm, by an address whose ?v= names its bytes (#37.3; js/wasm-early.js).
// Chromium files a wasm module's compiled code with the browser-cache entry it was
// compiled from, and loses it when that entry is revalidated. So the wasm is never asked
// of the server again while the browser holds it: not when it is kept here, not when a
// page or the hint worker wants it. The copy kept here is for when the browser has
// dropped its own (and for offline play).
const WASM = new URL("__WASM__", self.location).href;
const holdsWasm = (url) => url.pathname.endsWith("/pyodide/pyodide.asm.wasm");

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) =>
    cache.addAll(PRECACHE.map((path) => new Request(path, {
      cache: new URL(path, self.location).href === WASM ? "force-cache" : "no-cache" })))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("wuxing-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  // A page's address may carry a query (?layout=…): pages match without it; files exactly (faster).
  const loose = request.mode === "navigate";
  const cached = () => caches.open(CACHE).then((cache) => cache.match(request, { ignoreSearch: loose }));
  if (holdsWasm(url)) {
    // The browser's copy first (its compiled code comes with it), then ours, then the network.
    event.respondWith(fetch(WASM, { cache: "only-if-cached", mode: "same-origin" })
      .then((r) => (r.ok ? r : null), () => null)
      .then((r) => r || caches.open(CACHE).then((cache) => cache.match(WASM)))
      .then((r) => r || fetch(WASM, { cache: "force-cache" })));
    return;
  }
  event.respondWith(cached().then((r) => r || fetch(request)));
});
