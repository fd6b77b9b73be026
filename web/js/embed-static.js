// Embedded rules demo, first paint (issue #6). Runs at the end of <body>:
// reads the URL, sets language and theme, draws the demo as static HTML/SVG
// at once (drawing only: no rule is decided here), reports the frame's height
// to the parent, and only then starts the engine (boot.js + PyScript), which
// takes the demo over. Bad parameters get a short explanation instead.
(function () {
  const params = new URLSearchParams(location.search);
  const root = document.documentElement;
  const lang = params.get("lang") === "en" ? "en" : "zh";
  const theme = params.get("theme") === "dark" ? "dark" : "light";
  root.dataset.lang = lang;
  root.lang = lang === "en" ? "en" : "zh-Hant";
  root.dataset.theme = theme;
  const T = (zh, en) => (lang === "en" ? en : zh);
  const ELEMENTS = "木火土金水";
  const EN = ["Wood", "Fire", "Earth", "Metal", "Water"];
  const demo = params.get("demo") || "cycles";
  const box = document.getElementById("demo");
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));

  // -- height for the parent page -------------------------------------------------------
  let lastHeight = 0;
  function report() {
    const height = Math.ceil(document.getElementById("embed").getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    root.dataset.height = String(height);
    if (parent !== window) parent.postMessage({ type: "wuxing-embed:height", demo, height }, "*");
  }
  new ResizeObserver(report).observe(document.getElementById("embed"));
  addEventListener("load", report);

  function explain(why, usage = true) {   // usage: the list of demos, for a link written wrong
    root.dataset.embed = "error";
    document.getElementById("loader").hidden = true;
    if (!document.querySelector('script[type="py"]')) {   // nothing more will load: the frame is final
      performance.mark("wuxing-ready");
      root.dataset.ready = "true";
    }
    box.innerHTML = `<div class="explain" role="alert"><b>${T("這個示範無法顯示", "This demo cannot be shown")}</b>` +
      `<p>${esc(why)}</p>` + (usage ? `<p class="small">${T("可用的示範：", "Demos: ")}<code>demo=cycles</code>, ` +
      `<code>demo=tower&amp;position=…</code>, <code>demo=fishing&amp;cards=…&amp;hand=…</code>, <code>demo=card&amp;id=…</code>, ` +
      `<code>demo=play&amp;hand=…&amp;beat=…</code></p>` : "") + `</div>`;
    report();
  }
  globalThis.wuxingExplain = explain;   // the engine uses it for what only it can judge

  // A copy of the page opened from a file (a blog saved to disk, a post previewed from a folder): the
  // demo is drawn, but nothing more can load from a file (#70.3). Said in the demo's language.
  const fromFile = location.protocol === "file:";
  const HTTP_ONLY = () => T("這個示範要放在網站上（http 或 https）才能操作，從檔案開啟的頁面無法載入規則引擎。",
    "This demo works on a page served by a web site (http or https); a page opened from a file cannot load its rules engine.");
  const unloaded = () => fromFile ? HTTP_ONLY() : T("卡牌資料載入失敗，請檢查連線後重新整理。", "The cards could not be loaded: check the connection and reload.");
  const cardData = () => fetch("./data/ink-cards.json").then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))));

  // -- static drawings --------------------------------------------------------------------
  function cyclesSVG() {
    const pts = [...ELEMENTS].map((_, i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      return [150 + 105 * Math.cos(a), 140 + 105 * Math.sin(a)];
    });
    const arrow = (i, j, kind) => {
      const [x1, y1] = pts[i], [x2, y2] = pts[j];
      const d = Math.hypot(x2 - x1, y2 - y1), ux = (x2 - x1) / d, uy = (y2 - y1) / d;
      return `<line class="arrow ${kind}" data-from="${ELEMENTS[i]}" data-to="${ELEMENTS[j]}" ` +
        `x1="${(x1 + ux * 30).toFixed(1)}" y1="${(y1 + uy * 30).toFixed(1)}" x2="${(x2 - ux * 32).toFixed(1)}" y2="${(y2 - uy * 32).toFixed(1)}" marker-end="url(#head-${kind})"/>`;
    };
    let lines = "";
    for (let i = 0; i < 5; i++) lines += arrow(i, (i + 1) % 5, "gen") + arrow(i, (i + 2) % 5, "over");
    const nodes = pts.map(([x, y], i) =>
      `<g class="node e${i}" data-element="${ELEMENTS[i]}" role="button" tabindex="0" aria-label="${ELEMENTS[i]} ${EN[i]}">` +
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="27"/><text x="${x.toFixed(1)}" y="${(y + 9).toFixed(1)}">${ELEMENTS[i]}</text></g>`).join("");
    return `<svg class="cycles" viewBox="0 0 300 280" role="group" aria-label="${T("五行生剋", "the five elements' cycles")}">` +
      `<defs><marker id="head-gen" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" class="gen"/></marker>` +
      `<marker id="head-over" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" class="over"/></marker></defs>` +
      `${lines}${nodes}</svg>`;
  }
  const legend = () => `<p class="legend"><span class="key gen"></span>${T("相生（外圈）", "generates (outer ring)")} ` +
    `<span class="key over"></span>${T("相剋（星形）", "overcomes (star)")}</p>`;

  function cycles() {
    box.innerHTML = `<h2>${T("五行生剋", "The five elements")}</h2>${cyclesSVG()}${legend()}` +
      `<p id="explain-line" class="say">${T("點一個元素，看它生什麼、剋什麼。", "Tap an element to see what it generates and overcomes.")}</p>`;
  }

  function parsePosition(text) {
    // Shape only (rows of cells, '.' or elements, then ' | ' items): the rules come later.
    const [board, items = "-"] = text.split(" | ");
    const rows = board.split("/").map((r) => r.trim().split(/ +/));
    const ok = text.length <= 400 && rows.length <= 12 && rows.every((r) => r.length === rows[0].length && r.length <= 12) &&
      rows.flat().every((c) => c === "." || /^[木火土金水]{1,20}$/.test(c)) && /^(-|[木火土金水]{1,5})$/.test(items);
    return ok ? { rows, items: items === "-" ? "" : items } : null;
  }
  // The card and pile markup of web/app/common/card_face.py (web/css/cards.css draws them), from its templates (the build
  // writes them into #card-markup), so the first paint is the engine's.
  const M = JSON.parse(document.getElementById("card-markup").textContent);
  const fill = (t, v) => t.replace(/\{(\w+)\}/g, (_, k) => String(v[k] ?? ""));
  const card = (e, extra = "", tag = "span", attrs = "") => fill(M.card, { tag, index: ELEMENTS.indexOf(e), extra, attrs, text: e });
  const pileHTML = (pile) => pile === "." ? "" : pile.length === 1 ? card(pile) :
    M.edges + card(pile.at(-1)) + fill(M.height, { height: pile.length }) + fill(M.bottom, { index: ELEMENTS.indexOf(pile[0]), text: pile[0] });
  const edges = (pile) => pile === "." ? 0 : Math.min(pile.length - 1, 5);

  function tower() {
    const text = params.get("position") || "木 火 土/金 水 .";
    const pos = parsePosition(text);
    if (!pos) return explain(T(`局面寫法不對：「${text.slice(0, 60)}」。例如 position=木 火 土/金 水 .`,
      `The position is not written right: "${text.slice(0, 60)}". For example position=木 火 土/金 水 .`));
    const cells = pos.rows.map((r, y) => r.map((p, x) =>
      `<button type="button" class="cell${p === "." ? " empty" : ""}" data-cell="${String.fromCharCode(97 + x)}${y + 1}" data-pile="${p === "." ? "" : p}" style="--edges: ${edges(p)};" ` +
      `aria-label="${p === "." ? T("空格", "empty space") : [...p].map((c) => T(c, EN[ELEMENTS.indexOf(c)])).join(" ")}">${pileHTML(p)}</button>`).join("")).join("");
    const ITEM_NAMES = { 木: ["疾走之木", "Swift Wood"], 火: ["神離之火", "Parting Fire"], 土: ["元化之土", "Changing Earth"],
      金: ["殺伐之金", "Cutting Metal"], 水: ["幻予之水", "Illusory Water"] };
    const items = [...pos.items].map((e) => `<button type="button" class="item e${ELEMENTS.indexOf(e)}" data-item="${e}" ` +
      `aria-label="${T(...ITEM_NAMES[e])}" disabled><span class="glyph">${e}</span></button>`).join("");
    box.innerHTML = `<h2>${T("靈獸塔：疊成一疊", "Spirit Beast Tower: make one pile")}</h2>` +
      `<p class="say small">${T("相剋者疊在上，相生者墊在下；只能疊到相鄰的牌堆。", "A card lies on one it overcomes, or on one that generates it; only onto a neighbour.")}</p>` +
      `<div id="board" class="board" style="--cols:${pos.rows[0].length}">${cells}</div>` +
      (items ? `<div id="items" class="items">${items}</div>` : "") +
      `<div id="choices" class="choices"></div><p id="message" class="say"></p>` +
      `<button type="button" class="btn" data-action="reset" disabled>${T("重來", "Reset")}</button>`;
  }

  function fishing() {
    const cards = params.get("cards") || "水木土金";
    const hand = params.get("hand") ?? "火木";
    const opp = params.get("opp") ?? "";
    if (!/^[木火土金水]{2,10}$/.test(cards)) return explain(T(`cards 須是 2–10 個元素字，例如 cards=水木土金（收到「${cards.slice(0, 30)}」）。`,
      `cards must be 2–10 element characters, e.g. cards=水木土金 (got "${cards.slice(0, 30)}").`));
    if (!/^[木火土金水]{0,5}$/.test(hand)) return explain(T(`hand 須是 0–5 個元素字，例如 hand=火木（收到「${hand.slice(0, 30)}」）。`,
      `hand must be 0–5 element characters, e.g. hand=火木 (got "${hand.slice(0, 30)}").`));
    if (!/^[木火土金水]{0,5}$/.test(opp)) return explain(T(`opp 須是 0–5 個元素字，例如 opp=金（收到「${opp.slice(0, 30)}」）。`,
      `opp must be 0–5 element characters, e.g. opp=金 (got "${opp.slice(0, 30)}").`));
    // The cards already face up (ruling E1): places from 1, comma separated; flipped left to right they are the
    // line so far (web/app/fishing/line_deal.py; what the rules refuse, the engine explains once it has loaded).
    const upText = params.get("up") ?? "";
    const up = upText ? upText.split(",").map(Number) : [];
    if (upText && (!/^\d{1,2}(,\d{1,2}){0,9}$/.test(upText) || new Set(up).size !== up.length ||
        up.some((p) => p < 1 || p > [...cards].length))) return explain(T(`up 須是牌在列中的位置（從 1 起，以逗號分隔，例如 up=1,2），且在 1 到 ${[...cards].length} 之間（收到「${upText.slice(0, 30)}」）。`,
      `up must be places in the row from 1 to ${[...cards].length}, comma separated, e.g. up=1,2 (got "${upText.slice(0, 30)}").`));
    const isUp = (i) => up.includes(i + 1);
    const name = (i) => `${String.fromCharCode(97 + i)}1`;
    const word = (e) => T(e, EN[ELEMENTS.indexOf(e)]);
    const oppHTML = [...opp].map((e) => card(e, " hcard", "span", ` data-opp-card="${e}"`)).join("");
    const row = [...cards].map((e, i) => isUp(i)
      ? `<button type="button" class="cell up entry" data-cell="${name(i)}" data-state="up" data-up="${e}" aria-label="${word(e)}" disabled>${card(e, "", "i")}</button>`
      : `<button type="button" class="cell down" data-cell="${name(i)}" data-state="down" data-up="" aria-label="${T("蓋著的牌", "face-down card")}"></button>`).join("");
    const gap = (k) => `<button type="button" class="gap" data-gap="${k}" hidden>＋</button>`;
    const entries = [...cards].flatMap((e, i) => (isUp(i) ? [[e, i]] : []));
    const lineHTML = entries.map(([e, i], k) => gap(k) + card(e, " entry", "span", ` data-entry="${k}" data-cell="${name(i)}" data-blocked="false"`)).join("") +
      (entries.length ? gap(entries.length) : "");
    const handHTML = [...hand].map((e) => card(e, " hcard", "button", ` type="button" data-hand-card="${e}" disabled`)).join("");
    box.innerHTML = `<h2>${T("釣鶼鰈：翻出一列", "Fishing for Pairs: flip a line")}</h2>` +
      `<p class="say small">${T("同屬性相鄰成鶼羽鰈；五張相生成生龍、五張相剋成克虎；其他就斷了，可用手牌補救。",
        "Two alike side by side: a pair. Five generating: a dragon; five overcoming: a tiger. Anything else breaks; a hand card may rescue it.")}</p>` +
      `<div id="field" class="row">${row}</div>` +
      `<div class="line-head">${T("牌列", "Line")} <span id="verdict" data-kind="empty"></span></div><div id="line" class="line">${lineHTML}</div>` +
      `<div class="hand-head">${T("手牌", "Hand")}</div><div id="hand" class="row">${handHTML || "—"}</div>` +
      (opp ? `<div class="hand-head">${T("對手的手牌（會阻斷）", "Your opponent's hand (it blocks)")}</div><div id="opp" class="row">${oppHTML}</div>` : "") +
      `<p id="message" class="say"></p>` +
      `<button type="button" class="btn" data-action="stop" hidden>${T("結束翻牌", "Stop flipping")}</button> ` +
      `<button type="button" class="btn" data-action="reset" disabled>${T("重來", "Reset")}</button>`;
  }

  // One 墨香 card (issue #40.4, ruling E4), as the game draws it: the build writes every card's face in both languages
  // (web/app/ink/cards.py) into data/ink-cards.json. Nothing in it is played, so no engine starts: the frame
  // is final once the card is drawn.
  function inkCard() {
    const id = params.get("id") || "0001";
    if (!/^\d{1,4}$/.test(id)) return explain(T(`id 須是墨香卡牌的編號，例如 id=0028（收到「${id.slice(0, 30)}」）。`,
      `id must be the number of a 墨香 card, e.g. id=0028 (got "${id.slice(0, 30)}").`));
    const code = id.padStart(4, "0");
    document.getElementById("loader").hidden = true;
    cardData().then((faces) => {
      const face = faces?.[lang]?.[code];
      if (typeof face !== "string") return explain(T(`沒有編號 ${code} 的墨香卡牌。`, `There is no 墨香 card No. ${code}.`));
      box.innerHTML = `<h2>${T("墨香卡牌", "A 墨香 card")}</h2><div class="card-demo">${face}</div>`;
      root.dataset.embed = "card";
      document.getElementById("credit").href = `./index.html?lang=${lang}`;
      performance.mark("embed-static");
      performance.mark("wuxing-ready");
      root.dataset.ready = "true";
      report();
    }, () => explain(unloaded(), false));
  }

  // A 墨香 play to beat and a hand (issue #40.4, ruling E6): the compact faces of the game's table, from the same
  // card data; the engine (web/app/embed/play.py) then gives every total and reason. The markup is embed/play.py's.
  function inkPlay() {
    const list = (name, fallback) => (params.get(name) ?? fallback).split(",").filter(Boolean);
    const hand = list("hand", "0003,2001,2005"), beat = list("beat", "0001");
    const bad = [...hand, ...beat].find((n) => !/^\d{1,4}$/.test(n));
    if (bad !== undefined || hand.length > 20 || beat.length > 20) {
      return explain(T(`hand 與 beat 須是墨香卡牌的編號，以逗號分隔，例如 hand=0003,2001&beat=0001（收到「${String(bad).slice(0, 30)}」）。`,
        `hand and beat must be numbers of Ink-Soul cards, comma separated, e.g. hand=0003,2001&beat=0001 (got "${String(bad).slice(0, 30)}").`));
    }
    cardData().then((faces) => {
      if (document.getElementById("ink-hand") || root.dataset.embed === "error") return;   // the engine drew it first
      const face = (n) => faces?.[`${lang}-compact`]?.[n.padStart(4, "0")] ?? `<span class="icard compact">No. ${esc(n)}</span>`;
      box.innerHTML = `<h2>${T("墨香：壓過這次出牌", "Ink-Soul cards: beat this play")}</h2>` +
        `<p class="say small">${T("點手牌組成一次出牌：一隻怪物，加上牠能帶的牌；總值要比要壓過的大。",
          "Tap hand cards to make a play: a monster and cards it may take with it, with a higher total than the play to beat.")}</p>` +
        `<div class="hand-head">${T("要壓過的", "To beat")} <b id="beat-total"></b></div>` +
        `<div id="beat" class="ink-row">${beat.map((n) => face(n).replace("<span ", `<span data-card="${n.padStart(4, "0")}" `)).join("") || "—"}</div>` +
        `<div class="hand-head">${T("你的手牌", "Your hand")}</div>` +
        `<div id="ink-hand" class="ink-row">${hand.map((n) => `<button type="button" class="pick" data-card="${n.padStart(4, "0")}" aria-pressed="false" disabled>${face(n)}</button>`).join("")}</div>` +
        `<p class="hand-head">${T("你的出牌", "Your play")} <b id="play-total" data-total="">—</b></p>` +
        `<p id="message" class="say"></p>` +
        `<button type="button" class="btn" data-action="play" disabled>${T("出牌", "Play")}</button> ` +
        `<button type="button" class="btn" data-action="reset" disabled>${T("重來", "Reset")}</button>`;
      report();
    }, () => explain(unloaded(), false));
  }

  const DEMOS = { cycles, tower, fishing, card: inkCard, play: inkPlay };
  if (!Object.hasOwn(DEMOS, demo)) {
    explain(T(`沒有「${demo.slice(0, 30)}」這個示範。`, `There is no demo called "${demo.slice(0, 30)}".`));
    return;
  }
  DEMOS[demo]();
  if (root.dataset.embed === "error" || demo === "card") return;   // a card finishes itself, with no engine
  root.dataset.embed = demo;
  document.getElementById("credit").href = `./index.html?lang=${lang}`;
  document.getElementById("embed-wait").textContent = T("規則引擎載入中，稍後即可操作…", "Loading the rules engine: the demo becomes interactive in a moment…");
  performance.mark("embed-static");
  report();
  if (fromFile) {   // drawn, and final: no engine can start from a file
    root.dataset.ready = "failed";
    document.getElementById("loader").classList.add("failed");
    document.getElementById("embed-wait").textContent = "";
    document.getElementById("load-bar").hidden = true;
    document.getElementById("load-text").textContent = HTTP_ONLY();
    report();
    return;
  }

  // -- start the engine: at once; or with start=tap on the first tap (a page that shows several demos,
  // like a game's "How to play", downloads no engine until asked); or, with start=parent, from the page
  // around the demo: our embeds docs page runs its previews with its own engine (a start=parent demo
  // in any other page waits for a tap, as with start=tap).
  const start = params.get("start");
  const host = () => {   // the page around this demo, when it is a page of this site with an engine to share
    try { return parent !== window && parent.location.origin === location.origin ? parent : null; } catch (e) { return null; }
  };
  // Run by the host's engine (web/app/embed/host.py): it calls these, as js/boot.js's would be.
  const hosted = () => {
    const loader = document.getElementById("loader");
    globalThis.wuxingReady = () => {
      if (root.dataset.ready === "failed") return;
      performance.mark("wuxing-ready");
      root.dataset.ready = "true";
      loader.hidden = true;
      report();
    };
    globalThis.wuxingFail = (reason, whole = false) => {   // whole: the host's own words for its failure
      if (root.dataset.ready === "true") return;
      root.dataset.ready = "failed";
      loader.hidden = false;
      loader.classList.add("failed");
      document.getElementById("embed-wait").textContent = "";
      document.getElementById("load-text").textContent = whole ? reason : T(`載入失敗：${reason}。`, `Loading failed: ${reason}.`);
      const retry = document.getElementById("retry");
      retry.hidden = false;
      retry.onclick = () => parent.location.reload();
      report();
    };
  };
  if (start === "parent" && host()?.wuxingEmbedHost === true) {
    // Our embeds docs page runs all its previews with one engine (issue #17.4): it takes this demo over
    // when that engine is ready and moves this bar meanwhile (js/embeds-docs.js).
    root.dataset.start = "parent";
    hosted();
    return;
  }
  if (start === "tap" || start === "parent") {
    root.dataset.start = "tap";
    document.getElementById("embed-wait").textContent = T("點一下就能試玩。", "Tap to try it.");
    document.getElementById("load-bar").hidden = true;
    const go = () => {
      removeEventListener("pointerdown", go, true);
      removeEventListener("keydown", go, true);
      // A game's rules panel: the game's engine, when it is up, runs the demo at once (this very tap
      // included: its handlers are in place before the click); otherwise this frame starts its own.
      const adopt = host()?.wuxingAdopt;
      if (typeof adopt === "function") {
        hosted();
        if (adopt(frameElement)) return;
      }
      document.getElementById("load-bar").hidden = false;
      document.getElementById("embed-wait").textContent = T("規則引擎載入中，稍後即可操作…", "Loading the rules engine: the demo becomes interactive in a moment…");
      startEngine();
    };
    addEventListener("pointerdown", go, true);
    addEventListener("keydown", go, true);
    return;
  }
  startEngine();

  function startEngine() {
  const add = (tag, attrs) => {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    if (tag === "script") el.async = false;
    (tag === "link" ? document.head : document.body).appendChild(el);
    return el;
  };
  // Not the wasm: Chromium keeps a wasm module's compiled code only for one the page fetches
  // itself, never for a preloaded one (issue #17; see partials/engine.html). The page asks for
  // it by its build-given address, as the site's pages do (js/wasm-early.js, #37.3).
  add("script", { src: "./js/wasm-early.js" });
  for (const f of ["python_stdlib.zip", "pyodide-lock.json"]) {
    add("link", { rel: "preload", href: `./pyodide/${f}`, as: "fetch", crossorigin: "" });
  }
  add("link", { rel: "modulepreload", href: "./pyodide/pyodide.mjs" });
  add("link", { rel: "modulepreload", href: "./pyodide/pyodide.asm.mjs" });
  add("link", { rel: "stylesheet", href: "./pyscript/core.css" });
  add("script", { src: "./js/progress.js" });
  add("script", { type: "py", config: "./pyscript-embed-page.toml" }).textContent = "import embed.page";   // imported: see pyscript.toml
  add("script", { type: "module", src: "./js/boot.js" });
  add("script", { type: "module", src: "./pyscript/core.js" });
  }
})();
