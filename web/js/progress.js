// The loading bar (issue #13.4, #17.5, #36.8), moving from the first frame.
// While the engine's large files still download (a first visit, a new
// build), it follows their bytes as they arrive (js/fetch-watch.mjs counts
// them; <meta name="boot-bytes"> holds each file's size) up to 75 % (creeping on
// slowly while no byte comes, so it never sits still), and says
// in the page's language how much is left ("3.4 MB left"), so on a slow
// network it never races ahead and then sits near the end. Once they are in
// (or at once on a return visit of the same build: no words about megabytes then), it follows time
// against this device's own last boot, reaching 88 % when a boot as long as
// the last one would be done, then easing on towards 99 %, never slower than
// 1 % a second, so it never sits still and never claims to be done. While
// the main thread is busy (Pyodide unpacking, Python importing) nothing here
// can run: the sheen over the loader (site.css, a transform animation the
// compositor runs) shows the page is alive then. js/boot.js lifts the bar to
// the floors of PyScript's stages and stops it when the page is ready or failed.
(() => {
  const KEY = "wuxing.boot-ms";
  const DOWNLOAD_SHARE = 75;   // % of the bar the downloads fill
  let expected = 3500;   // ms: a first guess, until this device has booted once
  try { const last = Number(localStorage.getItem(KEY)); if (last >= 300 && last <= 30000) expected = last; } catch (e) { /* no storage */ }
  // A device that booted this build before has its files (the HTTP cache): the bar follows time only,
  // and says nothing of megabytes. The build is known by its files' sizes (<meta name="boot-bytes">).
  const BUILD_KEY = "wuxing.boot-build";
  let firstOfBuild = true;
  const build = () => document.querySelector('meta[name="boot-bytes"]')?.content || "";
  try { firstOfBuild = localStorage.getItem(BUILD_KEY) !== build(); } catch (e) { /* no storage: assume a first visit */ }
  const t0 = performance.now();
  let floor = 2, shown = 0, stopped = false, sizes = null, received = {}, downloadsDone = 0, base = 0, lastTick = 0;
  // The least it moves: 1 % a second, by the clock, not by the tick (a loaded main thread runs the
  // 100 ms tick late; a creep counted per tick would then slow down and the bar would sit still).
  const CREEP = 0.001;   // % per ms
  const readSizes = () => {
    if (sizes) return sizes;
    try { sizes = JSON.parse(document.querySelector('meta[name="boot-bytes"]').content); } catch (e) { sizes = {}; }
    return sizes;
  };
  const totals = () => {
    const s = readSizes();
    let total = 0, got = 0;
    for (const [name, size] of Object.entries(s)) { total += size; got += Math.min(size, received[name] || 0); }
    return { total, got };
  };
  const estimate = (t) => {
    const k = 2.2, head = 88 * (1 - Math.exp(-k * Math.min(t, expected) / expected)) / (1 - Math.exp(-k));
    const over = Math.max(0, t - expected);   // ms past what the last boot took
    return Math.min(99, head + Math.max(11 * (1 - Math.exp(-over / (2 * expected))), over * 0.0006));
  };
  const en = () => document.documentElement.dataset.lang === "en";
  const tick = () => {
    const ready = document.documentElement.dataset.ready;
    if (stopped || ready === "true" || ready === "failed") {
      const left = document.getElementById("load-left");
      if (left) left.textContent = "";
      return clearInterval(timer);
    }
    const bar = document.getElementById("load-bar");
    if (!bar) return;
    const t = performance.now() - t0, { total, got } = totals();
    const creep = CREEP * Math.min(2000, Math.max(0, t - lastTick));
    lastTick = t;
    const downloading = firstOfBuild && total > 0 && got < total && Object.keys(received).length > 0 && !downloadsDone;
    let target = estimate(t);
    // Bytes, not hopes; while no byte comes, the creep shows the page is alive.
    if (downloading) target = Math.min(target, Math.max(5 + (DOWNLOAD_SHARE - 5) * got / total, shown + creep));
    else if (downloadsDone) target = base + (99 - base) * estimate(t - downloadsDone) / 99;   // on from there, by time
    shown = Math.max(shown, floor, target, Math.min(99, shown + creep));   // at least 1 % a second, never 100
    bar.value = shown;
    const left = document.getElementById("load-left");
    if (left) {
      const mb = (total - got) / 1e6;
      left.textContent = downloading && t > 1000 && mb >= 0.2 ? (en() ? `${mb.toFixed(1)} MB left` : `還要 ${mb.toFixed(1)} MB`) : "";
    }
  };
  const timer = setInterval(tick, 100);   // ten times a second: smooth, and cheap during the boot
  globalThis.wuxingProgress = {
    floor(percent) { floor = Math.max(floor, percent); tick(); },
    done(ms) {
      stopped = true;
      try { localStorage.setItem(KEY, String(Math.round(ms))); localStorage.setItem(BUILD_KEY, build()); } catch (e) { /* no storage */ }
    },
    /** Whether the bar follows this file's bytes: one of <meta name="boot-bytes">, on a first visit of this
     *  build only (a return visit's files come from the cache: copying the 9 MB wasm's response to count it
     *  would only cost time then, and the bar follows time). */
    follows(name) { return firstOfBuild && Object.hasOwn(readSizes(), name); },
    /** ``n`` more bytes of the file ``name`` arrived. */
    bytes(name, n) {
      received[name] = (received[name] || 0) + n;
      const { total, got } = totals();
      if (!downloadsDone && total > 0 && got >= total) { downloadsDone = performance.now() - t0; base = shown; }
    },
  };
})();
