// 釣鶼鰈 and 墨香 at first paint (issue #13.4): before the engine is there the page
// is not blank. With no game in progress it shows the set-up form as it will be
// (the saved number of seats, each seat's row still empty), greyed and not
// pressable; with a game to pick up it says so. The page's Python
// (fishing/page.py, ink/page.py) then shows the set-up or the table itself.
// One diffed paint message per redraw (web/app/table/paint.py): [selector, kind, value] for what changed only,
// with the message line ([selector, "say", [text, kind]]) and the sounds ([, "cue", name]) of the tap.
// A flight ([target, "fly", [[selector, markup], …]]) reads where its cards lie before the rest is painted,
// then flies copies of them to the target's middle (260 ms, over everything, not in the way of a tap).
// Taps handed to Python as plain data (issue #71.2: one crossing a tap): for each selector, the nearest
// element from the event's target that matches it (":scope": the element listened on), as its attributes;
// Python reads nothing back from the page (common/dom.py listen).
window.wuxingListen = (el, type, selectors, handler, stop) => {
  const wanted = JSON.parse(selectors);
  el.addEventListener(type, (event) => {
    if (stop) event.stopPropagation();
    const found = {};
    for (const sel of wanted) {
      const hit = sel === ":scope" ? event.currentTarget : event.target.closest?.(sel);
      found[sel] = hit ? Object.fromEntries([...hit.attributes].map((a) => [a.name, a.value])) : null;
    }
    handler(JSON.stringify({ key: event.key ?? null, found }));
  });
};
window.wuxingTablePaint = (json) => {
  const changes = JSON.parse(json);
  const still = document.documentElement.dataset.motion === "reduce";   // the system's or the Settings' (js/settings.js)
  const flights = still ? [] : changes.filter((c) => c[1] === "fly").map(([target, , cards]) =>
    [target, cards.map(([sel, markup]) => [document.querySelector(sel)?.getBoundingClientRect(), markup])]);
  // A slide ([, "slide", [[from, to, fallback], …]]): where each card starts, read before the paint.
  const visible = (sel) => { const r = document.querySelector(sel)?.getBoundingClientRect(); return r && r.width ? r : null; };
  const slides = still ? [] : changes.filter((c) => c[1] === "slide").flatMap(([, , cards]) =>
    cards.map(([from, to, fallback]) => [visible(from) || visible(fallback), to]));
  const cues = [];
  for (const [selector, kind, value] of changes) {
    if (kind === "cue" || kind === "modal") { if (kind === "cue") cues.push(value); continue; }
    const el = kind === "fly" || kind === "slide" ? null : document.querySelector(selector);
    if (!el) continue;
    if (kind === "html") el.innerHTML = value;
    else if (kind === "text") el.textContent = value;
    else if (kind === "say") {   // the message line: its text, and its kind as class and data-kind (common/dom.py say)
      const [text, sort] = value;
      el.textContent = text;
      el.className = `message ${sort}`.trim();
      el.dataset.kind = sort;
    } else {
      const name = kind.slice(1);
      if (value === false || value === null) el.removeAttribute(name);
      else el.setAttribute(name, value === true ? "" : String(value));
    }
  }
  for (const [target, cards] of flights) {
    const to = document.querySelector(target)?.getBoundingClientRect();
    if (!to) continue;
    for (const [rect, markup] of cards) {
      if (!rect) continue;
      const holder = document.createElement("div");
      holder.innerHTML = markup;
      const el = holder.firstElementChild;
      el.style.cssText = `position:fixed;left:${rect.left}px;top:${rect.top}px;width:${rect.width}px;` +
        `height:${rect.height}px;z-index:30;pointer-events:none`;
      document.body.appendChild(el);
      const dx = to.left + to.width / 2 - rect.left - rect.width / 2, dy = to.top + to.height / 2 - rect.top - rect.height / 2;
      el.animate([{ transform: "none", opacity: 1 }, { transform: `translate(${dx}px, ${dy}px) scale(.35)`, opacity: 0.3 }],
        { duration: 260, easing: "ease-in", fill: "forwards" });
      setTimeout(() => el.remove(), 300);
    }
  }
  for (const [rect, to] of slides) {   // the painted card starts where it was and slides to its place (320 ms)
    const el = rect && document.querySelector(to);
    if (!el) continue;
    const end = el.getBoundingClientRect();
    const dx = rect.left + rect.width / 2 - end.left - end.width / 2, dy = rect.top + rect.height / 2 - end.top - end.height / 2;
    el.animate([{ transform: `translate(${dx}px, ${dy}px)`, opacity: 0.6 }, { transform: "none", opacity: 1 }],
      { duration: 320, easing: "cubic-bezier(.2,.7,.3,1)" });
  }
  for (const name of cues) if (window.wuxingSound) window.wuxingSound.play(name);   // after the paint (js/sound.js)
  for (const [selector, kind] of changes) {   // a dialog opened ([selector, "modal", true]), over what was painted
    const dialog = kind === "modal" ? document.querySelector(selector) : null;
    if (dialog && !dialog.open) dialog.showModal();
  }
  // A total painted with data-count-from counts up to its value (300 ms); at once under reduced motion.
  for (const el of document.querySelectorAll("[data-count-from]")) {
    const from = Number(el.dataset.countFrom), to = Number(el.textContent);
    el.removeAttribute("data-count-from");
    if (still || !(to > from)) continue;
    const t0 = performance.now();
    const step = (now) => {
      const k = Math.min(1, (now - t0) / 300);
      el.textContent = String(Math.round(from + (to - from) * k));
      if (k < 1 && el.isConnected) requestAnimationFrame(step);
    };
    el.textContent = String(from);
    requestAnimationFrame(step);
  }
};
(() => {
  const game = document.currentScript?.dataset.game;
  const setup = document.getElementById("setup"), seats = document.getElementById("seats");
  if (!game || !setup || !seats || document.documentElement.dataset.ready !== "false") return;
  const read = (name) => { try { return localStorage.getItem(`wuxing.${game}.${name}`); } catch (e) { return null; } };
  if (read("game")) {   // a game in progress: the engine replays it; nothing to fill in meanwhile
    const wait = document.createElement("p");
    wait.className = "first-paint-wait";
    wait.id = "first-paint-wait";
    wait.innerHTML = '<span class="zh">正在接續你的牌局…</span><span class="en">Picking up your game…</span>';
    setup.before(wait);
    return;
  }
  let n = Number(document.currentScript.dataset.players) || 2;   // the game's default seat count
  try { const saved = JSON.parse(read("seats") || "[]"); if (Array.isArray(saved) && saved.length >= 2 && saved.length <= 4) n = saved.length; } catch (e) { /* the page says so later */ }
  const radio = setup.querySelector(`input[name="players"][value="${n}"]`);
  if (radio) radio.checked = true;
  seats.innerHTML = Array.from({ length: n }, (_, i) =>
    `<div class="seat seat-${i} skeleton" aria-hidden="true"><b>${i + 1}</b><span class="bar"></span><span class="bar"></span><span class="bar wide"></span></div>`).join("");
  setup.hidden = false;
})();
