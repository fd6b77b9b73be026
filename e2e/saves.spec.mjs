// Data saved by release 0.1.0 (tests/fixtures/saves-v0.1.0.json, written once by
// that release) is still there after the move to one key scheme (issue #10.7):
// the keys are migrated on the first load and every game resumes.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { guard, waitReady } from "./guard.mjs";

const fixture = JSON.parse(readFileSync(resolve(import.meta.dirname, "../tests/fixtures/saves-v0.1.0.json"), "utf8"));

test("saves of release 0.1.0 load: tower deals, statistics and theme; 釣鶼鰈 game and set-aside game", async ({ context, baseURL }) => {
  const page = await context.newPage();
  const problems = await guard(page, baseURL);
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.clear();
      for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
      sessionStorage.setItem("seeded", "1");
    }
  }, fixture.localStorage);

  // The tower page resumes the most recent deal of the index, with its counters and redo.
  await page.goto("/tower.html");
  await waitReady(page);
  expect(page.url()).toContain("layout=cross&seed=42");
  await expect(page.locator("#moves")).toHaveText("5");
  await expect(page.locator("#undos")).toHaveText("2");
  await expect(page.locator("#redo")).toBeEnabled();
  await expect(page.locator("html")).toHaveAttribute("data-suits", "cards");   // the card-suit theme, now a setting (#36.2)
  await expect(page.locator("#board [data-cell] .card b").first()).toHaveText(/[♠♥♦♣]|JQK/);
  const piles = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll("[data-cell]")]
    .filter((e) => e.dataset.pile).map((e) => [e.dataset.cell, e.dataset.pile])));
  expect(Object.keys(piles).sort()).toEqual(Object.keys(fixture.engine.tower.printed).sort());
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(stored["wuxing.tower.game:cross:42"]).toBeUndefined();          // moved, not copied
  expect(stored["wuxing.tower.theme"]).toBeUndefined();                   // into the settings' one key
  expect(JSON.parse(stored["wuxing.settings"]).suits).toBe("cards");
  expect(JSON.parse(stored["wuxing.tower.game.cross.42"]).game).toContain('"moves":5');
  expect(JSON.parse(stored["wuxing.tower.index"])).toEqual(["basic.6", "cross.42"]);
  expect(JSON.parse(stored["wuxing.tower.stats"]).basic.played).toBe(3);
  // The other deal is still there.
  await page.goto("/tower.html?layout=basic&seed=6");
  await waitReady(page);
  await expect(page.locator("#notice")).toBeHidden();

  // 釣鶼鰈 resumes the 3-player game in its block window; the set-aside game is listed.
  await page.goto("/fishing.html");
  await waitReady(page);
  await expect(page.locator("#table")).toBeVisible();
  await expect(page.locator("#turn")).toHaveAttribute("data-phase", "window");
  await expect(page.locator("#turn")).toContainText("Ann");
  await expect(page.locator('[data-score-player="1"]')).toHaveAttribute("data-score", "6");
  await page.locator('[data-action="new"]').first().click();
  await expect(page.locator("#in-progress-list [data-resume]")).toHaveCount(2);   // this game and Dee & Eve's
  await expect(page.locator("#in-progress-list")).toContainText("Dee");
  expect(problems).toEqual([]);
});
