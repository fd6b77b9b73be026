// "How to play" at the table (issue #14.1): every game page, both languages,
// with live demos made from the blog embeds. A first visit plays at once (issue
// #36.1): the panel never opens by itself; a welcome strip offers it.
import { test, expect } from "@playwright/test";
import { guard, waitReady } from "./guard.mjs";
import { firstStack } from "./engine.mjs";

let problems = null;
test.beforeEach(async ({ page, baseURL }) => {
  guard.firstVisit = true;
  problems = await guard(page, baseURL);
  guard.firstVisit = false;
});
test.afterEach(async () => { expect(problems).toEqual([]); });

// Resolves at the tower clock's next tick: it writes the time every half second, changed or not.
const nextTick = (page) => page.evaluate(() => new Promise((done) => {
  new MutationObserver((_, seen) => { seen.disconnect(); done(); })
    .observe(document.getElementById("timer"), { childList: true, characterData: true, subtree: true });
}));
// Moves the page's clock (performance.now, which the tower's clock reads) `ms` on; 0: back to the real one.
const shiftClock = (page, ms) => page.evaluate((ms) => {
  window.__realNow ??= performance.now.bind(performance);
  window.__shift = ms ? (window.__shift || 0) + ms : 0;
  performance.now = ms ? () => window.__realNow() + window.__shift : window.__realNow;
}, ms);

for (const lang of ["zh", "en"]) {
  test(`a first visit plays at once; the rules open from the welcome strip, close every way, stop the clock; the demos come alive on a tap (${lang})`, async ({ page }) => {
    await page.goto(`/tower.html?layout=basic&seed=5&lang=${lang}`, { waitUntil: "commit" });
    await waitReady(page);
    const rules = page.locator("#rules"), strip = page.locator("#welcome");
    await expect(rules).toBeHidden();                                              // nothing covers the table
    await expect(strip).toBeVisible();
    await expect(strip).toContainText(lang === "en" ? "New here?" : "第一次來？");
    await expect(strip.locator("[data-welcome-tutorial]")).toHaveAttribute("href", /tutorial=1/);
    // The clock runs while the page is open (U3): a minute more on the page's clock shows at its next tick.
    await shiftClock(page, 60_000);
    await nextTick(page);
    await expect(page.locator("#timer")).toHaveText(/^1:0\d$/);
    const source = firstStack("basic", 5).split(/[<>]/)[0];
    await page.locator(`[data-cell="${source}"]`).click();                         // a pile taps at once
    await expect(page.locator(`[data-cell="${source}"]`)).toHaveClass(/selected/);
    await strip.locator('[data-action="rules"]').click();
    await expect(rules).toBeVisible();
    await expect(strip).toHaveCount(0);                                            // offered once
    await expect(page.locator("#rules-title")).toContainText(lang === "en" ? "How to play Spirit Beast Tower" : "怎麼玩靈獸塔");
    await expect(rules.locator("iframe.rules-demo")).toHaveCount(7);
    // The clock stands still while the panel is open: after the clock's next tick has
    // seen the panel, ten minutes more on the page's clock do not show at the tick after.
    await nextTick(page);
    const clock = await page.locator("#timer").textContent();
    await shiftClock(page, 600_000);
    await nextTick(page);
    expect(await page.locator("#timer").textContent()).toBe(clock);
    await shiftClock(page, 0);   // back to real time while it stands: nothing banked moves
    // The on/under demo: drawn at once, waiting for a tap, no engine yet.
    const demo = page.frameLocator('iframe[data-demo="on-under"]');
    await expect(demo.locator("#board [data-cell]").first()).toBeVisible();
    await expect(demo.locator("html")).toHaveAttribute("data-start", "tap");
    await expect(demo.locator("html")).not.toHaveAttribute("data-ready", "true");
    const wasm = [];
    page.on("request", (r) => { if (/\.wasm$/.test(new URL(r.url()).pathname)) wasm.push(r.url()); });
    await demo.locator('[data-cell="b1"]').click();                                // 火: the first tap starts the demo …
    await expect(demo.locator("html")).toHaveAttribute("data-ready", "true");
    await expect(demo.locator('[data-cell="b1"]')).toHaveClass(/selected/);        // … and counts
    await demo.locator('[data-cell="a1"]').click();                                // … onto 木 (木生火)
    await expect(demo.locator("#message")).not.toHaveClass(/error/);
    await expect(demo.locator('[data-cell="a1"]')).toHaveAttribute("data-pile", "木火");
    expect(wasm).toEqual([]);                                                      // with the game's engine, not one of its own
    // The other demos stayed static.
    await expect(page.frameLocator('iframe[data-demo="item-wood"]').locator("html")).not.toHaveAttribute("data-ready", "true");
    // Esc with the focus inside a demo frame closes the panel.
    await demo.locator('[data-cell="b2"]').focus();
    await page.keyboard.press("Escape");
    await expect(rules).toBeHidden();
    // The close button stays in view at the panel's foot; a tap on the backdrop closes it too.
    await page.locator('header [data-action="rules"]').click();
    await rules.evaluate((d) => { d.scrollTop = d.scrollHeight; });
    const close = rules.locator('[data-action="rules-close"]');
    await expect(close).toBeInViewport();
    await close.click();
    await expect(rules).toBeHidden();
    await page.locator('header [data-action="rules"]').click();
    await page.mouse.click(3, 3);
    await expect(rules).toBeHidden();
    // Not again on the next visit.
    await page.reload();
    await waitReady(page);
    await expect(rules).toBeHidden();
    await expect(strip).toHaveCount(0);
  });
}

test("釣鶼鰈 and 墨香 have their rules too, with demos", async ({ page }) => {
  for (const [path, title, demos] of [["/fishing.html", "怎麼玩釣鶼鰈", 7], ["/ink.html", "怎麼玩墨香", 1]]) {
    await page.goto(path, { waitUntil: "commit" });
    await waitReady(page);
    await expect(page.locator("#rules")).toBeHidden();
    await expect(page.locator("#welcome [data-welcome-tutorial]")).toHaveCount(0);   // the guided deal is the tower's
    await page.locator('#welcome [data-action="rules"]').click();
    await expect(page.locator("#rules")).toBeVisible();
    await expect(page.locator("#rules-title")).toContainText(title);
    await expect(page.locator("#rules iframe.rules-demo")).toHaveCount(demos);
    await page.locator("#rules form button").click();
    await expect(page.locator("#rules")).toBeHidden();
  }
  const rescue = page.frameLocator('#rules iframe[data-demo="rescue"]');
  await page.goto("/fishing.html", { waitUntil: "commit" });
  await waitReady(page);
  await page.locator('[data-action="rules"]').first().click();
  await expect(rescue.locator("#field [data-cell]")).toHaveCount(4);
});
