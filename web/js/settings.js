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
// Runs before first paint (a classic script in <head>): the player's settings
// (issue #36.2), kept in one storage key, "wuxing.settings":
//   {"lang": "zh"|"en", "theme": "system"|"light"|"dark", "motion": "system"|"reduce",
//    "sound": "on"|"off", "suits": "elements"|"cards", "faces": "" | a saved deck's id}
// and applied to <html> at once: data-lang (and lang), data-theme (the theme in
// use: "light" or "dark", the system's when "system"), data-motion ("reduce"
// when asked or when the system asks; else "full"), data-suits. ?lang= in the
// address sets the language and is remembered. A value that is not one of
// these is read as the default (the whole entry, when unreadable, is set aside
// under "wuxing.settings.corrupt"), and the page says so in #notice.
// Earlier releases kept the language, the tower's suits and each game's faces
// under keys of their own: they are moved here once.
// window.wuxingSettings: get(), set(patch) (checked, stored, applied; fires
// "wuxing-settings" on window with the changed names), reduced().
(function () {
  var KEY = "wuxing.settings";
  var CHOICES = { lang: ["zh", "en"], theme: ["system", "light", "dark"], motion: ["system", "reduce"],
                  sound: ["on", "off"], suits: ["elements", "cards"] };
  var DEFAULTS = { lang: "zh", theme: "system", motion: "system", sound: "on", suits: "elements", faces: "" };
  var OLD = { lang: "wuxing.lang", suits: "wuxing.tower.theme", towerFaces: "wuxing.tower.faces",
              fishingFaces: "wuxing.fishing.faces" };
  var DECK_ID = /^[0-9]{9}$/;
  var MAX_TEXT = 100000;   // a bound on the parse, not on the settings (a longer entry was reset whole: #74.11)
  var root = document.documentElement;
  var damaged = false;

  function storage(fn) { try { return fn(window.localStorage); } catch (e) { return null; } }
  // A damaged entry kept aside whole, and never over an earlier copy (#74.11): ".corrupt", then ".corrupt.2" …
  // as web/app/common/storage.py's keep_copy does.
  function keepCopy(ls, raw) {
    for (var n = 1; n <= 20; n++) {
      var where = KEY + ".corrupt" + (n === 1 ? "" : "." + n);
      if (ls.getItem(where) === null) { ls.setItem(where, raw); return; }
    }
  }
  function valid(name, value) {
    if (name === "faces") return value === "" || (typeof value === "string" && DECK_ID.test(value));
    return Object.prototype.hasOwnProperty.call(CHOICES, name) && CHOICES[name].indexOf(value) >= 0;
  }
  function defaults() { var out = {}; for (var k in DEFAULTS) out[k] = DEFAULTS[k]; return out; }

  function fromOldKeys() {
    var out = defaults(), found = false;
    storage(function (ls) {
      var lang = ls.getItem(OLD.lang), suits = ls.getItem(OLD.suits);
      var faces = ls.getItem(OLD.towerFaces) || ls.getItem(OLD.fishingFaces);
      if (valid("lang", lang)) out.lang = lang;
      if (suits === "cards") out.suits = "cards";
      if (valid("faces", faces)) out.faces = faces;
      found = lang !== null || suits !== null || faces !== null;
    });
    if (found && write(out)) {
      storage(function (ls) { for (var k in OLD) ls.removeItem(OLD[k]); });   // the new entry is written first
    }
    return out;
  }

  function read() {
    var raw = storage(function (ls) { return ls.getItem(KEY); });
    if (raw === null) return fromOldKeys();
    var data = null;
    try { data = raw.length <= MAX_TEXT ? JSON.parse(raw) : null; } catch (e) { data = null; }
    var out = defaults();
    if (!data || typeof data !== "object" || Array.isArray(data)) {
      damaged = true;
      storage(function (ls) { keepCopy(ls, raw); ls.removeItem(KEY); });
      return out;
    }
    for (var k in DEFAULTS) {
      if (!Object.prototype.hasOwnProperty.call(data, k)) continue;
      if (valid(k, data[k])) out[k] = data[k]; else damaged = true;
    }
    if (damaged) {   // kept aside once; the values that were good stay
      storage(function (ls) { keepCopy(ls, raw); });
      write(out);
    }
    return out;
  }

  function write(s) {
    return storage(function (ls) { ls.setItem(KEY, JSON.stringify(s)); return true; }) === true;
  }

  var settings = read();
  var query = null;
  try { query = new URLSearchParams(location.search).get("lang"); } catch (e) { query = null; }
  if (valid("lang", query) && query !== settings.lang) {
    settings.lang = query;
    write(settings);
  }

  var media = function (q) { return !!(window.matchMedia && window.matchMedia(q).matches); };
  function apply() {
    var dark = settings.theme === "dark" || (settings.theme === "system" && media("(prefers-color-scheme: dark)"));
    root.dataset.theme = dark ? "dark" : "light";
    root.dataset.motion = settings.motion === "reduce" || media("(prefers-reduced-motion: reduce)") ? "reduce" : "full";
    root.dataset.suits = settings.suits;
  }
  root.dataset.lang = settings.lang;
  root.lang = settings.lang === "en" ? "en" : "zh-Hant";
  apply();
  if (window.matchMedia) {
    ["(prefers-color-scheme: dark)", "(prefers-reduced-motion: reduce)"].forEach(function (q) {
      var m = window.matchMedia(q);
      if (m.addEventListener) m.addEventListener("change", apply);
    });
  }

  function copy() { var out = {}; for (var k in settings) out[k] = settings[k]; return out; }
  function changed(names) {
    apply();
    try { window.dispatchEvent(new CustomEvent("wuxing-settings", { detail: { changed: names, settings: copy() } })); }
    catch (e) { /* an old browser: the page reads them at its next load */ }
  }
  window.wuxingSettings = {
    get: copy,
    /** Store the valid fields of ``patch``; the names that changed (an invalid value changes nothing). */
    set: function (patch) {
      var names = [];
      for (var k in patch) {
        if (Object.prototype.hasOwnProperty.call(DEFAULTS, k) && valid(k, patch[k]) && settings[k] !== patch[k]) {
          settings[k] = patch[k];
          names.push(k);
        }
      }
      if (names.length) { write(settings); changed(names); }
      return names;
    },
    reduced: function () { return root.dataset.motion === "reduce"; },
    stored: function () { return write(settings); },
  };
  // Another tab changed them: take them up here too (the language at the next load).
  window.addEventListener("storage", function (e) {
    if (e.key !== KEY) return;
    var before = copy();
    settings = read();
    settings.lang = before.lang;
    var names = [];
    for (var k in settings) if (settings[k] !== before[k]) names.push(k);
    if (names.length) changed(names);
  });

  if (settings.lang === "en") {
    // English: the tab title, and texts that cannot hold two spans (<option>) carry data-en.
    var title = document.querySelector('meta[name="title-en"]');
    if (title && title.content) document.title = title.content;
    document.addEventListener("DOMContentLoaded", function () {
      document.querySelectorAll("[data-en]").forEach(function (el) { el.textContent = el.getAttribute("data-en"); });
    });
  }
  if (damaged) {
    document.addEventListener("DOMContentLoaded", function () {
      var el = document.getElementById("notice");
      if (!el) {   // a page without a notice line: one under its header
        el = document.createElement("div");
        el.id = "notice";
        el.className = "notice";
        el.setAttribute("role", "alert");
        var header = document.querySelector("header.top");
        if (header) header.after(el); else document.body.prepend(el);
      }
      if (el.textContent) return;
      el.textContent = settings.lang === "en"
        ? "Some of your settings could not be read: those are back to their defaults (Settings changes them)."
        : "有些設定讀不出來，已回到預設值（可在「設定」裡修改）。";
      el.hidden = false;
    });
  }
})();
