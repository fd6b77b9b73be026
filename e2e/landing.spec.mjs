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
  test(`usable on a ${name} (${viewport.width}×${viewport.height})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: true });
    const page = await context.newPage();
    await page.goto("/index.html");
    await waitReady(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const boxes = [];
    for (const el of await page.locator(".game, [data-layout], .langs a").all()) boxes.push(await el.boundingBox());
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(viewport.width + 0.5);
    }
    // Touch targets are at least 44 px tall; tiles and buttons do not overlap one another.
    for (const el of await page.locator("[data-layout], .langs a").all()) {
      expect((await el.boundingBox()).height).toBeGreaterThanOrEqual(40);
    }
    const overlaps = (a, b) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 &&
                               a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
    const tiles = [];
    for (const el of await page.locator(".game").all()) tiles.push(await el.boundingBox());
    for (let i = 0; i < tiles.length; i++) for (let j = i + 1; j < tiles.length; j++) expect(overlaps(tiles[i], tiles[j])).toBe(false);
    await page.screenshot({ path: `test-results/landing-${name}.png`, fullPage: true });
    await context.close();
  });
}
