import { test, expect } from "@playwright/test";
import { guard, waitReady } from "./guard.mjs";

test("landing page loads offline: no outside request, no console error, no failed load", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL);
  await page.goto("/index.html", { waitUntil: "commit" });
  // From the first paint the page says what it is doing.
  await expect(page.locator("#loader")).toBeVisible();
  await expect(page.locator("#load-bar")).toBeVisible();
  await expect(page.locator("#load-text")).not.toHaveText("");
  await waitReady(page);
  await expect(page.locator("#loader")).toBeHidden();
  // The engine rendered the eight layouts; a tap previews a 20-card deal.
  await expect(page.locator("[data-layout]")).toHaveCount(8);
  await page.locator('[data-layout="cross"]').click();
  await expect(page.locator("#preview .c:not(.empty)")).toHaveCount(20);
  await expect(page.locator('[data-play="fishing"]')).toHaveAttribute("href", "./fishing.html");
  await expect(page.locator('[data-play="ink"]')).toHaveAttribute("href", "./ink.html");
  await expect(page.locator('[data-game="ink"] .meta')).toContainText("2–4");
  await expect(page.locator('footer a[href="./embeds.html"]')).toBeVisible();
  expect(problems).toEqual([]);
});

test("a failed load says so in words with a retry button", async ({ page }) => {
  await page.route("**/pyodide.asm.wasm*", (route) => route.abort());
  await page.goto("/index.html");
  await expect(page.locator("#retry")).toBeVisible();
  await expect(page.locator("#load-text")).toContainText("載入失敗");
  await expect(page.locator("#load-text")).toContainText("pyodide.asm.wasm");
  expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBe("failed");
});

test("English switch by ?lang=en is remembered", async ({ page }) => {
  await page.goto("/index.html?lang=en");
  await expect(page.locator("h1 .en")).toBeVisible();
  await expect(page.locator("h1 .zh")).toBeHidden();
  await page.goto("/index.html");
  await expect(page.locator("h1 .en")).toBeVisible();
  await page.goto("/index.html?lang=zh");
  await expect(page.locator("h1 .zh")).toBeVisible();
});

for (const [name, viewport, touch] of [["tablet", { width: 768, height: 1024 }, true],
                                         ["phone", { width: 390, height: 844 }, true]]) {
  const overlapping = (a, b) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
  test(`usable on a ${name} (${viewport.width}×${viewport.height})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: true });
    const page = await context.newPage();
    await page.goto("/index.html");
    await waitReady(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const boxes = [];
    // The header's links and buttons as shown (on a phone the current language's link gives way to ⚙).
    for (const el of await page.locator(".game, [data-layout], .langs a:visible, .langs button:visible").all()) boxes.push(await el.boundingBox());
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(viewport.width + 0.5);
    }
    // Touch targets are at least 44 px tall; tiles and buttons do not overlap one another.
    for (const el of await page.locator("[data-layout], .langs a:visible, .langs button:visible").all()) {
      const box = await el.boundingBox();
      expect(box.height).toBeGreaterThanOrEqual(40);
      expect(box.width).toBeGreaterThanOrEqual(40);
    }
    const header = [];
    for (const el of await page.locator(".top h1, .langs a:visible, .langs button:visible").all()) header.push(await el.boundingBox());
    for (let i = 0; i < header.length; i++) for (let j = i + 1; j < header.length; j++) expect(overlapping(header[i], header[j])).toBe(false);
    const overlaps = (a, b) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 &&
                               a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
    const tiles = [];
    for (const el of await page.locator(".game").all()) tiles.push(await el.boundingBox());
    for (let i = 0; i < tiles.length; i++) for (let j = i + 1; j < tiles.length; j++) expect(overlaps(tiles[i], tiles[j])).toBe(false);
    await page.screenshot({ path: `test-results/landing-${name}.png`, fullPage: true });
    await context.close();
  });
}

test("loading speaks a player's words in the page's language from the first paint; on a slow first visit the bar follows the bytes and says how much is left (#36.8)", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const problems = await guard(page, baseURL);
  await page.addInitScript(() => {
    window.__samples = [];
    window.__texts = [];   // every text the loader shows, in order, however fast the boot (a return visit)
    document.addEventListener("DOMContentLoaded", () => {
      const text = document.getElementById("load-text");
      if (!text) return;
      const note = () => { if (window.__texts.at(-1) !== text.innerText) window.__texts.push(text.innerText); };
      note();
      new MutationObserver(note).observe(text, { childList: true, characterData: true, subtree: true });
    });
    const t0 = performance.now();
    const sample = setInterval(() => {
      const bar = document.getElementById("load-bar"), text = document.getElementById("load-text"), left = document.getElementById("load-left");
      if (bar) window.__samples.push([performance.now() - t0, bar.value, text.innerText, left.textContent]);
      if (document.documentElement.dataset.ready === "true") clearInterval(sample);
    }, 100);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 40, downloadThroughput: 1_250_000, uploadThroughput: 1_250_000 });
  await page.goto("/tower.html?lang=en", { waitUntil: "commit" });
  await waitReady(page);
  const samples = await page.evaluate(() => window.__samples);
  expect(samples[0][2]).toBe("Getting the table ready…");                      // English from the first sample
  expect(samples.every(([, , text]) => !/[\u4e00-\u9fff]/.test(text) && !/Python|Download/i.test(text))).toBe(true);
  const lefts = samples.filter(([, , , left]) => left).map(([t, v, , left]) => [t, v, Number(left.match(/([\d.]+) MB left/)[1])]);
  expect(lefts.length, "how much is left is said while the files come").toBeGreaterThan(5);
  for (let i = 1; i < lefts.length; i++) expect(lefts[i][2]).toBeLessThanOrEqual(lefts[i - 1][2]);
  expect(lefts.filter(([, v]) => v > 80), "the bar follows the bytes: never near the end while megabytes are left").toEqual([]);
  const high = samples.filter(([, v]) => v >= 95 && v < 100);
  expect(high.length ? high.at(-1)[0] - high[0][0] : 0, "not sitting at 95-99 %").toBeLessThan(5000);
  for (let i = 1; i < samples.length; i++) expect(samples[i][1]).toBeGreaterThanOrEqual(samples[i - 1][1]);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  // Chinese from the first paint too, and on a return visit (files cached) no word about megabytes.
  await page.goto("/index.html?lang=zh", { waitUntil: "commit" });
  await waitReady(page);
  const texts = await page.evaluate(() => window.__texts);
  expect(texts[0]).toBe("準備牌桌中…");
  expect(texts.every((t) => !/[A-Za-z]/.test(t)), texts.join(" / ")).toBe(true);
  expect((await page.evaluate(() => window.__samples)).filter(([, , , left]) => left)).toEqual([]);
  expect(problems).toEqual([]);
});

// Saved games as the table pages store them (storage.Slot's envelope around the engine's to_json):
// 釣鶼鰈 3 players, seed 11, two actions in; 墨香 2 players, seed 5, one play in; 釣鶼鰈 played to its end.
const FISHING_GAME = "{\"format\":\"wuxing.fishing\",\"version\":1,\"players\":3,\"seed\":11,\"deal\":null,\"history\":[\"flip a1\",\"block \u91d1 a1\"],\"position\":\"fishing 3p turn 1 active 1 current 3 window field \u6728\u91d1 ? ? ? ? ? ? ? ?/? ? ? ? ? ? ? ? ?/? ? ? ? ? ? ? ? ?/? ? ? ? ? ? ? ? ?/? ? ? ? ? ? ? ? ? line a1 hands \u6728\u706b\u571f\u91d1\u6c34,\u6728\u706b\u571f\u6c34,\u6728\u706b\u571f\u91d1\u6c34 scores 0,0,0\"}";
const INK_GAME = "{\"format\":\"wuxing.ink\",\"version\":1,\"players\":2,\"seed\":5,\"deal\":null,\"history\":[\"play 0001\"],\"position\":\"ink 2p turn 2 current 2 beat 3 hands 11,12 deck 63 field 1:0001=3 shown -,-\",\"rng\":17294317106370456302}";
const FISHING_OVER = "{\"format\":\"wuxing.fishing\",\"version\":1,\"players\":2,\"seed\":7,\"deal\":null,\"history\":[\"down \u6728 e1\",\"flip i2\",\"block \u91d1 i2\",\"pass\",\"play \u706b 1 c1\",\"flip g2\",\"flip h3\",\"block \u571f h3\",\"flip h2\",\"down \u571f h1\",\"flip f3\",\"flip h3\",\"flip c2\",\"pass\",\"flip h1\",\"pass\",\"play \u6c34 2 g1\",\"block \u91d1 c2\",\"pass\",\"flip j1\",\"flip h3\",\"block \u6728 h3\",\"flip i1\",\"down \u6c34 h1\",\"flip d1\",\"flip j3\",\"flip b2\",\"flip b1\",\"flip d1\",\"flip f1\",\"down \u706b i2\",\"flip a1\",\"flip j3\",\"flip d2\",\"flip d3\",\"flip h1\",\"flip g2\",\"flip e3\",\"flip a1\",\"flip i2\",\"flip h1\",\"flip g3\",\"flip f2\",\"flip h2\",\"flip a3\",\"flip h1\",\"flip c2\",\"flip i1\",\"flip h3\",\"flip j1\",\"flip i3\",\"flip g2\",\"flip a2\",\"flip a1\",\"flip f2\",\"flip c3\",\"flip g3\",\"flip d1\",\"flip f1\",\"flip h3\",\"flip b2\",\"flip d1\",\"flip g2\",\"flip g3\",\"flip d3\",\"flip f3\",\"flip h1\",\"flip e2\",\"flip i2\",\"flip i3\",\"flip f3\",\"flip j2\",\"flip h3\",\"flip b1\",\"flip f3\",\"flip a2\",\"flip d3\",\"flip g3\",\"flip h1\",\"flip b3\",\"stop\",\"flip j2\",\"flip e1\",\"flip f3\",\"flip f1\",\"flip h1\",\"flip e3\",\"flip j2\",\"flip i3\",\"flip a1\",\"flip c2\",\"flip c1\",\"flip h1\",\"flip e3\",\"flip f3\",\"flip i2\",\"flip i2\",\"flip j2\",\"flip a2\",\"flip e3\",\"flip f1\",\"flip g1\",\"flip f3\",\"flip j1\",\"flip c1\",\"flip c2\",\"flip i2\",\"fail\",\"flip g3\",\"flip a2\",\"flip d3\",\"flip e2\",\"flip e2\",\"flip i2\",\"flip g3\",\"flip h1\",\"flip c1\",\"flip c2\",\"fail\",\"flip h1\",\"flip i2\",\"fail\",\"flip a2\",\"flip c2\",\"flip c1\",\"flip c2\",\"fail\",\"flip i2\",\"flip c2\",\"flip d3\",\"flip e1\",\"flip d3\",\"flip a2\",\"flip a2\",\"flip h1\",\"flip g3\",\"flip h1\",\"flip c1\",\"flip d3\",\"flip g3\",\"fail\",\"flip d3\",\"flip h1\",\"flip a2\",\"flip c1\",\"flip h1\",\"flip e1\",\"flip h1\",\"flip c1\",\"flip a2\",\"flip c1\",\"flip e1\",\"flip c1\",\"flip e1\",\"flip a2\",\"flip c1\",\"flip g3\",\"flip e1\",\"flip a2\",\"flip c1\",\"flip g3\",\"flip e1\",\"flip h1\",\"flip e1\",\"flip c1\",\"flip e1\",\"flip h1\",\"flip g3\",\"stop\"],\"position\":\"fishing 2p turn 44 active 1 current 1 over field . . . . . . . . . ./. . . . . . . . . ./. . . . . . . . . . line - hands -,- scores 16,24\"}";
const envelope = (game, names) => JSON.stringify({ v: 1, id: "123456789", rev: 1, game, pace: 700,
  seats: names.map((name) => ({ name, kind: "human" })) });

test("each game's card shows its own cards, drawn with the player's card settings, and a Continue for a table game in progress; the embeds link is in the footer (#36.7)", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL);
  await page.addInitScript(([fishing, ink]) => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    localStorage.setItem("wuxing.fishing.game", fishing);
    localStorage.setItem("wuxing.ink.game", ink);
  }, [envelope(FISHING_GAME, ["Ann", "Bo", "Cy"]), envelope(INK_GAME, ["Ann", "Dee"])]);
  // The engine is held back until the first paint is read: a fast start must not race the check.
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route("**/pyodide/pyodide.asm.wasm*", async (route) => { await held; await route.continue(); });
  await page.goto("/index.html?lang=en", { waitUntil: "domcontentloaded" });
  // First paint, before the engine: the tower's and 釣鶼鰈's cards with the standard faces.
  expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBe("false");
  const labels = (game) => page.locator(`[data-game-cards="${game}"] .card > b`).allTextContents();
  expect(await labels("tower")).toEqual([..."木火土金水"]);
  expect(await labels("fishing")).toEqual([..."水金火木土"]);
  release();
  await waitReady(page);
  // 墨香: four of its cards, its table's compact face, in the page's language.
  await expect(page.locator('[data-game-cards="ink"] .icard.compact')).toHaveCount(4);
  await expect(page.locator('[data-game-cards="ink"] .icard .name')).toHaveText(["Crimson-feather Phoenix", "Bamboo Sword", "Blazing Blade Form", "Heaven's Thunder"]);
  // Continue: who sits and how far, read by each game's own reader; the link opens the game's page.
  const fishingContinue = page.locator('[data-continue-game="fishing"]');
  await expect(fishingContinue).toBeVisible();
  await expect(fishingContinue).toContainText("Continue this game");
  await expect(fishingContinue).toContainText("Ann, Bo, Cy · 2 actions so far");
  await expect(fishingContinue.locator("a")).toHaveAttribute("href", "./fishing.html");
  await expect(page.locator('[data-continue-game="ink"]')).toContainText("Ann, Dee · 1 turn played");
  // The card settings, changed here in Settings: the tower's suits (T9) drawn at once.
  await page.locator('.top [data-action="settings"]').click();
  await page.locator('#settings [name="suits"][value="cards"]').check();
  await page.keyboard.press("Escape");
  await expect.poll(() => labels("tower")).toEqual(["♣", "♥", "JQK", "♦", "♠"]);
  expect(await labels("fishing")).toEqual([..."水金火木土"]);       // 釣鶼鰈 has no suits
  // A finished game is not offered, a damaged one neither (its page reports it) and nothing stored is changed.
  const stored = await page.evaluate(([over, bad]) => {
    localStorage.setItem("wuxing.fishing.game", over);
    localStorage.setItem("wuxing.ink.game", bad);
    return Object.fromEntries(Object.entries(localStorage).filter(([k]) => /^wuxing\.(fishing|ink)\./.test(k)));
  }, [envelope(FISHING_OVER, ["Ann", "Bo"]), envelope(INK_GAME.replace("play 0001", "play 0002"), ["Ann", "Dee"])]);
  await page.reload();
  await waitReady(page);
  await expect(page.locator('[data-game-cards="ink"] .icard')).toHaveCount(4);
  await expect(page.locator("[data-continue-game]:visible")).toHaveCount(0);
  expect(await page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => /^wuxing\.(fishing|ink)\./.test(k))))).toEqual(stored);
  // A game set aside by a new one is still offered.
  await page.evaluate((aside) => localStorage.setItem("wuxing.ink.previous", JSON.stringify([aside])), envelope(INK_GAME, ["Ann", "Dee"]));
  await page.reload();
  await waitReady(page);
  await expect(page.locator('[data-continue-game="ink"]')).toContainText("Resume a set-aside game (1)");
  // The embeds docs link lives in the footer now.
  await expect(page.locator('footer a[href="./embeds.html"]')).toBeVisible();
  await expect(page.locator('main a[href="./embeds.html"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});
