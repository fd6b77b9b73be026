import { test, expect } from "@playwright/test";
import { guard, waitReady } from "./guard.mjs";
import { frameReady, towerTaps } from "./embed-helpers.mjs";

test("two demos embedded on a blog of another site: stacking completed, line rescued, heights reported", async ({ page, baseURL }) => {
  const blog = process.env.E2E_BLOG_URL;   // another site (issue #70): the demos are third-party frames
  const problems = await guard(page, baseURL, blog);   // the card table and the blog, nowhere else
  await page.goto(`${blog}/index.html?site=${encodeURIComponent(baseURL + "/")}`);
  
  await expect.poll(() => page.frame({ url: /demo=fishing/ }) !== null).toBe(true);
  const tower = page.frame({ url: /demo=tower/ });
  const line = page.frame({ url: /demo=fishing/ });
  // The parent cannot reach into the frames: they are on another origin.
  expect(await page.evaluate(() => { try { return !!document.getElementById("tower-frame").contentWindow.document; } catch (e) { return "blocked"; } })).toBe("blocked");

  // Instant first paint: the board is drawn before the engine is ready.
  await tower.locator('[data-cell="a1"]').waitFor();
  await frameReady(tower);
  await frameReady(line);
  // The condition a real blog brings: the browser refuses these frames storage (js/no-storage.js).
  expect(await tower.evaluate(() => document.documentElement.dataset.storage)).toBe("refused");

  // Stacking demo to the end, by taps inside the frame.
  for (const step of towerTaps("木 火 土/金 水 .")) {
    expect(step.item).toBeNull();
    await tower.locator(`[data-cell="${step.src}"]`).click();
    await tower.locator(`[data-cell="${step.dst}"]`).click();
    if (step.choice) await tower.locator(`[data-choice="${step.choice}"]`).click();
  }
  await expect.poll(() => tower.evaluate(() => document.documentElement.dataset.status)).toBe("won");
  await expect(tower.locator("#message")).toContainText("完成");
  expect(await tower.locator('#board [data-pile]:not([data-pile=""])').count()).toBe(1);

  // Line demo: 水 木 土 is broken; 火 from hand between 木 and 土 keeps it open; 金 makes the dragon.
  for (const c of ["a1", "b1", "c1"]) await line.locator(`[data-cell="${c}"]`).click();
  await expect(line.locator("#verdict")).toHaveAttribute("data-kind", "broken");
  await line.locator('[data-hand-card="火"]').click();
  await line.locator('[data-gap="2"]').click();
  await expect(line.locator("#verdict")).toHaveAttribute("data-kind", "open");
  await expect(line.locator("#line [data-entry]")).toHaveCount(4);
  await line.locator('[data-cell="d1"]').click();
  await expect(line.locator("#message")).toContainText("生龍");
  await expect(line.locator("#verdict")).toHaveAttribute("data-scored", "dragon");

  // Heights: the parent's listener got them and sized each frame to its content.
  for (const [id, frame] of [["tower-frame", tower], ["line-frame", line]]) {
    const content = await frame.evaluate(() => Math.ceil(document.getElementById("embed").getBoundingClientRect().height));
    await expect.poll(() => page.locator(`#${id}`).getAttribute("data-reported-height")).toBe(String(content));
    const box = await page.locator(`#${id}`).boundingBox();
    expect(Math.abs(box.height - content)).toBeLessThanOrEqual(1);
    // Nothing is cut off sideways (the tower frame is 320 px wide).
    expect(await frame.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
  expect(Number(await page.locator("#line-frame").getAttribute("data-reports"))).toBeGreaterThan(1);   // it follows changes

  // The card demo (#40.4): 墨香 card No. 0028 in English, drawn from the card data with no engine, its height reported.
  const card = page.frame({ url: /demo=card/ });
  await expect(card.locator('.card-demo [data-card="0028"] .name')).toHaveText("Crimson-feather Phoenix");
  await expect(card.locator('[data-card="0028"] .text')).toHaveText("With a Fire skill: +2 ink.");
  await expect(card.locator('[data-card="0028"] .no')).toHaveText("No. 0028");
  expect(await card.evaluate(() => [document.documentElement.dataset.embed, document.documentElement.dataset.ready,
    performance.getEntriesByType("resource").some((r) => /pyodide|pyscript/.test(r.name))])).toEqual(["card", "true", false]);
  const cardHeight = await card.evaluate(() => Math.ceil(document.getElementById("embed").getBoundingClientRect().height));
  await expect.poll(() => page.locator("#card-frame").getAttribute("data-reported-height")).toBe(String(cardHeight));
  expect(await card.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);
});

test("card demo: one 墨香 card in either language, from its number as printed (#40.4)", async ({ page }) => {
  await page.goto("/embed.html?demo=card&id=0028");
  await waitReady(page);
  await expect(page.locator('[data-card="0028"] .name')).toHaveText("赤羽鳳");
  await expect(page.locator('[data-card="0028"] .text')).not.toHaveText("");
  await page.goto("/embed.html?demo=card&id=2002&theme=dark&lang=en");
  await waitReady(page);
  await expect(page.locator('[data-card="2002"] .name')).toHaveText("Blazing Blade Form");
  await expect(page.locator('[data-card="2002"] .tags')).toContainText("Fire");
});

test("bad parameters get a short explanation in the frame, not a broken frame", async ({ context, baseURL }) => {
  for (const [query, text] of [
    ["demo=nonsense", "沒有「nonsense」這個示範"],
    ["demo=tower&position=木+x", "局面寫法不對"],
    ["demo=fishing&cards=木&lang=en", "cards must be 2–10"],
    ["demo=fishing&cards=水木&up=3&lang=en", "up must be places in the row from 1 to 2"],
    ["demo=card&id=abc", "id 須是墨香卡牌的編號"],
    ["demo=card&id=9999&lang=en", "There is no 墨香 card No. 9999."],
    // Well formed, but the rules refuse it: the engine's own words.
    ["demo=tower&position=" + encodeURIComponent("木木 木木 木木 木木/木木 木木 木木 木木/木木 木木 木木 .") + "&lang=en", "more than 20 cards"],
  ]) {
    // A page of its own per link: leaving a page while its engine is still
    // compiling once crashed Chromium's renderer here (not the page's fault).
    const page = await context.newPage();
    const problems = [];
    page.on("pageerror", (err) => problems.push(err.message));
    await page.goto(`/embed.html?${query}`);
    await waitReady(page);
    await expect(page.locator(".explain")).toContainText(text);
    expect(await page.evaluate(() => document.documentElement.dataset.embed)).toBe("error");
    expect(problems).toEqual([]);
  }
});

test("cycles demo: tap an element, see what it generates and overcomes; dark theme", async ({ page }) => {
  await page.goto("/embed.html?demo=cycles&theme=dark&lang=en");
  await expect(page.locator('svg.cycles [data-element="木"]')).toBeVisible();
  await waitReady(page);
  await page.locator('svg.cycles [data-element="火"]').click();
  await expect(page.locator("#explain-line")).toContainText("火 Fire generates 土 Earth and overcomes 金 Metal");
  await expect(page.locator("svg.cycles .arrow.lit")).toHaveCount(4);
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).toBe("rgb(23, 21, 18)");
});

test("docs page lists every demo with a live preview and its snippet", async ({ page }) => {
  await page.goto("/embeds.html");
  await expect(page.locator("[data-demo]")).toHaveCount(10);
  for (const art of await page.locator("[data-demo]").all()) {
    await expect(art.locator("iframe")).toHaveCount(1);
    const snippet = await art.locator("[data-snippet]").textContent();
    expect(snippet).toContain("<iframe src=");
    expect(snippet).toContain("wuxing-embed:height");
  }
  const first = page.frame({ url: /demo=cycles/ });
  await expect.poll(() => first && first.evaluate(() => document.documentElement.dataset.embed)).toBe("cycles");
  await page.locator('[data-demo="card"] iframe').scrollIntoViewIfNeeded();   // drawn from the card data (#40.4)
  await expect(page.frameLocator('[data-demo="card"] iframe').locator('[data-card="0028"] .name')).toHaveText("赤羽鳳");
  expect(await page.locator('[data-demo="card"] [data-snippet]').textContent()).toContain("demo=card&amp;id=0028");
});

test("docs page: one engine runs every preview, each playable (issue #17.4)", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL);
  const wasm = [];
  page.on("request", (r) => { if (/\.wasm$/.test(new URL(r.url()).pathname)) wasm.push(r.frame().url()); });
  await page.setViewportSize({ width: 1280, height: 2000 });   // three previews on screen
  await page.goto("/embeds.html");
  await waitReady(page);                                        // the page's engine
  const cycles = page.frame({ url: /demo=cycles/ });
  const tower = page.frames().find((f) => /demo=tower/.test(f.url()) && !/%7C/i.test(f.url()));
  const items = page.frames().find((f) => /demo=tower/.test(f.url()) && /%7C/i.test(f.url()));
  for (const frame of [cycles, tower, items]) {
    await frameReady(frame);
    await expect(frame.locator("html")).toHaveAttribute("data-start", "parent");
    await expect(frame.locator("#loader")).toBeHidden();
  }
  await cycles.locator('svg.cycles [data-element="水"]').click();
  await expect(cycles.locator("#explain-line")).toContainText("水生木，水剋火");
  await tower.locator('[data-cell="b1"]').click();              // 火 …
  await tower.locator('[data-cell="a1"]').click();              // … onto 木
  await expect(tower.locator('[data-cell="a1"]')).toHaveAttribute("data-pile", "木火");
  await expect(cycles.locator("#explain-line")).toContainText("水生木");   // each frame keeps its own state
  // A preview further down comes alive when scrolled to, with the same engine.
  await page.locator('[data-demo="dark"] iframe').scrollIntoViewIfNeeded();
  const dark = page.frameLocator('[data-demo="dark"] iframe');
  await expect(dark.locator("html")).toHaveAttribute("data-ready", "true");
  await dark.locator('svg.cycles [data-element="火"]').click();
  await expect(dark.locator("#explain-line")).toContainText("Fire generates 土 Earth");
  expect(wasm).toEqual([`${baseURL}/embeds.html`]);            // one Python for the page and all its previews
  expect(problems).toEqual([]);
});

test("docs page: when the engine cannot load, every preview on screen says so", async ({ page }) => {
  await page.route("**/pyodide.asm.wasm*", (route) => route.abort());
  await page.goto("/embeds.html");
  const cycles = page.frameLocator('[data-demo="cycles"] iframe');
  await expect(cycles.locator("html")).toHaveAttribute("data-ready", "failed", { timeout: 30_000 });
  await expect(cycles.locator("#load-text")).toContainText("載入失敗");
  await expect(cycles.locator("#retry")).toBeVisible();
  await expect(cycles.locator("svg.cycles")).toBeVisible();     // the drawing stays
});

test("the demo is drawn and says it is loading while the engine is still on its way", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL);
  let release;
  const held = new Promise((ok) => { release = ok; });
  await page.route("**/pyodide.asm.wasm*", async (route) => { await held; await route.continue(); });
  await page.goto("/embed.html?demo=fishing&cards=木木&hand=");
  await expect(page.locator('#field [data-cell="a1"]')).toBeVisible();
  await expect(page.locator("#embed-wait")).toContainText("規則引擎載入中，稍後即可操作");
  await expect(page.locator("#load-text")).not.toHaveText("");
  expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
  await page.locator('#field [data-cell="a1"]').click({ force: true });       // not interactive yet: nothing happens
  await expect(page.locator("#line [data-entry]")).toHaveCount(0);
  release();
  await waitReady(page);
  await expect(page.locator("#loader")).toBeHidden();
  await page.locator('#field [data-cell="a1"]').click();
  await page.locator('#field [data-cell="b1"]').click();
  await expect(page.locator("#verdict")).toHaveAttribute("data-scored", "pair");
  expect(problems).toEqual([]);
});

for (const query of ["demo=cycles", "demo=tower&position=" + encodeURIComponent("木 水 ./火 . 金 | 木水"), "demo=fishing&cards=木火土金水木火土金水&hand=木火土金水&up=1,2,3"]) {
  test(`fits 320 px: ${query.split("&")[0]}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const problems = await guard(page, baseURL);
    await page.goto(`/embed.html?${query}`);
    await waitReady(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    for (const el of await page.locator(".demo button:visible, .demo [data-element]").all()) {
      const b = await el.boundingBox();
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(320.5);
      expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}

test("stacking demo with items: solved by taps, the item greyed out once used", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL);
  const position = "木 水 ./火 . 金 | 木水";
  await page.goto(`/embed.html?demo=tower&position=${encodeURIComponent(position)}`);
  await waitReady(page);
  const steps = towerTaps(position, 2);
  expect(steps.some((s) => s.item)).toBe(true);          // this position needs 疾走之木
  for (const step of steps) {
    if (step.item) await page.locator(`[data-item="${step.item}"]`).click();
    await page.locator(`[data-cell="${step.src}"]`).click();
    await page.locator(`[data-cell="${step.dst}"]`).click();
    if (step.choice) await page.locator(`[data-choice="${step.choice}"]`).click();
  }
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.status)).toBe("won");
  await expect(page.locator('[data-item="木"]')).toBeDisabled();
  expect(problems).toEqual([]);
});

test("fishing demo with an opponent: it blocks the pair, a counter lets it score; the last cards end the game", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL);
  await page.goto(`/embed.html?demo=fishing&cards=${encodeURIComponent("木木")}&hand=${encodeURIComponent("火")}&opp=${encodeURIComponent("金")}&lang=en`);
  await waitReady(page);
  await expect(page.locator("#opp [data-opp-card]")).toHaveCount(1);
  await page.locator('#field [data-cell="a1"]').click();
  await page.locator('#field [data-cell="b1"]').click();          // the pair 木木 … blocked by the opponent's 金
  await expect(page.locator("#message")).toContainText("Your opponent blocked Wood with Metal");
  await expect(page.locator('#line [data-entry][data-blocked="true"]')).toHaveCount(1);
  await expect(page.locator('#opp [data-opp-card="金"]')).toBeHidden();
  await page.locator('#hand [data-hand-card="火"]').click();      // the counter: 火 overcomes 金
  await page.locator('#line [data-entry][data-blocked="true"]').click();
  await expect(page.locator("#verdict")).toHaveAttribute("data-scored", "pair");
  expect(problems).toEqual([]);
  // The end of a game: the last two cards score, stop flipping, and no face-down card is left.
  await page.goto(`/embed.html?demo=fishing&cards=${encodeURIComponent("水水")}&hand=&lang=en`);
  await waitReady(page);
  await expect(page.locator('[data-action="stop"]')).toBeHidden();
  await page.locator('#field [data-cell="a1"]').click();
  await page.locator('#field [data-cell="b1"]').click();
  await expect(page.locator("#verdict")).toHaveAttribute("data-scored", "pair");
  await page.locator('[data-action="stop"]').click();
  await expect(page.locator("#verdict")).toHaveAttribute("data-scored", "over");
  await expect(page.locator("#message")).toContainText("Game over: no face-down card is left to flip. Score 2 : 0.");
  expect(problems).toEqual([]);
});

test("play demo (墨香, #40.4, ruling E6): the reader builds a play; the engine gives its total and why it cannot be played", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL);
  await page.goto("/embed.html?demo=play&lang=en");
  await expect(page.locator('#ink-hand [data-card="0003"] .name')).toHaveText("Bamboo-shadow Raccoon");   // drawn before the engine
  await frameReady(page.mainFrame());
  await expect(page.locator("#beat-total")).toHaveText("3");
  await page.locator('#ink-hand [data-card="0003"]').click();          // the monster alone ties 3: not enough
  await expect(page.locator("#play-total")).toHaveAttribute("data-legal", "false");
  await expect(page.locator("#message")).toContainText("does not beat 3");
  await expect(page.locator('[data-action="play"]')).toBeDisabled();
  await page.locator('#ink-hand [data-card="2001"]').click();          // with its skill it beats it
  await expect(page.locator("#play-total")).toHaveAttribute("data-legal", "true");
  const total = Number(await page.locator("#play-total").getAttribute("data-total"));
  expect(total).toBeGreaterThan(3);
  await page.locator('[data-action="play"]').click();
  await expect(page.locator("#message")).toHaveText(`Played: ${total} beats 3.`);
  await expect(page.locator("html")).toHaveAttribute("data-status", "played");
  await expect(page.locator("#ink-hand [data-card]:visible")).toHaveCount(1);
  await page.locator('[data-action="reset"]').click();
  await expect(page.locator("#ink-hand [data-card]:visible")).toHaveCount(3);
  // A special card alone: it has no total of its own (M7), so none is shown, as on the table.
  await page.goto("/embed.html?demo=play&hand=4001,0003&beat=0001&lang=en");
  await frameReady(page.mainFrame());
  await page.locator('#ink-hand [data-card="4001"]').click();
  await expect(page.locator("#play-total")).toHaveAttribute("data-legal", "true");
  await expect(page.locator("#play-total")).toHaveText("—");
  await expect(page.locator("#message")).toContainText("You may play this special card");
  await page.goto("/embed.html?demo=play&hand=0003&beat=0001,0002");   // two monsters: explained in the frame
  await expect(page.locator("html")).toHaveAttribute("data-embed", "error");
  await expect(page.locator(".explain")).toContainText("要壓過的牌不是一次怪物出牌");
  expect(problems).toEqual([]);
});

test("a snippet's frame title is in the snippet's language, not the page's (#70.6)", async ({ page }) => {
  const titles = async () => (await page.locator("[data-snippet]").allTextContents()).map((s) => s.match(/title="([^"]*)"/)[1]);
  await page.goto("/embeds.html");
  const zh = await titles();
  expect(zh).toContain("五行術 · 生剋循環");
  expect(zh).toContain("Five Elements (五行術) · Dark theme, English");   // a lang=en demo on the Chinese page
  await page.goto("/embeds.html?lang=en");
  for (const title of await titles()) {
    expect(title.startsWith("Five Elements (五行術) · "), title).toBe(true);
    expect(title.replace("五行術", ""), title).not.toMatch(/[\u3400-\u9fff]/);
  }
});
