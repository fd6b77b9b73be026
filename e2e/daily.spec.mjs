// The daily deal (issue #36.5): tower.html?daily opens the deal of the local
// date, the same in every browser and time zone where it is that date, drawn
// by the function of wuxing_core/tower/daily.py (js/daily.js computes the same
// at first paint), won by the solver's line; after the win, the figures
// against the solver's fewest items and a text to share; the landing page shows it.
import { test, expect } from "@playwright/test";
import { guard, returning, waitReady } from "./guard.mjs";
import { engine, pilesAlong } from "./engine.mjs";
import { expectStatus, pagePiles, playByTaps } from "./tower-helpers.mjs";

let problems = null;
test.beforeEach(async ({ page, baseURL }) => { problems = await guard(page, baseURL); });
test.afterEach(async () => { expect(problems).toEqual([]); });

const NOON_UTC = "2026-12-07T12:00:00Z";   // Monday 7 December in Taipei (20:00) and in New York (07:00)

test("the daily deal: the same in two browsers and time zones, won by the solver's line, shared as text; the landing page shows it", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const [layout, seed, line] = engine(`from datetime import date
from wuxing_core.tower import Tower
from wuxing_core.tower.daily import daily_deal
layout, seed = daily_deal(date(2026, 12, 7))
print(json.dumps([layout, seed, [str(a) for a in Tower.deal(layout, seed).advice().line]]))`);
  const open = async (timezoneId, lang) => {
    const context = await browser.newContext({ timezoneId, serviceWorkers: "block" });
    await returning(context);
    const page = await context.newPage();
    const seen = await guard(page, baseURL);
    // The clock moved to that day, still running (Playwright's fixed clock stops Python's event loop).
    await context.addInitScript((target) => {
      const Real = Date, offset = Real.parse(target) - Real.now();
      class Shifted extends Real {
        constructor(...args) { if (args.length) super(...args); else super(Real.now() + offset); }
        static now() { return Real.now() + offset; }
      }
      globalThis.Date = Shifted;
    }, NOON_UTC);
    await page.goto(`/tower.html?daily&lang=${lang}`, { waitUntil: "commit" });
    await waitReady(page);
    return { context, page, seen };
  };
  const a = await open("Asia/Taipei", "en"), b = await open("America/New_York", "zh");
  for (const { page } of [a, b]) {
    await expect(page.locator("html")).toHaveAttribute("data-daily", "2026-12-07");
    expect(new URL(page.url()).searchParams.get("layout")).toBe(layout);
    expect(new URL(page.url()).searchParams.get("seed")).toBe(String(seed));
  }
  expect(await pagePiles(a.page)).toEqual(await pagePiles(b.page));
  await expect(b.page.locator("#layout-name")).toContainText("每日");
  await b.context.close();
  expect(b.seen).toEqual([]);

  const page = a.page;
  await expect(page.locator("#layout-name")).toContainText("Daily");
  const expected = pilesAlong(layout, seed, line);
  for (const [i, action] of line.entries()) {
    await playByTaps(page, action);
    expect(await pagePiles(page), `after ${action}`).toEqual(expected[i]);
  }
  await expectStatus(page, "won");
  const result = page.locator("#result-dialog");
  await expect(result).toBeVisible();
  await expect(page.locator("#result-title")).toHaveText("Daily deal 2026-12-07 won!");
  await expect(page.locator("#daily-text")).toContainText(`${line.length} moves, 0 items used; the solver's fewest items: 0.`);
  await expect(page.locator("#daily-streak")).toHaveText("Daily deals: 1 days in a row, longest 1.");
  await expect(page.locator("#daily-share")).toContainText("daily deal 2026-12-07");
  await expect(page.locator("#daily-share")).toContainText(`${baseURL}/tower.html?daily=2026-12-07`);
  await expect(result.locator('[data-action="share"]')).toBeHidden();
  await result.locator('[data-action="copy-daily"]').click();
  await expect(page.locator("#daily-copied")).toBeVisible();
  expect(JSON.parse(await page.evaluate(() => localStorage.getItem("wuxing.tower.daily")))).toEqual({ won: ["2026-12-07"], best_streak: 1 });

  await page.goto("/index.html?lang=en", { waitUntil: "domcontentloaded" });
  await expect(page.locator("#daily")).toBeVisible();
  await expect(page.locator("#daily .daily-what")).toContainText("2026-12-07");
  await expect(page.locator("#daily .daily-status")).toHaveText("✓ won today");
  await page.locator("[data-daily-link]").click();
  await waitReady(page);
  await expectStatus(page, "won");                                      // today's deal, as it was left
  // A date that is none: explained, and today's deal opens.
  await page.goto("/tower.html?daily=2026-02-30&lang=en", { waitUntil: "commit" });
  await waitReady(page);
  await expect(page.locator("#notice")).toContainText("The daily deal's date is wrong");
  await expect(page.locator("html")).toHaveAttribute("data-daily", "2026-12-07");
  await a.context.close();
  expect(a.seen).toEqual([]);
});

test("the first paint and the engine draw the same daily deal for every day of a year", async ({ page }) => {
  await page.goto("/index.html", { waitUntil: "domcontentloaded" });
  const days = await page.evaluate(() => {
    const out = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 86400000) {
      const day = new Date(t).toISOString().slice(0, 10);
      out.push([day, ...window.wuxingDaily.deal(day)]);
    }
    return out;
  });
  const python = engine(`from datetime import date, timedelta
from wuxing_core.tower.daily import daily_deal
d = date(2026, 1, 1)
out = []
while d.year == 2026:
    out.append([d.isoformat(), *daily_deal(d)])
    d += timedelta(days=1)
print(json.dumps(out))`);
  expect(days).toEqual(python);
  expect(await page.evaluate(() => ["2026-02-30", "2026-2-3", "1999-12-31", ""].map((d) => window.wuxingDaily.deal(d)))).toEqual([null, null, null, null]);
});

test("a daily link with a date that has no deal says why in the player's words (#74.10)", async ({ page }) => {
  for (const [day, lang, words] of [["1999-12-31", "en", "A daily deal's date is written year-month-day, between the years 2000 and 2999."],
                                    ["2026-13-01", "zh", "每日牌局的日期要寫成 年-月-日"]]) {
    await page.goto(`/tower.html?daily=${day}&lang=${lang}`, { waitUntil: "commit" });
    await waitReady(page);
    await expect(page.locator("#notice")).toContainText(words);
    await expect(page.locator("#notice")).not.toContainText(lang === "en" ? "not possible now" : "現在不能這樣做");
  }
});
