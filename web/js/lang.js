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
})();
