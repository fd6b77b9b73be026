// Runs before first paint: pick the language from ?lang= (remembered) or the last choice.
(function () {
  var q = new URLSearchParams(location.search).get("lang");
  var lang = null;
  try {
    if (q === "en" || q === "zh") localStorage.setItem("wuxing.lang", q);
    lang = q || localStorage.getItem("wuxing.lang");
  } catch (e) { lang = q; }
  lang = lang === "en" ? "en" : "zh";
  document.documentElement.dataset.lang = lang;
  document.documentElement.lang = lang === "en" ? "en" : "zh-Hant";
  if (lang !== "en") return;
  // English: the tab title, and texts that cannot hold two spans (<option>) carry data-en.
  var title = document.querySelector('meta[name="title-en"]');
  if (title && title.content) document.title = title.content;
  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("[data-en]").forEach(function (el) { el.textContent = el.getAttribute("data-en"); });
  });
})();
// The game pages are not to be framed by other sites (a CSP meta cannot say
// frame-ancestors; a host can send that header too, see the README). A page
// framed from another origin stops loading at once (no engine download, no
// scripts) and shows only a link that opens it on its own.
(function () {
  if (window.top === window.self) return;
  var sameOrigin = false;
  try { sameOrigin = window.top.location.origin === location.origin; } catch (e) { sameOrigin = false; }
  if (sameOrigin) return;
  document.documentElement.dataset.framed = "refused";
  window.stop();   // the parser stops here: nothing after this script loads or runs
  var body = document.createElement("body");
  var p = document.createElement("p");
  p.className = "framed";
  p.style.cssText = "font: 1.1rem sans-serif; margin: 1rem";
  var a = document.createElement("a");
  a.href = location.href;
  a.target = "_top";
  a.rel = "noopener";
  a.textContent = "五行術 Card Table";
  p.appendChild(a);
  body.appendChild(p);
  document.documentElement.appendChild(body);
})();
