// Offline play (issue #17): after the first visit this worker keeps the whole
// built site in one cache per build, so every page, a game in progress and
// the hint worker load with the network cut. The build fills in VERSION (a
// hash of the site) and PRECACHE (every file). A new build installs beside
// the old one and waits: pages offer "a new version is ready" and switch only
// when the player says so, so no page ever mixes two versions.
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const CACHE = `wuxing-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) =>
    cache.addAll(PRECACHE.map((path) => new Request(path, { cache: "no-cache" })))));
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
  if (url.pathname.endsWith(".wasm")) {
    // Network first: Chromium keeps its compiled code only for wasm from the network.
    event.respondWith(fetch(request).catch(() => cached().then((r) => r || Response.error())));
    return;
  }
  event.respondWith(cached().then((r) => r || fetch(request)));
});
