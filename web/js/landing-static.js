// The landing page's eight layout buttons at first paint (issue #13.4), in the
// markup of web/app/landing_page.py, which redraws them once the engine is
// ready; until then they are shown but not pressable.
(() => {
  const box = document.getElementById("layouts"), dataEl = document.getElementById("tower-data");
  if (!box || !dataEl || box.children.length) return;
  const { layouts, names } = JSON.parse(dataEl.textContent);
  const en = document.documentElement.dataset.lang === "en";
  box.innerHTML = Object.entries(layouts).map(([name, rows]) => {
    const cells = rows.map((r) => [...r].map((ch) => `<i class="${ch === "#" ? "on" : ""}"></i>`).join("")).join("");
    const [zh, english, stars] = names[name];
    return `<button type="button" class="layout-btn" data-layout="${name}" aria-pressed="false">` +
      `<span class="shape" style="grid-template-columns:repeat(${rows[0].length},5px)">${cells}</span>` +
      `<span>${en ? english : zh}</span><span class="stars" aria-label="${stars}/5">${"★".repeat(stars)}</span></button>`;
  }).join("");
})();
