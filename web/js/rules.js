// "How to play" (issue #14.1): [data-action="rules"] opens #rules. Its demos
// are the blog embeds (embed.html), drawn at once and started by a tap
// (start=tap), so opening the panel downloads no engine: once the game's own
// engine is up, a tap runs the demo with it (web/app/embed/host.py). The
// panel never opens by itself (issue #36.1): on a player's first visit a slim
// welcome strip offers it (and the tower's guided first deal) beside the table,
// which plays at once. The panel closes by its close button (always in view),
// a tap on the backdrop, and Esc, also with the focus inside a demo frame.
(function () {
  const dialog = document.getElementById("rules");
  if (!dialog) return;
  const root = document.documentElement;
  const game = location.pathname.split("/").pop().replace(/\.html$/, "") || "index";
  const seenKey = `wuxing.${game}.rules-seen`;
  const both = (zh, en) => `<span class="zh">${zh}</span><span class="en">${en}</span>`;
  function seen() {
    try { localStorage.setItem(seenKey, "1"); } catch (e) { /* private mode: the strip shows again next time */ }
    const strip = document.getElementById("welcome");
    if (strip) strip.remove();
  }
  function open() {
    const lang = root.dataset.lang === "en" ? "en" : "zh";
    for (const frame of dialog.querySelectorAll("iframe[data-src]")) {
      if (!frame.src) frame.src = frame.dataset.src + `&lang=${lang}`;
    }
    if (!dialog.open) dialog.showModal();
    seen();
  }
  const close = () => { if (dialog.open) dialog.close(); };
  // A close button at the top that stays in view however far the panel scrolls.
  const closer = document.createElement("button");
  closer.type = "button";
  closer.className = "rules-close";
  closer.dataset.action = "rules-close";
  closer.setAttribute("aria-label", root.dataset.lang === "en" ? "Close" : "關閉");
  closer.innerHTML = "×";
  closer.addEventListener("click", close);
  dialog.prepend(closer);
  // A tap on the backdrop (outside the panel's box) closes it.
  dialog.addEventListener("click", (e) => {
    if (e.target !== dialog) return;
    const r = dialog.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) close();
  });
  // Esc pressed inside a demo (a frame of this site) never reaches this page: listen there too.
  for (const frame of dialog.querySelectorAll("iframe")) {
    frame.addEventListener("load", () => {
      try {
        frame.contentWindow.addEventListener("keydown", (e) => { if (e.key === "Escape") close(); });
      } catch (e) { /* another origin: not ours */ }
    });
  }
  for (const button of document.querySelectorAll('[data-action="rules"]')) button.addEventListener("click", open);
  if (root.dataset.lang === "en") {
    for (const frame of dialog.querySelectorAll("iframe[data-title-en]")) frame.title = frame.dataset.titleEn;
  }
  // The demos size themselves (the embeds' height message, which js/page-guard.js lets through).
  addEventListener("message", (e) => {
    if (e.origin !== location.origin || !e.data || e.data.type !== "wuxing-embed:height") return;
    for (const f of dialog.querySelectorAll("iframe")) if (f.contentWindow === e.source) f.style.height = e.data.height + "px";
  }, true);
  let known = true;
  try { known = localStorage.getItem(seenKey) === "1"; } catch (e) { known = true; }
  if (known || new URLSearchParams(location.search).has("tutorial")) return;
  // A first visit: the welcome strip, above the table (which is playable at once).
  const tutorial = dialog.querySelector("a[data-tutorial]");
  const strip = document.createElement("div");
  strip.id = "welcome";
  strip.className = "welcome";
  strip.setAttribute("role", "region");
  strip.setAttribute("aria-label", root.dataset.lang === "en" ? "Welcome" : "歡迎");
  strip.innerHTML = `<div class="welcome-body"><span class="welcome-text">${both("第一次來？", "New here?")}</span>`
    + `<button type="button" class="btn" data-action="rules">${both("怎麼玩", "How to play")}</button>`
    + (tutorial ? `<a class="btn" href="${tutorial.getAttribute("href")}" data-welcome-tutorial>${both("跟著教學玩第一局", "Guided first deal")}</a>` : "")
    + `</div><button type="button" class="welcome-close" data-action="welcome-close" aria-label="${root.dataset.lang === "en" ? "Close" : "關閉"}">×</button>`;
  strip.querySelector('[data-action="rules"]').addEventListener("click", open);
  strip.querySelector('[data-action="welcome-close"]').addEventListener("click", seen);
  const link = strip.querySelector("[data-welcome-tutorial]");
  if (link) link.addEventListener("click", seen);
  const notice = document.getElementById("notice");
  if (notice) notice.after(strip); else document.body.prepend(strip);
})();
