// "How to play" at the table (issue #14.1): every game page, both languages,
// with live demos made from the blog embeds; opened by itself once, on a first visit.
import { test, expect } from "@playwright/test";
import { guard, waitReady } from "./guard.mjs";

let problems = null;
test.beforeEach(async ({ page, baseURL }) => {
  guard.firstVisit = true;
  problems = await guard(page, baseURL);
  guard.firstVisit = false;
});
test.afterEach(async () => { expect(problems).toEqual([]); });

for (const lang of ["zh", "en"]) {
  test(`the tower's rules open once on a first visit; the demos come alive on a tap (${lang})`, async ({ page }) => {
    await page.goto(`/tower.html?layout=basic&seed=5&lang=${lang}`, { waitUntil: "commit" });
    await waitReady(page);
    const rules = page.locator("#rules");
    await expect(rules).toBeVisible();                                             // first visit: opened once
    await expect(page.locator("#rules-title")).toContainText(lang === "en" ? "How to play Spirit Beast Tower" : "怎麼玩靈獸塔");
    await expect(rules.locator("iframe.rules-demo")).toHaveCount(7);
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
    await rules.locator('form button').click();
    await expect(rules).toBeHidden();
    // Not again on the next visit; one tap away during play.
    await page.reload();
    await waitReady(page);
    await expect(rules).toBeHidden();
    await page.locator('[data-action="rules"]').click();
    await expect(rules).toBeVisible();
  });
}

test("釣鶼鰈 and 墨香 have their rules too, with demos", async ({ page }) => {
  for (const [path, title, demos] of [["/fishing.html", "怎麼玩釣鶼鰈", 7], ["/ink.html", "怎麼玩墨香", 1]]) {
    await page.goto(path, { waitUntil: "commit" });
    await waitReady(page);
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
