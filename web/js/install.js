// Install and full screen (issue #36.6). [data-action="install"] shows when the
// browser offers to install the site (beforeinstallprompt) and asks it; on an
// iPhone or iPad in Safari, which offers no prompt, the landing page says in
// one line how to add it to the home screen. [data-action="fullscreen"] shows
// on the game pages where the browser allows full screen, and toggles it.
(function () {
  const root = document.documentElement;
  const en = () => root.dataset.lang === "en";
  const page = location.pathname.split("/").pop().replace(/\.html$/, "") || "index";
  let offer = null;
  const installs = () => document.querySelectorAll('[data-action="install"]');
  addEventListener("beforeinstallprompt", (e) => {
    e.preventDefault();   // our button, not the browser's bar
    offer = e;
    for (const b of installs()) b.hidden = false;
  });
  addEventListener("appinstalled", () => { offer = null; for (const b of installs()) b.hidden = true; });
  for (const b of installs()) {
    b.addEventListener("click", async () => {
      if (!offer) return;
      const asked = offer;
      offer = null;
      try { await asked.prompt(); } catch (e) { /* the browser said no: nothing to do */ }
      for (const x of installs()) x.hidden = true;
    });
  }
  const standalone = matchMedia("(display-mode: standalone)").matches || navigator.standalone === true;
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  if (ios && !standalone && page === "index") {
    const hint = document.createElement("p");
    hint.className = "small ios-hint";
    hint.dataset.installHint = "ios";
    hint.textContent = en() ? "To play it like an app: Share, then “Add to Home Screen”." : "想像 App 一樣玩：按「分享」，再選「加入主畫面」。";
    const main = document.querySelector("main");
    if (main) main.prepend(hint);
  }

  const full = document.querySelector('[data-action="fullscreen"]');
  // A game's page: the build marks every registered game's page (html[data-game-page], issue #71.4).
  if (!full || !root.dataset.gamePage || !document.fullscreenEnabled) return;
  full.hidden = false;
  const sync = () => full.setAttribute("aria-pressed", String(!!document.fullscreenElement));
  document.addEventListener("fullscreenchange", sync);
  full.addEventListener("click", () => {
    const p = document.fullscreenElement ? document.exitFullscreen() : root.requestFullscreen({ navigationUI: "hide" });
    if (p && p.catch) p.catch(() => { /* refused (an embed, a policy): the page stays as it is */ });
  });
})();
