// "How to play" (issue #14.1): [data-action="rules"] opens #rules. Its demos
// are the blog embeds (embed.html), drawn at once and started by a tap
// (start=tap), so opening the panel downloads no engine: once the game's own
// engine is up, a tap runs the demo with it (web/app/embed_host.py). The
// panel opens by itself once, on a player's first visit to the game.
(function () {
  const dialog = document.getElementById("rules");
  if (!dialog) return;
  const root = document.documentElement;
  const game = location.pathname.split("/").pop().replace(/\.html$/, "") || "index";
  const seenKey = `wuxing.${game}.rules-seen`;
  function open() {
    const lang = root.dataset.lang === "en" ? "en" : "zh";
    for (const frame of dialog.querySelectorAll("iframe[data-src]")) {
      if (!frame.src) frame.src = frame.dataset.src + `&lang=${lang}`;
    }
    if (!dialog.open) dialog.showModal();
    try { localStorage.setItem(seenKey, "1"); } catch (e) { /* private mode: it opens again next time */ }
  }
  for (const button of document.querySelectorAll('[data-action="rules"]')) button.addEventListener("click", open);
  if (root.dataset.lang === "en") {
    for (const frame of dialog.querySelectorAll("iframe[data-title-en]")) frame.title = frame.dataset.titleEn;
  }
  // The demos size themselves (the embeds' height message). Capturing, and
  // registered before js/boot.js, which keeps other windows' messages from Pyodide.
  addEventListener("message", (e) => {
    if (e.origin !== location.origin || !e.data || e.data.type !== "wuxing-embed:height") return;
    for (const f of dialog.querySelectorAll("iframe")) if (f.contentWindow === e.source) f.style.height = e.data.height + "px";
  }, true);
  let seen = true;
  try { seen = localStorage.getItem(seenKey) === "1"; } catch (e) { seen = true; }
  if (seen) return;
  const wait = setInterval(() => {
    if (root.dataset.ready === "failed") clearInterval(wait);
    if (root.dataset.ready !== "true") return;
    clearInterval(wait);
    open();
  }, 200);
})();
