// The embeds docs page: one live preview and a copy-paste snippet per demo.
(function () {
  const en = document.documentElement.dataset.lang === "en";
  const base = new URL("./embed.html", location.href);
  const DEMOS = [
    ["cycles", "生剋循環", "The generating and overcoming cycles", "點元素看它生什麼、剋什麼。", "Tap an element to see what it generates and overcomes.",
      { demo: "cycles" }, 430],
    ["tower", "靈獸塔：疊牌", "Spirit Beast Tower: stacking", "用靈獸塔的局面寫法指定小牌局（position）。",
      "A small board in the tower's position notation (position).", { demo: "tower", position: "木 火 土/金 水 ." }, 370],
    ["tower-items", "靈獸塔：道具", "Spirit Beast Tower: items", "局面寫法的「 | 」後面是手上的道具。",
      "Items in hand follow \" | \" in the position.", { demo: "tower", position: "木 水 ./火 . 金 | 木水" }, 430],
    ["fishing", "釣鶼鰈：補救", "Fishing for Pairs: a rescue", "水木土已經翻開（up 是翻開的牌在列中的位置），牌列斷了；打出手牌的火成生龍，或木成鶼羽鰈。",
      "Water, Wood, Earth are face up (up gives their places in the row) and the line is broken; a Fire from the hand makes a dragon, a Wood a pair.",
      { demo: "fishing", cards: "水木土金", hand: "火木", up: "1,2,3" }, 470],
    ["fishing-pair", "釣鶼鰈：鶼羽鰈", "Fishing for Pairs: a pair", "兩張同屬性。", "Two alike.", { demo: "fishing", cards: "木木", hand: "" }, 400],
    ["fishing-dragon", "釣鶼鰈：生龍", "Fishing for Pairs: a dragon", "五張相生。", "Five generating.", { demo: "fishing", cards: "木火土金水", hand: "" }, 400],
    ["fishing-tiger", "釣鶼鰈：克虎", "Fishing for Pairs: a tiger", "五張相剋。", "Five overcoming.", { demo: "fishing", cards: "金木土水火", hand: "" }, 400],
    ["card", "墨香：一張卡牌", "Ink-Soul cards: one card", "id 是卡牌上印的編號（No. 0028）；卡牌畫好即完成，不必載入引擎。",
      "id is the number printed on the card (No. 0028); the card is drawn from the card data, with no engine to load.", { demo: "card", id: "0028" }, 330],
    ["play", "墨香：壓過一次出牌", "Ink-Soul cards: beat a play", "hand 是讀者的手牌、beat 是要壓過的出牌（卡牌編號，以逗號分隔）；讀者組出牌，引擎算總值。",
      "hand is the reader's hand, beat the play to beat (card numbers, comma separated): the reader builds a play and the engine gives its total.",
      { demo: "play", hand: "0003,2001,2005", beat: "0001" }, 560],
    ["dark", "深色、英文", "Dark theme, English", "任何示範都能加上 theme 與 lang。", "Any demo takes theme and lang.",
      { demo: "cycles", theme: "dark", lang: "en" }, 430],
  ];
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
  const listener = `<script>
addEventListener("message", (e) => {
  if (e.origin !== ${JSON.stringify(base.origin)} || !e.data || e.data.type !== "wuxing-embed:height") return;
  for (const f of document.querySelectorAll("iframe")) if (f.contentWindow === e.source) f.style.height = e.data.height + "px";
});
<\/script>`;
  const box = document.getElementById("demos");
  for (const [id, zh, english, zhNote, enNote, params, height] of DEMOS) {
    const url = new URL(base);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    if (!params.lang && en) url.searchParams.set("lang", "en");
    // The frame's title is in the snippet's language, which is the demo's (a lang=en demo on the Chinese page
    // too), not the page's: embed_recipe.SITE_NAMES and Recipe.snippet say the same (#70.6).
    const snippetEn = url.searchParams.get("lang") === "en";
    const site = snippetEn ? "Five Elements (五行術)" : "五行術", name = snippetEn ? english : zh;
    const frame = `<iframe src="${esc(url.href)}" title="${esc(site)} · ${esc(name)}" width="100%" height="${height}" style="border:0;max-width:40rem" loading="lazy"></iframe>`;
    const title = en ? english : zh;
    const snippet = `${frame}\n${listener}`;
    const preview = new URL(url);
    preview.searchParams.set("start", "parent");   // drawn at once; its engine when its turn comes (below)
    const art = document.createElement("article");
    art.className = "demo-doc";
    art.dataset.demo = id;
    art.innerHTML = `<h2>${esc(title)}</h2><p class="small">${esc(en ? enNote : zhNote)}</p>` +
      `<div class="preview">${frame.replace(esc(url.href), esc(preview.href))}</div>` +
      `<pre class="snippet" data-snippet tabindex="0" aria-label="${en ? "Snippet" : "程式碼"}"><code>${esc(snippet)}</code></pre>` +
      `<button type="button" class="btn" data-copy>${en ? "Copy the snippet" : "複製程式碼"}</button> <span class="small" data-copied></span>`;
    art.querySelector("[data-copy]").addEventListener("click", async () => {
      const done = art.querySelector("[data-copied]");
      try { await navigator.clipboard.writeText(snippet); done.textContent = en ? "Copied." : "已複製。"; }
      catch (e) {
        const range = document.createRange(); range.selectNodeContents(art.querySelector("[data-snippet]"));
        getSelection().removeAllRanges(); getSelection().addRange(range);
        done.textContent = en ? "Selected: press Ctrl+C / ⌘C." : "已選取：請按 Ctrl+C / ⌘C。";
      }
    });
    box.appendChild(art);
  }
  // One engine for every preview (issue #17.4): the previews are drawn at once and wait (start=parent);
  // this page starts the one Python, and web/app/embed/host.py runs each preview's demo in it
  // (globalThis.wuxingAdopt), top first, one per task so each is painted as it comes alive. A preview
  // scrolled to later (the frames load lazily) is taken over as soon as it has loaded. Until then each
  // preview's bar shows this page's progress, and a failure to load is shown in each of them.
  globalThis.wuxingEmbedHost = true;
  const root = document.documentElement;
  const frames = [...box.querySelectorAll(".preview iframe")];
  const waiting = new Set();
  const drawn = (frame) => {
    try { return frame.contentDocument.readyState === "complete" && !!frame.contentDocument.documentElement.dataset.embed; }
    catch (e) { return false; }
  };
  const pump = () => {
    if (!globalThis.wuxingAdopt) return;
    const next = frames.find((f) => waiting.has(f));
    if (!next) return;
    waiting.delete(next);
    setTimeout(pump, 0);   // the next one in a task of its own, after this one is painted
    globalThis.wuxingAdopt(next);
  };
  const failed = (frame) => {
    if (root.dataset.ready !== "failed") return false;
    try { frame.contentWindow.wuxingFail?.(document.getElementById("load-text")?.textContent || "", true); } catch (e) { /* not loaded */ }
    return true;
  };
  for (const frame of frames) {
    const enqueue = () => { if (drawn(frame) && !failed(frame)) { waiting.add(frame); pump(); } };
    frame.addEventListener("load", enqueue);
    enqueue();
  }
  globalThis.wuxingHostReady = pump;   // embed/docs_page.py, once wuxingAdopt is there
  const mirror = setInterval(() => {
    const state = root.dataset.ready, bar = document.getElementById("load-bar");
    for (const frame of frames) {
      if (!drawn(frame) || failed(frame)) continue;
      const own = frame.contentDocument.getElementById("load-bar");
      if (own && bar && frame.contentDocument.documentElement.dataset.ready === "false") own.value = bar.value;
    }
    if (state === "true" || state === "failed") clearInterval(mirror);   // from now on each frame is served as it loads
  }, 100);
  // The previews report their heights as the snippet's listener would have them (js/page-guard.js lets
  // the site's own messages through).
  addEventListener("message", (e) => {
    if (e.origin !== base.origin || !e.data || e.data.type !== "wuxing-embed:height") return;
    for (const f of document.querySelectorAll("iframe")) if (f.contentWindow === e.source) f.style.height = e.data.height + "px";
  }, true);
})();
