// Statistics and backup (issue #36.4): the figures after a won and a lost
// 靈獸塔 deal, each in its data-stat element; a reset after a question; a
// backup exported on one device and read back on another (a fresh browser
// context), pictures included; a damaged file refused, nothing changed.
import { readFileSync } from "node:fs";
import { test, expect } from "@playwright/test";
import { guard, returning, waitReady } from "./guard.mjs";
import { engine } from "./engine.mjs";
import { expectStatus, playByTaps } from "./tower-helpers.mjs";

let problems = null;
test.beforeEach(async ({ page, baseURL }) => { problems = await guard(page, baseURL); });
test.afterEach(async () => { expect(problems).toEqual([]); });

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const PICTURE_ID = "p" + "0123456789abcdef".repeat(2);

// A deal one move before its end (won by the solver's line, or stuck), and that move.
const oneBefore = (won) => engine(`import random
from wuxing_core.tower import Tower
if ${won ? "True" : "False"}:
    seed, line = 5, [str(a) for a in Tower.deal("basic", 5).solve(0)]
else:
    for seed in range(500):
        g, rng = Tower.deal("basic", seed), random.Random(seed)
        while not g.is_over():
            g.play(rng.choice(g.legal_actions()))
        if g.is_stuck():
            line = [str(a) for a in g.history]
            break
t = Tower.deal("basic", seed)
for a in line[:-1]:
    t.play(a)
t.elapsed_ms = 95_000   # played for a minute and a half so far
print(json.dumps({"seed": seed, "game": t.to_json(), "last": line[-1], "moves": len(line)}))`);

const stat = (page, name) => page.locator(`[data-stat="${name}"]`);

test("statistics after a won and a lost deal; a reset asks first; a backup read back on another device, a damaged one refused", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const won = oneBefore(true), lost = oneBefore(false);
  await page.goto("/index.html?lang=en", { waitUntil: "domcontentloaded" });
  await page.evaluate(([won, lost]) => {
    for (const { seed, game } of [won, lost]) {
      const deal = `basic.${seed}`;
      localStorage.setItem(`wuxing.tower.game.${deal}`, JSON.stringify({ v: 1, id: deal, rev: 1, tab: "t", game, counted: false }));
    }
    localStorage.setItem("wuxing.tower.index", JSON.stringify([`basic.${lost.seed}`, `basic.${won.seed}`]));
    localStorage.setItem("wuxing.schema", "2");
  }, [won, lost]);
  for (const [plan, status] of [[won, "won"], [lost, "stuck"]]) {
    await page.goto(`/tower.html?layout=basic&seed=${plan.seed}`, { waitUntil: "commit" });
    await waitReady(page);
    await playByTaps(page, plan.last);
    await expectStatus(page, status);
  }
  await page.goto("/stats.html", { waitUntil: "commit" });
  await waitReady(page);
  const expected = { "tower.basic.played": "2", "tower.basic.won": "1", "tower.basic.win_pct": "50%",
                     "tower.basic.fewest_moves": String(won.moves), "tower.basic.streak": "0", "tower.basic.best_streak": "1",
                     "tower.basic.items": "5", "tower.total.played": "2", "tower.cross.played": "0", "tower.cross.win_pct": "—",
                     "tower.daily.won": "0", "fishing.total.played": "0", "ink.expert.played": "0" };
  for (const [name, value] of Object.entries(expected)) await expect(stat(page, name), name).toHaveText(value);
  await expect(stat(page, "tower.basic.best_time")).toHaveText(/^1:(3[5-9]|4\d)$/);   // 1:35 saved, and the last move's time (U3)

  // Export: the file holds the games, the statistics, the settings and a deck picture; and what an older
  // or careless page left on this device (#74.1): a settings field the settings script ignores, a mark
  // written as "true", a deal saved in a format this release no longer reads.
  await page.evaluate(([id, url]) => window.wuxingDeckFiles.putPictures(JSON.stringify({ [id]: url })), [PICTURE_ID, PNG]);
  await page.evaluate(() => {
    localStorage.setItem("wuxing.settings", JSON.stringify({ ...JSON.parse(localStorage.getItem("wuxing.settings") || "{}"), volume: 3 }));
    localStorage.setItem("wuxing.tower.rules-seen", "true");
    localStorage.setItem("wuxing.tower.game.basic.999", JSON.stringify({ v: 1, id: "basic.999", rev: 1, game: '{"format": "wuxing-tower", "version": 0}' }));
  });
  const downloading = page.waitForEvent("download");
  await page.locator('[data-action="export"]').click();
  const file = readFileSync(await (await downloading).path(), "utf8");
  const backup = JSON.parse(file);
  expect(backup.format).toBe("wuxing-backup");
  expect(Object.keys(backup.storage)).toEqual(expect.arrayContaining(["wuxing.tower.stats", "wuxing.settings",
    `wuxing.tower.game.basic.${won.seed}`, `wuxing.tower.game.basic.${lost.seed}`]));
  expect(backup.pictures[PICTURE_ID]).toBe(PNG);
  await expect(page.locator("#message")).toContainText("Exported");

  expect(backup.storage["wuxing.tower.game.basic.999"]).toBeDefined();   // Export writes what the device holds

  // A damaged part: named in the question, in a player's words; the rest would be read back. Cancelled: nothing changes.
  const before = await page.evaluate(() => ({ ...localStorage }));
  const damaged = structuredClone(backup);
  damaged.storage[`wuxing.tower.game.basic.${won.seed}`] = '{"v": 1, "game": "{\\"format\\": 7}"}';
  await page.locator("#import-file").setInputFiles({ name: "damaged.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(damaged)) });
  await expect(page.locator("#confirm-text")).toContainText(`3 left out, they cannot be read back: `);
  await expect(page.locator("#confirm-text")).toContainText(`the saved Spirit Beast Tower deal Basic ${won.seed}`);
  await expect(page.locator("#confirm-text")).not.toContainText("wuxing.");
  await page.locator('#confirm-dialog form button').click();
  expect(await page.evaluate(() => ({ ...localStorage }))).toEqual(before);
  // Not a backup at all: refused whole, nothing asked.
  await page.locator("#import-file").setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from('{"format": "notes"}') });
  await expect(page.locator("#message")).toContainText("This file cannot be read back, and nothing changed");
  await expect(page.locator("#confirm-dialog")).toBeHidden();

  // A reset asks first; cancel keeps, yes clears.
  await page.locator('[data-action="reset"][data-game="tower"]').click();
  await expect(page.locator("#confirm-text")).toContainText("Reset the statistics of Spirit Beast Tower?");
  await page.locator('#confirm-dialog form button').click();
  await expect(stat(page, "tower.basic.played")).toHaveText("2");
  await page.locator('[data-action="reset"][data-game="tower"]').click();
  await page.locator('#confirm-dialog [data-action="confirmed"]').click();
  await expect(stat(page, "tower.basic.played")).toHaveText("0");
  expect(await page.evaluate(() => localStorage.getItem("wuxing.tower.stats"))).toBeNull();

  // Another device (a fresh context, in Chinese): the backup read back whole.
  const context = await browser.newContext({ serviceWorkers: "block" });
  await returning(context);
  const other = await context.newPage();
  const seen = await guard(other, baseURL);
  await other.goto("/stats.html?lang=zh", { waitUntil: "commit" });
  await waitReady(other);
  await expect(stat(other, "tower.basic.played")).toHaveText("0");
  await other.locator("#import-file").setInputFiles({ name: "backup.json", mimeType: "application/json", buffer: Buffer.from(file) });
  // The device's own backup, stale entries and all, reads back (#74.1): the two it cannot take are named and left out.
  const readBack = Object.keys(backup.storage).length - 2;
  await expect(other.locator("#confirm-text")).toContainText(`讀回 ${readBack} 項資料和 1 張圖片？`);
  await expect(other.locator("#confirm-text")).toContainText("有 2 項讀不回來，已略過：");
  await expect(other.locator("#confirm-text")).toContainText("靈獸塔存檔：基本形 999");
  await other.locator('#confirm-dialog [data-action="confirmed"]').click();
  await expect(other.locator("#message")).toContainText(`已讀回：${readBack} 項資料、1 張圖片。有 2 項讀不回來`);
  expect(JSON.parse(await other.evaluate(() => localStorage.getItem("wuxing.settings")))).not.toHaveProperty("volume");
  for (const [name, value] of Object.entries(expected)) await expect(stat(other, name), name).toHaveText(value);
  expect(JSON.parse(await other.evaluate(() => window.wuxingDeckFiles.allPictures()))).toEqual({ [PICTURE_ID]: PNG });
  await other.goto(`/tower.html?layout=basic&seed=${won.seed}`, { waitUntil: "commit" });
  await waitReady(other);
  await expectStatus(other, "won");                                        // the saved game came back too
  await context.close();
  expect(seen).toEqual([]);
});

test("one non-whole figure in the stored statistics: the deal's end is counted all the same, with a notice (#74.2)", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL);
  const won = oneBefore(true);
  const raw = '{"cross":{"played":2.0},"basic":{"played":1}}';
  await page.goto("/index.html", { waitUntil: "domcontentloaded" });
  await page.evaluate(([{ seed, game }, raw]) => {
    localStorage.setItem(`wuxing.tower.game.basic.${seed}`, JSON.stringify({ v: 1, id: `basic.${seed}`, rev: 1, tab: "t", game, counted: false }));
    localStorage.setItem("wuxing.tower.index", JSON.stringify([`basic.${seed}`]));
    localStorage.setItem("wuxing.schema", "2");
    localStorage.setItem("wuxing.tower.stats", raw);
  }, [won, raw]);
  await page.goto(`/tower.html?layout=basic&seed=${won.seed}`, { waitUntil: "commit" });
  await waitReady(page);
  await playByTaps(page, won.last);
  await expectStatus(page, "won");
  await expect(page.locator("#notice")).toContainText("有一筆儲存的資料無法讀取");
  const table = JSON.parse(await page.evaluate(() => localStorage.getItem("wuxing.tower.stats")));
  expect(table.basic).toMatchObject({ played: 2, won: 1 });
  expect(table.cross).toEqual({});
  expect(await page.evaluate(() => localStorage.getItem("wuxing.tower.stats.corrupt"))).toBe(raw);
  expect(problems).toEqual([]);
});

test("impossible stored figures are shown as what plays can make (#74.8)", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL);
  await page.goto("/index.html", { waitUntil: "domcontentloaded" });
  await page.evaluate(() => {
    localStorage.setItem("wuxing.tower.stats", JSON.stringify({ basic: { played: 1, won: 999999, streak: 1e6, best_streak: 1e6 } }));
    localStorage.setItem("wuxing.tower.daily", JSON.stringify({ won: ["2026-12-01", "2999-01-01"], best_streak: 1e6 }));
  });
  await page.goto("/stats.html", { waitUntil: "commit" });
  await waitReady(page);
  await expect(stat(page, "tower.basic.won")).toHaveText("1");
  await expect(stat(page, "tower.basic.win_pct")).toHaveText("100%");
  await expect(stat(page, "tower.basic.best_streak")).toHaveText("1");
  await expect(stat(page, "tower.daily.won")).toHaveText("1");            // 2999 is not a day anyone has won yet
  await expect(stat(page, "tower.daily.best_streak")).toHaveText("1");
  expect(problems).toEqual([]);
});

test("an import that storage refuses part way leaves the device as it was: entries and pictures (#74.6)", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL);
  await page.goto("/stats.html?lang=en", { waitUntil: "commit" });
  await waitReady(page);
  const OTHER = "p" + "c".repeat(32);
  await page.evaluate(async ([id, url]) => {
    localStorage.setItem("wuxing.tower.winnable", "off");
    await window.wuxingDeckFiles.putPictures(JSON.stringify({ [id]: url }));
  }, [PICTURE_ID, PNG]);
  const data = () => page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => !k.startsWith("wuxing.boot"))));
  const before = await data();
  // Storage fills up at the file's second entry (as a file over the quota did).
  await page.evaluate(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (k === "wuxing.tower.stats") throw new DOMException("full", "QuotaExceededError");
      return set.call(this, k, v);
    };
  });
  const file = JSON.stringify({ format: "wuxing-backup", version: 1,
    storage: { "wuxing.tower.winnable": "on", "wuxing.tower.stats": JSON.stringify({ basic: { played: 1 } }), "wuxing.tower.rules-seen": "1" },
    pictures: { [OTHER]: PNG } });
  await page.locator("#import-file").setInputFiles({ name: "backup.json", mimeType: "application/json", buffer: Buffer.from(file) });
  await page.locator('#confirm-dialog [data-action="confirmed"]').click();
  await expect(page.locator("#message")).toContainText("nothing was read back, and the device is as it was");
  expect(await data()).toEqual(before);                                          // "off" again, nothing added
  expect(Object.keys(JSON.parse(await page.evaluate(() => window.wuxingDeckFiles.allPictures())))).toEqual([PICTURE_ID]);
  expect(problems).toEqual([]);
});
