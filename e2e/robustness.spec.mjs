// Never lose a game, never break on bad data (issue #11): two tabs, full
// storage, crafted links and stored values, hostile host pages.
import { test, expect } from "@playwright/test";
import { guard, waitReady } from "./guard.mjs";
import { engine, pilesAfter, winningLine } from "./engine.mjs";
import { openDeal, pagePiles, playByTaps, expectStatus } from "./tower-helpers.mjs";

const BLOG = process.env.E2E_BLOG_URL;
const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);
const towerSave = async (page, deal) => JSON.parse(JSON.parse(await stored(page, `wuxing.tower.game.${deal}`)).game);
const hide = (page) => page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));

// Fill localStorage until the browser refuses more; returns a function that frees it again.
async function fillStorage(page) {
  await page.evaluate(() => {
    let n = 0;
    for (const size of [262144, 16384, 1024, 64, 4]) {
      const chunk = "x".repeat(size);
      for (;;) {
        try { localStorage.setItem(`junk.${n++}`, chunk); } catch (e) { break; }
      }
    }
  });
  return () => page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith("junk.")) localStorage.removeItem(k); });
}

test("tower in two tabs: an idle tab takes up the other's moves; both playing lose nothing; another deal is untouched", async ({ context, baseURL }) => {
  const a = await context.newPage(), b = await context.newPage();
  const problems = [...await guard(a, baseURL), ...await guard(b, baseURL)];
  await openDeal(a, "basic", 5);
  await openDeal(b, "basic", 5);
  const line = winningLine("basic", 5);
  for (const action of line.slice(0, 4)) await playByTaps(a, action);
  await a.close();
  await hide(b);                                      // the idle tab saves on leaving: it must not undo A's moves
  await expect(b.locator("#moves")).toHaveText("4");
  expect((await towerSave(b, "basic.5")).moves).toBe(4);
  // Both playing: C plays, B follows at once (storage event), then B plays on top.
  const c = await context.newPage();
  problems.push(...await guard(c, baseURL));
  await openDeal(c, "basic", 5);
  await expect(c.locator("#moves")).toHaveText("4");
  for (const action of line.slice(4, 7)) await playByTaps(c, action);
  await expect(b.locator("#moves")).toHaveText("7");
  await playByTaps(b, line[7]);
  await expect(c.locator("#moves")).toHaveText("8");
  expect((await towerSave(b, "basic.5")).moves).toBe(8);
  // A tab on another deal writes its own entry and leaves this one alone.
  const d = await context.newPage();
  problems.push(...await guard(d, baseURL));
  await openDeal(d, "cross", 42);
  await playByTaps(d, winningLine("cross", 42)[0]);
  await hide(d);
  expect((await towerSave(d, "basic.5")).moves).toBe(8);
  expect((await towerSave(d, "cross.42")).moves).toBe(1);
  expect(problems).toEqual([]);
});

test("釣鶼鰈 in two tabs: a new game in one sets the other's game aside with its latest move", async ({ context, baseURL }) => {
  const a = await context.newPage(), b = await context.newPage();
  const problems = [...await guard(a, baseURL), ...await guard(b, baseURL)];
  await a.goto("/fishing.html");
  await waitReady(a);
  await a.evaluate(() => localStorage.clear());
  await a.reload();
  await waitReady(a);
  await a.locator('[data-seat="0"] [data-seat-name]').fill("Ann");
  await a.locator('[data-seat="1"] [data-seat-name]').fill("Bo");
  await a.locator('[data-seat="1"] [data-seat-kind]').selectOption("human");
  await a.locator('[data-action="start"]').click();
  await expect(a.locator("#table")).toBeVisible();
  await b.goto("/fishing.html");
  await waitReady(b);
  await expect(b.locator("#table")).toBeVisible();                     // B resumed game 1
  // B starts game 2; game 1 is set aside.
  await b.locator('.foot [data-action="new"]').click();
  await b.locator('[data-action="start"]').click();
  await expect(b.locator("#table")).toBeVisible();
  // A learns of it at once and keeps game 1 among the games in progress.
  await expect(a.locator("#notice")).toContainText("另一個分頁開了新的一局");
  await expect(a.locator("#setup")).toBeVisible();
  await expect(a.locator("#in-progress-list [data-resume]")).toHaveCount(2);
  const game2 = JSON.parse(await stored(b, "wuxing.fishing.game")).id;
  // Resuming game 1 in A, playing on, and B's game 2 is in turn kept aside.
  await a.locator("#in-progress-list [data-resume]").last().click();
  await expect(a.locator("#table")).toBeVisible();
  await a.locator('#field [data-state="down"]').first().click();
  const current = JSON.parse(await stored(a, "wuxing.fishing.game"));
  // The flip, and the other seat's window passed by its setting (FP1: a lone card's block stops no score).
  expect(JSON.parse(current.game).history).toEqual([expect.stringMatching(/^flip /), "pass"]);
  const previous = JSON.parse(await stored(a, "wuxing.fishing.previous")).map((w) => JSON.parse(w));
  expect(previous.map((w) => w.id)).toContain(game2);
  expect(current.id).not.toBe(game2);
  // B set its game 2 aside in turn and follows game 1 as A plays it.
  await expect(b.locator('#field [data-state="up"]')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test("full storage: the tower says so at once and keeps what was saved; 釣鶼鰈 does not drop the unfinished game", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL);
  await openDeal(page, "basic", 5);
  const line = winningLine("basic", 5);
  await playByTaps(page, line[0]);
  const free = await fillStorage(page);
  await playByTaps(page, line[1]);
  await expect(page.locator("#notice")).toContainText("無法存檔");
  expect((await towerSave(page, "basic.5")).moves).toBe(1);          // the last save that fitted is intact
  await free();
  await playByTaps(page, line[2]);
  expect((await towerSave(page, "basic.5")).moves).toBe(3);

  await page.goto("/fishing.html");
  await waitReady(page);
  await page.evaluate(() => localStorage.removeItem("wuxing.fishing.game"));
  await page.reload();
  await waitReady(page);
  await page.locator('[data-seat="1"] [data-seat-kind]').selectOption("human");
  await page.locator('[data-action="start"]').click();
  await page.locator('#field [data-state="down"]').first().click();
  const before = await stored(page, "wuxing.fishing.game");
  const freeAgain = await fillStorage(page);
  await page.locator('.foot [data-action="new"]').click();
  await page.locator('[data-action="start"]').click();
  await expect(page.locator("#notice")).toContainText("無法存檔");
  await expect(page.locator("#setup")).toBeVisible();                  // the new game did not start
  expect(await stored(page, "wuxing.fishing.game")).toBe(before);     // the unfinished one is still saved
  await freeAgain();
  expect(problems).toEqual([]);
});

test("crafted links and stored values: a notice and a working page, never a dead one", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL);
  for (const query of ["layout=basic&seed=²", `layout=basic&seed=${"9".repeat(5000)}`, "layout=basic&seed=١٢٣"]) {
    await page.goto(`/tower.html?${query}`);
    await waitReady(page);
    await expect(page.locator("#notice")).toContainText("網址參數有誤");
    await expectStatus(page, "playing");
  }
  await page.goto("/fishing.html?seed=²");
  await waitReady(page);
  await expect(page.locator("#notice")).toContainText("網址參數有誤");
  await page.locator(".more summary").click();
  await page.locator("#seed").fill("²");
  await page.locator('[data-action="start"]').click();
  await expect(page.locator("#notice")).toContainText("種子必須是");
  await expect(page.locator("#setup")).toBeVisible();
  // A name with a text-direction override (ruling DK8): refused with the reason, nothing starts.
  await page.locator("#seed").fill("");
  await page.locator('[data-seat="0"] [data-seat-name]').fill("Ann\u202eX");
  await page.locator('[data-action="start"]').click();
  await expect(page.locator("#notice")).toContainText("改變文字方向的字元");
  await expect(page.locator("#setup")).toBeVisible();
  // ... and a rematch link holding one is refused whole, its words quoted without it.
  const seats = (name) => encodeURIComponent(JSON.stringify([{ name, kind: "human" }, { name: "Bo", kind: "human" }]));
  await page.goto(`/fishing.html?seed=5&seats=${seats("Ann")}`);
  await waitReady(page);
  await expect(page.locator("#notice")).toBeHidden();
  await expect(page.locator('[data-seat="0"] [data-seat-name]')).toHaveValue("Ann");
  await page.goto(`/fishing.html?seed=5&seats=${seats("Ann\u202eX")}`);
  await waitReady(page);
  await expect(page.locator("#notice")).toContainText("網址參數有誤");
  expect(await page.locator("#notice").textContent()).not.toContain("\u202e");
  // Unreadable stored values: set aside, the page starts clean.
  await page.evaluate(() => {
    localStorage.setItem("wuxing.tower.index", "[5]");
    localStorage.setItem("wuxing.tower.game.basic.6", "[".repeat(100000));
    localStorage.setItem("wuxing.tower.stats", JSON.stringify({ basic: { played: "x" } }));
    localStorage.setItem("wuxing.fishing.previous", "[".repeat(100000));
  });
  await page.goto("/tower.html");
  await waitReady(page);
  await expectStatus(page, "playing");
  await page.goto("/tower.html?layout=basic&seed=6");
  await waitReady(page);
  await expect(page.locator("#notice")).toContainText("存檔無法讀取");
  expect(await stored(page, "wuxing.tower.game.basic.6.corrupt")).toBe("[".repeat(100000));
  await page.reload();
  await waitReady(page);
  await expect(page.locator("#notice")).toBeHidden();                    // never read again
  // A win with odd statistics still ends in the result dialog.
  for (const action of winningLine("basic", 6)) await playByTaps(page, action);
  await expect(page.locator("#result-dialog")).toBeVisible();
  await expect(page.locator("#stats-text")).toContainText("1/1");
  await page.goto("/fishing.html");
  await waitReady(page);
  await expect(page.locator("#setup")).toBeVisible();
  // The embed with an empty card list shows the default line.
  await page.goto("/embed.html?demo=fishing&cards=");
  await page.waitForFunction(() => document.documentElement?.dataset.interactive === "true", null, { timeout: 90_000 });
  await expect(page.locator("#field [data-cell]")).toHaveCount(4);           // 水木土金, as when cards= is left out
  expect(problems).toEqual([]);
});

test("a host page cannot stop an embed from booting; game pages refuse to be framed by other sites", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL, BLOG);
  await page.goto(`${BLOG}/index.html?site=${encodeURIComponent(baseURL + "/")}`);
  const frame = page.frameLocator("#tower-frame");
  // The host posts Pyodide's own message name to the frame while it loads.
  await page.evaluate(() => {
    const f = document.getElementById("tower-frame");
    const t = setInterval(() => f.contentWindow && f.contentWindow.postMessage("_si", "*"), 5);
    setTimeout(() => clearInterval(t), 20000);
  });
  await expect(frame.locator("html")).toHaveAttribute("data-interactive", "true", { timeout: 90_000 });
  await expect(frame.locator("html")).toHaveAttribute("data-ready", "true");
  // Every page states a Content-Security-Policy.
  for (const path of ["index.html", "tower.html", "fishing.html", "embeds.html", "embed.html"]) {
    const html = await (await page.request.get(`${baseURL}/${path}`)).text();
    expect(html).toContain('http-equiv="Content-Security-Policy"');
  }
  // A game page framed by another origin shows only a link to open it.
  await page.evaluate((url) => { document.getElementById("line-frame").src = url; }, `${baseURL}/tower.html`);
  await expect(page.frameLocator("#line-frame").locator("html")).toHaveAttribute("data-framed", "refused");
  await expect(page.frameLocator("#line-frame").locator("a")).toHaveAttribute("target", "_top");
  // It stopped loading there: no loader, no engine, no game markup.
  await expect(page.frameLocator("#line-frame").locator("#loader, #board, script[type=py]")).toHaveCount(0);
  expect(problems.filter((p) => !p.includes("line-frame"))).toEqual([]);
});

test("a page of another site that opens a game page and floods it with Pyodide's message name: the game boots", async ({ page, context, baseURL }) => {
  // Counted from the first script of every page (the popup's included): js/page-guard.js must stand before
  // the interpreter starts (issue #70.4: 35,297 uncaught errors once).
  await context.addInitScript(() => { window.__uncaught = 0; addEventListener("error", () => { window.__uncaught++; }); });
  const problems = await guard(page, baseURL, BLOG);
  await page.goto(`${BLOG}/index.html?site=${encodeURIComponent(baseURL + "/")}`);
  for (const game of ["tower", "fishing"]) {
    const opened = context.waitForEvent("page");
    await page.evaluate((url) => {
      const w = window.open(url, "_blank");
      const t = setInterval(() => { try { w.postMessage("_si", "*"); } catch (e) { /* closed */ } }, 1);
      setTimeout(() => clearInterval(t), 15000);
    }, `${baseURL}/${game}.html`);
    const popup = await opened;
    const popupProblems = await guard(popup, baseURL, BLOG);
    await waitReady(popup);
    await popup.waitForTimeout(500);   // still flooded after ready
    expect(await popup.evaluate(() => window.__uncaught)).toBe(0);
    expect(popupProblems).toEqual([]);
    await popup.close();
  }
  expect(problems).toEqual([]);
});

test("game pages with storage that throws on every access boot, play, and keep nothing", async ({ page, context, baseURL }) => {
  await context.addInitScript(() => {
    for (const name of ["localStorage", "indexedDB", "caches"]) {
      Object.defineProperty(window, name, { configurable: true, get() { throw new DOMException("refused", "SecurityError"); } });
    }
  });
  const problems = await guard(page, baseURL);
  await openDeal(page, "basic", 3);
  await expect(page.locator("html")).toHaveAttribute("data-storage", "refused");
  const [first] = winningLine("basic", 3);
  await playByTaps(page, first);
  await expect.poll(() => pagePiles(page)).toEqual(pilesAfter("basic", 3, [first]));
  for (const game of ["fishing", "ink"]) {
    await page.goto(`/${game}.html`);
    await waitReady(page);
    await expect(page.locator("html")).toHaveAttribute("data-storage", "refused");
  }
  expect(problems).toEqual([]);
});

test("a damaged tower index hides no saved deal; the landing page writes nothing (#74.5)", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL);
  const { save, line } = engine(`from wuxing_core.tower import Tower
g = Tower.deal("basic", 7)
line = [str(a) for a in g.solve(0)][:19]
for a in line: g.play(a)
print(json.dumps({"save": json.dumps({"v": 1, "id": "basic.7", "rev": 1, "tab": "t", "game": g.to_json(), "counted": False}), "line": line}))`);
  await page.goto("/index.html", { waitUntil: "domcontentloaded" });
  await page.evaluate((save) => {
    localStorage.setItem("wuxing.schema", "2");
    localStorage.setItem("wuxing.tower.index", '{"basic.7":true}');
    localStorage.setItem("wuxing.tower.game.basic.7", save);
  }, save);
  // The saved data (the loading bar keeps its own timings, wuxing.boot-*, beside it).
  const data = () => page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => !k.startsWith("wuxing.boot"))));
  const before = await data();
  await page.goto("/index.html");
  await waitReady(page);
  await expect(page.locator('[data-continue="basic.7"]')).toHaveCount(1);        // offered to continue
  expect(await data()).toEqual(before);                                          // and nothing written (LP1)
  await page.goto("/tower.html");
  await waitReady(page);
  await expect.poll(() => pagePiles(page)).toEqual(pilesAfter("basic", 7, line));   // the saved deal, not a random one
  await expect(page.locator("#notice")).toContainText("有一筆儲存的資料無法讀取");
  expect(JSON.parse(await page.evaluate(() => localStorage.getItem("wuxing.tower.index")))).toEqual(["basic.7"]);
  expect(problems).toEqual([]);
});

test("damaged and long entries: settings over 4,096 characters kept, every copy set aside whole and numbered, every reset said (#74.11)", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL);
  await page.goto("/index.html", { waitUntil: "domcontentloaded" });
  // Valid settings padded past 4,096 characters: read, not reset.
  await page.evaluate(() => localStorage.setItem("wuxing.settings", JSON.stringify({ lang: "en", theme: "dark" }) + " ".repeat(5000)));
  await page.goto("/index.html");
  await waitReady(page);
  await expect(page.locator("html")).toHaveAttribute("data-lang", "en");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  // Two damages to the same entry: two whole copies, the first not overwritten.
  const first = "{" + "x".repeat(6000);
  for (const raw of [first, "[1, 2"]) {
    await page.evaluate((raw) => localStorage.setItem("wuxing.settings", raw), raw);
    await page.goto("/index.html");
    await waitReady(page);
  }
  expect(await page.evaluate(() => [localStorage.getItem("wuxing.settings.corrupt"), localStorage.getItem("wuxing.settings.corrupt.2")]))
    .toEqual([first, "[1, 2"]);
  // Damaged statistics: the page counts from zero and says so.
  await page.evaluate(() => localStorage.setItem("wuxing.fishing.stats", "[1"));
  await page.goto("/stats.html?lang=en");
  await waitReady(page);
  await expect(page.locator("#notice")).toContainText("Some statistics could not be read");
  expect(await page.evaluate(() => localStorage.getItem("wuxing.fishing.stats.corrupt"))).toBe("[1");
  expect(problems).toEqual([]);
});
