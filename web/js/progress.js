// The loading bar (issue #13.4, #17.5), moving from the first frame: it follows
// time against this device's own last boot, reaching 88 % when a boot as long
// as the last one would be done. A longer boot eases on towards 99 %, never
// slower than 0.6 % a second (a bar creeping at 0.4 % a second looked still and
// failed CI's "never sits still" test when a boot ran long), so it never sits still
// and never claims to be done. While the main thread is busy (Pyodide unpacking,
// Python importing) nothing here can run: the sheen over the loader (site.css,
// a transform animation the compositor runs) shows the page is alive then.
// js/boot.js lifts the bar to the floors of PyScript's stages and stops it when
// the page is ready or failed.
(() => {
  const KEY = "wuxing.boot-ms";
  let expected = 3500;   // ms: a first guess, until this device has booted once
  try { const last = Number(localStorage.getItem(KEY)); if (last >= 300 && last <= 30000) expected = last; } catch (e) { /* no storage */ }
  const t0 = performance.now();
  let floor = 2, shown = 0, stopped = false;
  const estimate = (t) => {
    const k = 2.2, head = 88 * (1 - Math.exp(-k * Math.min(t, expected) / expected)) / (1 - Math.exp(-k));
    const over = Math.max(0, t - expected);   // ms past what the last boot took
    return Math.min(99, head + Math.max(11 * (1 - Math.exp(-over / (2 * expected))), over * 0.0006));
  };
  const tick = () => {
    const ready = document.documentElement.dataset.ready;
    if (stopped || ready === "true" || ready === "failed") return clearInterval(timer);
    const bar = document.getElementById("load-bar");
    if (!bar) return;
    shown = Math.max(shown, floor, estimate(performance.now() - t0));
    bar.value = shown;
  };
  const timer = setInterval(tick, 100);   // ten times a second: smooth, and cheap during the boot
  globalThis.wuxingProgress = {
    floor(percent) { floor = Math.max(floor, percent); tick(); },
    done(ms) { stopped = true; try { localStorage.setItem(KEY, String(Math.round(ms))); } catch (e) { /* no storage */ } },
  };
})();
