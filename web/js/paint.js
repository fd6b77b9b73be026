// The one way the games' Python changes the page (issue #71.2), on every game page (靈獸塔, 釣鶼鰈, 墨香).
//
// wuxingPaint(json): one diffed paint message per redraw (web/app/common/paint.py), [selector, kind, value]
// for what changed only:
//   "html" / "text"          the element's markup or text;
//   "@name"                  an attribute (true: present and empty; false or null: removed);
//   "%--name"                a CSS property of its style;
//   "say" [text, kind]       the message line: its text, and its kind as class and data-kind (common/dom.py say);
//   "fly" [[from, markup]…]  copies of cards fly from where they lie to the selector's middle (260 ms);
//   "slide" [[from, to, fallback, ms]…]  a painted card starts where another lay and slides into place;
//   "beside" cell            the element (a small menu) is placed beside that cell, inside its parent's box;
//   "modal"                  the dialog opens over what was painted;
//   "cue" name               a sound (js/sound.js), once painted.
// Where cards lie is read before anything is painted; the rest after. Then "wuxing:painted" is dispatched on
// the document with the changes, for a page's own follow-up (js/tower-static.js: the board's card size, a win).
// Nothing moves under reduced motion.
//
// wuxingListen(el, type, selectors, handler, stop): taps handed to Python as plain data: for each selector,
// the nearest element from the event's target that matches it (":scope": the element listened on), as its
// attributes; Python reads nothing back from the page (common/dom.py listen). So a tap crosses into the page
// once: the paint message.
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

window.wuxingPaint = (json) => {
  const changes = JSON.parse(json);
  const still = document.documentElement.dataset.motion === "reduce";   // the system's or the Settings' (js/settings.js)
  const flights = still ? [] : changes.filter((c) => c[1] === "fly").map(([target, , cards]) =>
    [target, cards.map(([sel, markup]) => [document.querySelector(sel)?.getBoundingClientRect(), markup])]);
  const visible = (sel) => { const r = sel && document.querySelector(sel)?.getBoundingClientRect(); return r && r.width ? r : null; };
  const slides = still ? [] : changes.filter((c) => c[1] === "slide").flatMap(([, , cards]) =>
    cards.map(([from, to, fallback, ms]) => [visible(from) || visible(fallback), to, ms || 320]));
  const cues = [], after = [];
  for (const [selector, kind, value] of changes) {
    if (kind === "cue") { cues.push(value); continue; }
    if (kind === "fly" || kind === "slide") continue;
    const el = document.querySelector(selector);
    if (!el) continue;
    if (kind === "html") el.innerHTML = value;
    else if (kind === "text") el.textContent = value;
    else if (kind === "say") {
      const [text, sort] = value;
      el.textContent = text;
      el.className = `message ${sort}`.trim();
      el.dataset.kind = sort;
    } else if (kind === "modal" || kind === "beside") after.push([el, kind, value]);
    else if (kind[0] === "%") el.style.setProperty(kind.slice(1), value);
    else {
      const name = kind.slice(1);
      if (value === false || value === null) el.removeAttribute(name);
      else el.setAttribute(name, value === true ? "" : String(value));
    }
  }
  document.dispatchEvent(new CustomEvent("wuxing:painted", { detail: changes }));
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
  for (const [rect, to, ms] of slides) {   // the painted card starts where it was and slides to its place
    const el = rect && document.querySelector(to);
    if (!el) continue;
    const end = el.getBoundingClientRect();
    const dx = rect.left + rect.width / 2 - end.left - end.width / 2, dy = rect.top + rect.height / 2 - end.top - end.height / 2;
    el.animate([{ transform: `translate(${dx}px, ${dy}px)`, opacity: 0.6 }, { transform: "none", opacity: 1 }],
      { duration: ms, easing: "cubic-bezier(.2,.7,.3,1)" });
  }
  for (const [el, kind, value] of after) {
    if (kind === "modal" && !el.open) el.showModal();
    if (kind === "beside" && !el.hidden) {   // a small menu beside a cell, inside its parent's box, at the next frame
      requestAnimationFrame(() => {
        const cell = document.querySelector(`[data-cell="${value}"]`);
        if (!cell || el.hidden) return;
        const wrap = el.parentElement.getBoundingClientRect(), at = cell.getBoundingClientRect();
        const width = el.offsetWidth, height = el.offsetHeight;
        const x = Math.min(Math.max(at.left - wrap.left + at.width / 2 - width / 2, 0), Math.max(wrap.width - width, 0));
        const below = at.bottom - wrap.top + 6;
        const y = below + height <= wrap.height ? below : Math.max(at.top - wrap.top - height - 6, 0);
        el.style.setProperty("--cx", `${x.toFixed(0)}px`);
        el.style.setProperty("--cy", `${y.toFixed(0)}px`);
      });
    }
  }
  for (const name of cues) if (window.wuxingSound) window.wuxingSound.play(name);
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
