// 靈獸塔 at first paint (issue #13.4): the board and the items are drawn from the
// URL (or the saved deal it names) before the engine has loaded, at the size
// they will keep, so nothing jumps when the engine takes over. Nothing here can
// be played: the page stays data-ready="false" (greyed, not tappable) until
// web/app/tower/page.py redraws the same markup from the engine's state.
// Where the deal is not known yet (a random deal, the guided deal), the layout
// is drawn face down.
(() => {
  const board = document.getElementById("board"), itemsBox = document.getElementById("items");
  const dataEl = document.getElementById("tower-data");
  if (!board || !dataEl) return;

  // Cards as large as the board's box allows, in both directions (issue #13.2), measured here rather
  // than by CSS container queries: those restyled every card on every layout and tripled a tap's layout
  // time. --cw/--rh (the board in card units) and --ncols/--nrows come from the page (tower_view.tracks).
  // The box's size is read when the ResizeObserver reports it (the page is laid out then anyway), so a
  // call from a tap (new tracks) forces no layout in the middle of the tap; an unchanged size writes nothing.
  const wrap = board.parentElement;
  let boxW = 0, boxH = 0;
  function fit() {
    const n = (k) => parseFloat(board.style.getPropertyValue(k)) || 1;
    if (!boxW || !boxH) { boxW = wrap.clientWidth; boxH = wrap.clientHeight; }
    const w = boxW, h = boxH;
    if (!w || !h) return;
    const gap = `${Math.min(6, Math.max(2, Math.min(w, h) / 100)).toFixed(1)}px`, g = parseFloat(gap);
    const size = Math.min((w - 10 - (n("--ncols") - 1) * g) / n("--cw"), (h - 10 - (n("--nrows") - 1) * g) / (n("--rh") * 1.25), 144);
    const cell = `${Math.max(size, 8).toFixed(1)}px`;
    if (board.style.getPropertyValue("--gap") !== gap) board.style.setProperty("--gap", gap);
    if (board.style.getPropertyValue("--cell") !== cell) board.style.setProperty("--cell", cell);
  }
  new ResizeObserver(() => { boxW = wrap.clientWidth; boxH = wrap.clientHeight; fit(); }).observe(wrap);

  // A win's short celebration (issue #13.3): the elements' shapes burst from the last pile (300 ms, not
  // blocking input, none under reduced motion). Only on the move that wins, not on opening a won deal.
  let wasWon = null;
  function celebrate() {
    const pile = board.querySelector('.cell[data-pile]:not([data-pile=""])');
    if (!pile || document.documentElement.dataset.motion === "reduce") return;
    const box = wrap.getBoundingClientRect(), r = pile.getBoundingClientRect();
    const x = r.left - box.left + r.width / 2, y = r.top - box.top + r.height / 2, n = 20;
    for (let i = 0; i < n; i++) {
      const spark = document.createElement("i");
      spark.className = `spark e${i % 5}`;
      spark.style.left = `${x}px`;
      spark.style.top = `${y}px`;
      wrap.append(spark);
      const angle = (i / n) * 2 * Math.PI, d = Math.max(r.width, 60) * (0.9 + (i % 3) * 0.4);
      spark.animate([
        { transform: "translate(-50%, -50%) scale(.3)", opacity: 1 },
        { transform: `translate(calc(-50% + ${(Math.cos(angle) * d * 0.8).toFixed(0)}px), calc(-50% + ${(Math.sin(angle) * d * 0.8).toFixed(0)}px)) scale(1.2)`, opacity: 1, offset: 0.6 },
        { transform: `translate(calc(-50% + ${(Math.cos(angle) * d).toFixed(0)}px), calc(-50% + ${(Math.sin(angle) * d).toFixed(0)}px)) scale(1)`, opacity: 0 },
      ], { duration: 300, easing: "cubic-bezier(.2, .7, .3, 1)" }).finished.then(() => spark.remove(), () => spark.remove());
    }
  }
  // The engine's page (web/app/tower/page.py render) paints through the one paint message (js/paint.js);
  // what follows a paint here: the card size when the board's tracks changed, and a win's celebration
  // on the move that wins (the status turning to "won"), laid out by the next frame.
  document.addEventListener("wuxing:painted", (event) => {
    let tracks = false, status = null;
    for (const [selector, kind, value] of event.detail) {
      if (selector === "#board" && kind[0] === "%") tracks = true;
      if (kind === "@data-game-status") status = value;
    }
    if (tracks) fit();
    if (status === null) return;
    board.classList.toggle("won", status === "won");
    if (status === "won" && wasWon === false) requestAnimationFrame(celebrate);
    wasWon = status === "won";
  });
  const { layouts, names, items } = JSON.parse(dataEl.textContent);
  const CHARS = "木火土金水";
  const params = new URLSearchParams(location.search);
  const en = document.documentElement.dataset.lang === "en";

  // T8's deal: SplitMix64 (wuxing_core/rng.py; js/daily.js has it), Fisher–Yates from the last position,
  // four cards of each element.
  const MASK = (1n << 64n) - 1n;
  function deal(layout, seed) {
    const { below } = window.wuxingDaily.rng(seed);
    const deck = [0, 1, 2, 3, 4].flatMap((e) => [e, e, e, e]);
    for (let i = deck.length - 1; i > 0; i--) { const j = below(i + 1); [deck[i], deck[j]] = [deck[j], deck[i]]; }
    const rows = layouts[layout];
    let k = 0;
    const inner = rows.map((r) => [...r].map((ch) => ch === "#" ? CHARS[deck[k++]] : "."));
    return withMargin(inner);
  }
  const withMargin = (inner) => {
    const w = inner[0].length + 2, blank = Array(w).fill(".");
    return [blank, ...inner.map((r) => [".", ...r, "."]), blank];
  };
  const parsePosition = (text) => {
    const rows = String(text).split(" | ")[0].split("/").map((r) => r.trim().split(/ +/));
    const ok = rows.length >= 3 && rows.length <= 26 && rows.every((r) => r.length === rows[0].length && r.length <= 26)
      && rows.flat().every((c) => c === "." || /^[木火土金水]{1,20}$/.test(c));
    return ok ? rows : null;
  };
  const saved = (id) => {   // the engine's save inside the page's envelope (web/app/common/storage.py); null if unreadable
    try {
      const envelope = JSON.parse(localStorage.getItem(`wuxing.tower.game.${id}`));
      const game = JSON.parse(envelope.game);
      return { layout: game.layout, rows: parsePosition(game.position) };
    } catch (e) { return null; }
  };

  // The daily deal (issue #36.5): ?daily, or ?daily=YYYY-MM-DD for another day's, opens that date's deal
  // (js/daily.js: the function of wuxing_core/tower/daily.py; the local date when none is given or it is
  // no date, which the engine then explains); the address gets its layout and seed.
  if (params.has("daily") && window.wuxingDaily) {
    const D = window.wuxingDaily, asked = params.get("daily");
    const day = D.parse(asked) ? asked : D.today();
    const [dailyLayout, dailySeed] = D.deal(day);
    document.documentElement.dataset.daily = day;
    if (D.parse(asked) || asked === "") params.set("daily", day);
    params.set("layout", dailyLayout);
    params.set("seed", String(dailySeed));
    history.replaceState(null, "", "?" + params.toString());
  }
  // Which deal: the same choice as tower_page.open_game, for the cases it can know without the engine.
  let layout = params.get("layout"), rows = null, faceDown = false;
  const seed = params.get("seed");
  if (params.get("tutorial") === "1") {
    layout = null;
  } else if (layout === null && seed === null) {
    let recent = [];
    try { recent = JSON.parse(localStorage.getItem("wuxing.tower.index")) || []; } catch (e) { /* unreadable: the engine says so */ }
    const last = Array.isArray(recent) && recent.length ? saved(String(recent[recent.length - 1])) : null;
    if (last && last.rows) ({ layout, rows } = last); else layout = "basic";
  } else {
    if (!Object.hasOwn(layouts, layout ?? "basic")) layout = "basic";
    layout = layout ?? "basic";
    if (seed !== null && /^\d{1,20}$/.test(seed) && BigInt(seed) <= MASK) {
      const s = saved(`${layout}.${BigInt(seed)}`);
      rows = s && s.rows ? s.rows : deal(layout, BigInt(seed));
    }
  }
  if (!rows) {
    if (!layout || !Object.hasOwn(layouts, layout)) return;   // the guided deal: the engine draws it in a moment
    rows = withMargin(layouts[layout].map((r) => [...r].map((ch) => ch === "#" ? "?" : ".")));
    faceDown = true;
  }
  const shape = Object.hasOwn(layouts, layout) ? withMargin(layouts[layout].map((r) => [...r])) : null;

  // The markup of web/app/common/card_face.py, from its templates (the build writes them into #card-markup).
  const M = JSON.parse(document.getElementById("card-markup").textContent);
  const fill = (t, v) => t.replace(/\{(\w+)\}/g, (_, k) => String(v[k] ?? ""));
  const card = (e, extra = "") => fill(M.card, { tag: "span", index: CHARS.indexOf(e), extra, text: e });
  const pile = (p) => p === "?" ? '<span class="card back"></span>' : p.length === 1 ? card(p) :
    M.edges + card(p.at(-1)) + fill(M.height, { height: p.length }) + fill(M.bottom, { index: CHARS.indexOf(p[0]), text: p[0] });
  const h = rows.length, w = rows[0].length;
  board.innerHTML = rows.map((r, y) => '<div class="row" role="row">' + r.map((p, x) => {
    const outside = shape && shape[y][x] !== "#" ? " outside" : "";
    const edges = p === "." || p === "?" ? 0 : Math.min(p.length - 1, 5);
    return `<button type="button" class="cell${outside}" data-cell="${String.fromCharCode(97 + x)}${y + 1}" ` +
      `data-pile="${p === "." || p === "?" ? "" : p}" role="gridcell" tabindex="-1" style="--edges: ${edges};">` +
      `${p === "." ? "" : pile(p)}</button>`;
  }).join("") + "</div>").join("");
  // Tracks as in tower_view.tracks: a margin row or column is slim unless it holds a pile.
  const used = (x, y) => rows[y][x] !== ".";
  const cols = [...Array(w).keys()].map((x) => (x > 0 && x < w - 1) || rows.some((_, y) => used(x, y)));
  const rws = [...Array(h).keys()].map((y) => (y > 0 && y < h - 1) || rows[y].some((_, x) => used(x, y)));
  const style = board.style;
  style.setProperty("--tcols", cols.map((f) => f ? "var(--cell)" : "var(--slim)").join(" "));
  style.setProperty("--trows", rws.map((f) => f ? "var(--ch)" : "var(--slim)").join(" "));
  style.setProperty("--cw", String(cols.reduce((a, f) => a + (f ? 1 : 0.3), 0).toFixed(4).replace(/\.?0+$/, "")));
  style.setProperty("--rh", String(rws.reduce((a, f) => a + (f ? 1 : 0.24), 0).toFixed(4).replace(/\.?0+$/, "")));
  style.setProperty("--ncols", String(w));
  style.setProperty("--nrows", String(h));
  fit();
  if (faceDown) board.dataset.faceDown = "";
  if (itemsBox && !itemsBox.children.length) {
    itemsBox.innerHTML = items.map(([e, zh, english, helpZh, helpEn]) =>
      `<button type="button" class="item" data-item="${e}" aria-pressed="false" disabled>${card(e, " chip")}` +
      `<span class="name">${en ? english : zh}</span><span class="help">${en ? helpEn : helpZh}</span></button>`).join("");
  }
  if (layout && Object.hasOwn(names, layout)) {
    document.getElementById("layout-name").textContent = names[layout][en ? 1 : 0];
    document.getElementById("layout-stars").textContent = "★".repeat(names[layout][2]);
  }
  performance.mark("tower-static");
})();
