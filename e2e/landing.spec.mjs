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
  await expect(page.locator('a[href="./embeds.html"]')).toBeVisible();
  expect(problems).toEqual([]);
});

test("a failed load says so in words with a retry button", async ({ page }) => {
  await page.route("**/pyodide.asm.wasm", (route) => route.abort());
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
  await expect(page.locator("#load-text")).toHaveText("準備牌桌中…", { useInnerText: true });
  await waitReady(page);
  expect((await page.evaluate(() => window.__samples)).filter(([, , , left]) => left)).toEqual([]);
  expect(problems).toEqual([]);
});
