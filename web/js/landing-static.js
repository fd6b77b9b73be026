// The landing page's eight layout buttons at first paint (issue #13.4), in the
// markup of web/app/front/landing_page.py, which redraws them once the engine is
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
// The daily deal (issue #36.5): today's layout, and whether it is won, from js/daily.js and the stored record.
(() => {
  const box = document.getElementById("daily"), D = window.wuxingDaily, dataEl = document.getElementById("tower-data");
  if (!box || !D || !dataEl) return;
  const { names } = JSON.parse(dataEl.textContent);
  const en = document.documentElement.dataset.lang === "en";
  const day = D.today(), [layout] = D.deal(day);
  box.querySelector(".daily-what").textContent = `${day} · ${names[layout][en ? 1 : 0]}`;
  let won = [];
  try { won = JSON.parse(localStorage.getItem("wuxing.tower.daily")).won || []; } catch (e) { won = []; }
  if (Array.isArray(won) && won.includes(day)) box.querySelector(".daily-status").textContent = en ? "✓ won today" : "✓ 今天已完成";
  box.dataset.day = day;
  box.hidden = false;
})();

