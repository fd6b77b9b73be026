// The settings dialog (issue #36.2) on every page: [data-action="settings"]
// opens dialog#settings. A choice takes effect at once through
// window.wuxingSettings (js/settings.js): theme and motion on <html>, sound,
// the card suits and faces in the game on the page ("wuxing-settings"); a new
// language reloads the page in it (the game in progress is saved first, as on
// any reload). The card faces list the decks saved in the deck designer.
(function () {
  const dialog = document.getElementById("settings");
  const api = window.wuxingSettings;
  if (!dialog || !api) return;
  const form = dialog.querySelector("form");
  const faces = form.querySelector('select[name="faces"]');
  const en = () => document.documentElement.dataset.lang === "en";
  const DECK_ID = /^[0-9]{9}$/;

  function savedDecks() {   // [id, name] of the decks the deck designer saved (their names only: read as text)
    const out = [];
    try {
      const seen = new Set();
      let listed = [];
      try { listed = JSON.parse(localStorage.getItem("wuxing.deck.index")) || []; } catch (e) { listed = []; }
      const prefix = "wuxing.deck.d.";
      const found = [];
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i);
        if (k && k.startsWith(prefix) && DECK_ID.test(k.slice(prefix.length))) found.push(k.slice(prefix.length));
      }
      const ids = (Array.isArray(listed) ? listed : []).filter((id) => found.includes(id)).concat(found.sort());
      for (const id of ids) {
        if (seen.has(id) || out.length >= 50) continue;
        seen.add(id);
        let name = "";
        try { name = String(JSON.parse(JSON.parse(localStorage.getItem(prefix + id)).game).name || ""); } catch (e) { continue; }
        out.push([id, name.slice(0, 40)]);
      }
    } catch (e) { /* no storage: the standard faces only */ }
    return out;
  }

  function fill() {
    const s = api.get();
    for (const input of form.querySelectorAll("input[type=radio]")) input.checked = s[input.name] === input.value;
    const standard = document.createElement("option");
    standard.value = "";
    standard.textContent = en() ? "Standard faces" : "標準牌面";
    const options = [standard];
    for (const [id, name] of savedDecks()) {
      const o = document.createElement("option");
      o.value = id;
      o.textContent = name || (en() ? `Deck ${id}` : `牌組 ${id}`);
      options.push(o);
    }
    faces.replaceChildren(...options);
    faces.value = options.some((o) => o.value === s.faces) ? s.faces : "";
  }

  function open() {
    fill();
    if (!dialog.open) dialog.showModal();
  }
  form.addEventListener("change", (e) => {
    const t = e.target;
    if (!t.name || (t.type === "radio" && !t.checked)) return;
    if (t.name === "lang") {
      if (api.set({ lang: t.value }).length) {
        const url = new URL(location.href);
        url.searchParams.set("lang", t.value);
        location.replace(url.href);
      }
      return;
    }
    api.set({ [t.name]: t.value });
    if (t.name === "sound" && t.value === "on" && window.wuxingSound) window.wuxingSound.play("tap");
  });
  for (const button of document.querySelectorAll('[data-action="settings"]')) button.addEventListener("click", open);
  dialog.addEventListener("click", (e) => {   // a tap on the backdrop closes it
    if (e.target !== dialog) return;
    const r = dialog.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) dialog.close();
  });
  addEventListener("wuxing-settings", () => { if (dialog.open) fill(); });   // changed in another tab
})();
