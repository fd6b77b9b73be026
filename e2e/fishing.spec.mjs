import { test, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { guard, returning, waitReady } from "./guard.mjs";
import { playThree, threePlan } from "./fishing-three.mjs";

const root = resolve(import.meta.dirname, "..");
const python = existsSync(resolve(root, ".venv/bin/python")) ? resolve(root, ".venv/bin/python") : "python3";
const plan = (seed) => JSON.parse(execFileSync(python, [resolve(root, "e2e/fishing-plan.py"), String(seed)],
  { cwd: root, env: { ...process.env, PYTHONPATH: root }, encoding: "utf8" }));

let problems = null;
test.beforeEach(async ({ page, baseURL }) => { problems = await guard(page, baseURL); });
test.afterEach(async () => { expect(problems).toEqual([]); });

async function setUp(page, seats, { seed = "", pace = "500", query = "" } = {}) {
  await page.goto(`/fishing.html${query}`);
  await waitReady(page);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await waitReady(page);
  await expect(page.locator("#setup")).toBeVisible();
  await page.locator(`input[name="players"][value="${seats.length}"]`).check();
  for (const [i, s] of seats.entries()) {
    const row = page.locator(`[data-seat="${i}"]`);
    await row.locator("[data-seat-name]").fill(s.name);
    await row.locator("[data-seat-kind]").selectOption(s.kind);
    if (s.blocks) await row.locator("[data-seat-blocks]").selectOption(s.blocks);
  }
  await page.locator(".more summary").click();
  await page.locator("#seed").fill(String(seed));
  await page.locator("#pace").selectOption(pace);
  await page.locator('[data-action="start"]').click();
  await expect(page.locator("#table")).toBeVisible();
}

const turn = (page) => page.locator("#turn");
const cell = (page, name) => page.locator(`#field [data-cell="${name}"]`);
const handCard = (page, p, el) => page.locator(`#hands [data-hand-player="${p}"] [data-hand-card="${el}"]`);

async function expectNoHiddenElements(page) {
  // No face-down card's element in any DOM attribute or text (issue #5.2).
  const leaks = await page.$$eval("#field [data-cell]", (cells) => cells
    .filter((c) => c.dataset.state === "down")
    .filter((c) => /[木火土金水]/.test(c.outerHTML)).map((c) => c.outerHTML));
  expect(leaks).toEqual([]);
}

test("two humans by taps: a hand rescue, a block and a counter; resume on reload", async ({ page }) => {
  const p = plan(3);
  const [P, O] = [p.first, p.other];
  const names = ["Ann", "Bo"];
  await setUp(page, [{ name: "Ann", kind: "human", blocks: "always" }, { name: "Bo", kind: "human", blocks: "always" }], { seed: 3 });
  await expect(turn(page)).toHaveAttribute("data-player", String(P));
  await expect(turn(page)).toContainText(names[P]);
  await expectNoHiddenElements(page);

  await cell(page, p.A).click();                                  // flip a
  await expect(cell(page, p.A)).toHaveAttribute("data-state", "up");
  await expect(cell(page, p.A)).toContainText(p.a);
  // A block window for the other player: named, with a plain pass.
  await expect(turn(page)).toHaveAttribute("data-phase", "window");
  await expect(turn(page)).toHaveAttribute("data-player", String(O));
  await expect(turn(page)).toContainText(names[O]);
  await page.locator('[data-action="pass"]').click();
  await expect(turn(page)).toHaveAttribute("data-phase", "flip");
  // Tapping the other player's card is refused in words, nothing changes.
  await handCard(page, O, p.x).click({ force: true });
  await expect(page.locator('[data-action="pass"]')).toBeHidden();

  await cell(page, p.B).click();                                  // flip b: broken
  await page.locator('[data-action="pass"]').click();
  await expect(page.locator("#line-kind")).toHaveAttribute("data-kind", "broken");
  await expect(turn(page)).toContainText(names[P]);

  // A flip now is illegal: the page shows the engine's own reason and nothing changes.
  await cell(page, p.D).click();
  await expect(page.locator("#message")).toHaveAttribute("data-kind", "error");
  await expect(page.locator("#message")).toContainText("牌列斷了：用手牌補救，或讓它失敗。");
  await expect(cell(page, p.D)).toHaveAttribute("data-state", "down");
  await expect(page.locator("#line [data-entry]")).toHaveCount(2);

  // The rescue: hand card a into place 1, laid on cell C.
  await handCard(page, P, p.a).click();
  await page.locator('#line [data-gap="1"]').click();
  await cell(page, p.C).click();
  await expect(page.locator("#line [data-entry]")).toHaveCount(3);
  await expect(page.locator("#line-kind")).toHaveAttribute("data-kind", "pair");
  await expect(turn(page)).toHaveAttribute("data-player", String(O));     // the pair waits for the window

  // The block, by the other player, on the hand card.
  await handCard(page, O, p.x).click();
  await page.locator('#line [data-entry="1"]').click();
  await expect(page.locator('#line [data-entry="1"]')).toHaveAttribute("data-blocked", "true");
  await expect(turn(page)).toHaveAttribute("data-player", String(P));     // the counter window
  await expect(page.locator(`[data-score-player="${P}"]`)).toHaveAttribute("data-score", "0");

  // Resume on reload in the middle of the window.
  await page.reload();
  await waitReady(page);
  await expect(turn(page)).toHaveAttribute("data-player", String(P));
  await expect(turn(page)).toHaveAttribute("data-phase", "window");
  await expect(page.locator('#line [data-entry="1"]')).toHaveAttribute("data-blocked", "true");

  // The counter: z on the block; the pair scores.
  await handCard(page, P, p.z).click();
  await cell(page, p.C).click();
  await expect(page.locator(`[data-score-player="${P}"]`)).toHaveAttribute("data-score", "2");
  await expect(page.locator(`[data-score-player="${P}"] .pts`)).toHaveText("2");            // one score (#35.7)
  await expect(page.locator(`[data-score-player="${P}"] .counter`).nth(1)).toHaveText("2");  // the ones eye
  await expect(page.locator("#log")).toContainText(`${names[P]} 得分：鶼羽鰈 ${p.a}${p.a}（+2）`);
  await expect(page.locator('[data-action="stop"]')).toBeVisible();
  await page.locator('[data-action="stop"]').click();
  // The block and counter turned face down on C, over the card that was there.
  await expect(cell(page, p.C)).toHaveAttribute("data-state", "down");
  await expect(cell(page, p.C)).toHaveAttribute("data-down", "3");
  await expect(turn(page)).toHaveAttribute("data-player", String(O));
  await expectNoHiddenElements(page);
});

const JARGON = /\b[A-Z]{1,2}\d+[a-z]?\b|\b[a-j]\d{1,2}\b|[<>=]|\b(play|block|down) [木火土金水]/;

for (const lang of ["zh", "en"]) {
  test(`illegal attempts speak a player's words (${lang})`, async ({ page }) => {
    const p = plan(3);
    const [P, O] = [p.first, p.other];
    await setUp(page, [{ name: "Ann", kind: "human", blocks: "never" }, { name: "Bo", kind: "human", blocks: "never" }],
      { seed: 3, query: `?lang=${lang}` });
    const said = [];
    const note = async () => { said.push(await page.locator("#message").textContent()); };
    await cell(page, p.A).click();
    await cell(page, p.B).click();                                   // broken
    await expect(page.locator("#line-kind")).toHaveAttribute("data-kind", "broken");
    await cell(page, p.D).click(); await note();                     // flip while broken
    await expect(page.locator("#message")).toHaveAttribute("data-kind", "error");
    await cell(page, p.A).click(); await note();                     // a face-up card
    await handCard(page, O, p.x).click({ force: true }); await note(); // the other player's card
    await handCard(page, P, p.x).click(); await note();
    await cell(page, p.C).click(); await note();                     // a block on a card not in the line
    expect(said.filter((t) => t && JARGON.test(t))).toEqual([]);
    expect(said.filter((t) => t).length).toBeGreaterThan(2);
    await expect(page.locator("#line [data-entry]")).toHaveCount(2);
  });
}

test("F4b: a hand card makes a dragon inside a longer line, by taps", async ({ page }) => {
  const f = JSON.parse(execFileSync(python, [resolve(root, "e2e/fishing-f4b-plan.py"), "3"],
    { cwd: root, env: { ...process.env, PYTHONPATH: root }, encoding: "utf8" }));
  const P = f.first;
  await setUp(page, [{ name: "Ann", kind: "human", blocks: "always" }, { name: "Bo", kind: "human", blocks: "always" }], { seed: 3 });
  for (const name of f.cells) {                                   // four in 生 order, then the stray
    await cell(page, name).click();
    await expect(cell(page, name)).toHaveAttribute("data-state", "up");
    await expect(turn(page)).toHaveAttribute("data-phase", "window");
    await page.locator('[data-action="pass"]').click();
  }
  await expect(page.locator("#line-kind")).toHaveAttribute("data-kind", "broken");
  await expect(turn(page)).toHaveAttribute("data-player", String(P));
  await handCard(page, P, f.hand).click();                        // the rescue between the fourth and the stray
  await page.locator('#line [data-gap="4"]').click();
  await cell(page, f.C).click();
  await expect(page.locator("#line-kind")).toHaveAttribute("data-kind", "dragon");
  await page.locator('[data-action="pass"]').click();              // the other player lets it score
  await expect(page.locator(`[data-score-player="${P}"]`)).toHaveAttribute("data-score", "7");
  await expect(page.locator("#log")).toContainText(`生龍 ${f.run}（+7）`);
  await expect(cell(page, f.stray)).toHaveAttribute("data-state", "up");   // out of play until the phase ends
  await page.locator('[data-action="stop"]').click();
  await expect(cell(page, f.stray)).toHaveAttribute("data-state", "down");
});

test("block prompts per setting: only when it matters (default), always, never", async ({ page }) => {
  const p = plan(3);
  const [P, O] = [p.first, p.other];
  const windows = [];
  for (const blocks of ["matter", "always", "never"]) {
    await setUp(page, [{ name: "Ann", kind: "human", blocks }, { name: "Bo", kind: "human", blocks }], { seed: 3 });
    let shown = 0;
    const passIfAsked = async () => {
      if (await turn(page).getAttribute("data-phase") === "window") { shown += 1; await page.locator('[data-action="pass"]').click(); }
    };
    await cell(page, p.A).click();                 // a lone card: a block would stop nothing
    await expect(cell(page, p.A)).toHaveAttribute("data-state", "up");
    await passIfAsked();
    await cell(page, p.B).click();                 // broken: a block would stop nothing
    await expect(page.locator("#line [data-entry]")).toHaveCount(2);
    await passIfAsked();
    await handCard(page, P, p.a).click();          // the rescue makes a pair: a block would stop it
    await page.locator('#line [data-gap="1"]').click();
    await cell(page, p.C).click();
    await expect.poll(async () => await turn(page).getAttribute("data-phase") === "window"
      || await page.locator(`[data-score-player="${P}"]`).getAttribute("data-score") === "2").toBe(true);
    await passIfAsked();
    await expect(page.locator(`[data-score-player="${P}"]`)).toHaveAttribute("data-score", "2");
    windows.push(shown);
  }
  expect(windows).toEqual([1, 3, 0]);
  // The seat's choice is kept for the next set-up.
  await page.locator('[data-action="new"]').first().click();
  await expect(page.locator('[data-seat="0"] [data-seat-blocks]')).toHaveValue("never");
  void O;
});

test("a block needs no hand-over: the seat's button on the shared prompt starts it; the cue comes when the turn passes", async ({ page }) => {
  const p = plan(3);
  const [P, O] = [p.first, p.other];
  const names = ["Ann", "Bo"];
  await setUp(page, [{ name: "Ann", kind: "human", blocks: "always" }, { name: "Bo", kind: "human", blocks: "always" }], { seed: 3 });
  await expect(page.locator("#handover")).toBeHidden();
  await cell(page, p.A).click();
  await expect(turn(page)).toHaveAttribute("data-phase", "window");
  const cue = page.locator("#handover");
  await expect(cue).toBeHidden();                                 // hands are open (F10): no hand-over for a block
  await expect(turn(page)).toContainText(names[O]);
  const block = page.locator(`#blockers [data-block-seat="${O}"]`);
  await expect(block).toBeVisible();                              // "Bo blocks", next to "No block"
  await expect(block).toContainText(names[O]);
  await expect(page.locator('[data-action="pass"]')).toBeVisible();
  await block.click();                                            // one hand card can block: it is chosen
  await expect(page.locator("#message")).toContainText(p.x);
  await page.locator('#line [data-entry="0"]').click();
  await expect(page.locator('#line [data-entry="0"]')).toHaveAttribute("data-blocked", "true");
  await expect(turn(page)).toHaveAttribute("data-player", String(P));   // Ann may counter: still no cue
  await expect(cue).toBeHidden();
  await page.locator('[data-action="pass"]').click();             // no counter; Ann's line: a blocked lone card
  await expect(handCard(page, O, p.z)).toHaveAttribute("aria-label", `${names[O]} 的手牌：${p.z}`);   // a hand card names its owner
  // The banner is readable: white on the seat's colour.
  const ratio = await turn(page).evaluate((el) => {
    const rgb = (c) => c.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
    const lum = ([r, g, b]) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
    const cs = getComputedStyle(el);
    const [a, b] = [lum(rgb(cs.color)), lum(rgb(cs.backgroundColor))];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});

for (const [size, lang] of [["tablet", "zh"], ["tablet", "en"], ["phone", "en"], ["phone", "zh"], ["laptop", "zh"], ["laptop", "en"]]) {
  test(`three humans on a ${size} (${lang}): the tablet is passed only when the turn passes (#35.5, #35.8)`, async ({ browser, baseURL }) => {
    const viewport = { phone: { width: 390, height: 844 }, tablet: { width: 820, height: 1180 }, laptop: { width: 1440, height: 900 } }[size];
    const context = await browser.newContext({ viewport, baseURL });
    await returning(context);
    const page = await context.newPage();
    const seen = await guard(page, baseURL);
    await setUp(page, [{ name: "Ann", kind: "human" }, { name: "Ben", kind: "human" }, { name: "Cai", kind: "human" }],
      { seed: 4, query: lang === "en" ? "?lang=en" : "" });
    const plan = threePlan(4, size === "tablet" && lang === "zh" ? 10000 : 45);   // one whole game, the rest its start
    if (size === "tablet") {   // a portrait tablet: the banner, the field and the current hand, no scrolling
      for (const sel of ["#turn", "#field", "#hands [data-current]"]) {
        const box = await page.locator(sel).boundingBox();
        expect(box.y >= 0 && box.y + box.height <= viewport.height, `${sel} on screen`).toBe(true);
      }
    }
    const r = await playThree(page, plan);
    expect(r.handovers).toBe(plan.turns);                        // one cue per turn that passes, none for a block
    const scores = await page.$$eval("[data-score-player]", (els) => els.map((e) => Number(e.dataset.score)));
    if (plan.over) expect(scores).toEqual(plan.scores);          // the same game as the engine's
    await context.close();
    expect(seen).toEqual([]);
  });
}

// A crafted position: the engine's save of a planned game, Ann and Bo on the table, opened by a reload.
async function openSaved(page, game, query = "") {
  await page.goto(`/fishing.html${query}`);
  await waitReady(page);
  await page.evaluate((game) => {
    localStorage.clear();
    localStorage.setItem("wuxing.fishing.game", JSON.stringify({ v: 1, id: "saved", rev: 1, tab: "t", game,
      seats: [{ name: "Ann", kind: "human", blocks: "never" }, { name: "Bo", kind: "human", blocks: "never" }], pace: 500 }));
  }, game);
  await page.reload();
  await waitReady(page);
  await expect(page.locator("#table")).toBeVisible();
}

test("the safety stop is stated once 3 rounds remain", async ({ page }) => {
  const q = JSON.parse(execFileSync(python, [resolve(root, "e2e/fishing-quiet-plan.py"), "16"],
    { cwd: root, env: { ...process.env, PYTHONPATH: root }, encoding: "utf8" }));
  await openSaved(page, q.game);
  await expect(page.locator("#safety")).toBeVisible();
  await expect(page.locator("#safety")).toContainText(`連續 ${q.quiet} 個回合`);
  await expect(page.locator("#safety")).toContainText(`再 ${q.left} 個`);
});

for (const lang of ["zh", "en"]) {
  test(`F9c: with 10 or fewer cards on the field the page states the short safety stop at once (${lang})`, async ({ page }) => {
    const q = JSON.parse(execFileSync(python, [resolve(root, "e2e/fishing-short-plan.py")],
      { cwd: root, env: { ...process.env, PYTHONPATH: root }, encoding: "utf8" }));
    await openSaved(page, q.game, `?lang=${lang}`);
    await expect(page.locator("#safety")).toBeVisible();
    await expect(page.locator("#safety")).toContainText(lang === "zh" ? `再 ${q.left} 個回合` : `${q.left} more turns`);
    await expect(page.locator("#safety")).toContainText(lang === "zh" ? "10 張以下" : "10 or fewer");
  });
}

test("a game against a computer runs to its result screen", async ({ page }) => {
  await setUp(page, [{ name: "Me", kind: "human", blocks: "never" }, { name: "Bot", kind: "perfect" }],
    { seed: 12, pace: "60" });
  const result = page.locator("#result-dialog");
  let taps = 0, highlighted = 0;
  while (!(await result.isVisible())) {
    expect(taps++).toBeLessThan(400);
    const kind = await turn(page).getAttribute("data-kind");
    if (kind !== "human") {
      highlighted += await page.locator("#field .cell.just").count();   // what the computer just did
      await page.waitForTimeout(40);
      continue;
    }
    const before = await page.locator("#log li").count();
    for (const what of ["stop", "fail", "pass"]) {
      const b = page.locator(`.controls [data-action="${what}"]`);
      if (await b.isVisible()) { await b.click(); break; }
    }
    if ((await page.locator("#log li").count()) === before && !(await result.isVisible())) {
      const flippable = page.locator("#field .cell.flippable");
      if (await flippable.count()) await flippable.first().click();
    }
    await expectNoHiddenElements(page);
  }
  expect(highlighted).toBeGreaterThan(0);
  await expect(page.locator("[data-game-status]")).toHaveAttribute("data-game-status", "over");
  await expect(page.locator("#result-list li")).toHaveCount(2);
  await expect(page.locator("#result-title")).toContainText(/獲勝|平手/);
  const scores = await page.$$eval("#result-list li", (lis) => lis.map((li) => Number(li.dataset.score)));
  expect(scores[0]).toBeGreaterThanOrEqual(scores[1]);
  // Sounds (#36.3): each step's cue as it is played, the game's end the last.
  const cues = await page.evaluate(() => [...window.wuxingSound.played]);
  expect(cues.filter((c) => ["flip", "stack", "score"].includes(c)).length).toBeGreaterThan(3);
  expect(cues.at(-1)).toBe("win");
  // The finished game survives a reload and shows its result again (and is counted once: #36.4).
  await page.reload();
  await waitReady(page);
  await expect(result).toBeVisible();
  const mine = await page.locator('#result-list [data-result-player="0"]').getAttribute("data-score");
  const iWon = (await page.locator('#result-list [data-result-player="0"][data-winner]').count()) === 1;
  await page.goto("/stats.html", { waitUntil: "commit" });
  await waitReady(page);
  await expect(page.locator('[data-stat="fishing.perfect.played"]')).toHaveText("1");
  await expect(page.locator('[data-stat="fishing.perfect.won"]')).toHaveText(iWon ? "1" : "0");
  await expect(page.locator('[data-stat="fishing.perfect.best_score"]')).toHaveText(mine);
  await expect(page.locator('[data-stat="fishing.total.played"]')).toHaveText("1");
  await page.goBack();
  await waitReady(page);
  // A rematch on another device (#35): the link holds the seed and the seats; it opens the set-up filled in.
  const link = await page.locator("#rematch-link").getAttribute("href");
  expect(link).toContain("seed=12");
  await page.goto(link);
  await waitReady(page);
  await expect(page.locator("#setup")).toBeVisible();
  await expect(page.locator("#seed")).toHaveValue("12");
  await expect(page.locator('[data-seat="1"] [data-seat-name]')).toHaveValue("Bot");
  await expect(page.locator('[data-seat="1"] [data-seat-kind]')).toHaveValue("perfect");
  await expect(page.locator('[data-seat="0"] [data-seat-blocks]')).toHaveValue("never");
  await page.locator('[data-action="start"]').click();
  await expect(page.locator('#hands div.hand[data-hand-player="1"]')).toContainText("Bot");
  await page.goto("/fishing.html?seats=%5Bbroken");
  await waitReady(page);
  await expect(page.locator("#notice")).toContainText("網址參數有誤");          // a bad link is explained; the game stays
  await expect(page.locator("#table")).toBeVisible();
});

test("a corrupted save is reported, kept aside, and the set-up shown", async ({ page }) => {
  await page.goto("/fishing.html");
  await waitReady(page);
  await page.evaluate(() => localStorage.setItem("wuxing.fishing.game", '{"v":1,"seats":[],"game":"{\\"format\\":\\"wuxing.fishing\\"}"}'));
  await page.reload();
  await waitReady(page);
  await expect(page.locator("#notice")).toBeVisible();
  await expect(page.locator("#setup")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("wuxing.fishing.corrupt"))).toContain("wuxing.fishing");
});

for (const [name, viewport] of [["tablet", { width: 768, height: 1024 }], ["phone", { width: 390, height: 844 }]]) {
  test(`four seats on a ${name}: nothing overlaps or is cut off`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const issues = await guard(page, baseURL);
    await setUp(page, ["A", "B", "C", "D"].map((n) => ({ name: n, kind: "human" })), { seed: 5 });
    await page.locator("#field .cell.flippable").first().tap();
    await expect(page.locator("#line [data-entry]")).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const boxes = [];
    for (const el of await page.locator(".btn:visible, .hcard:visible, #field [data-cell]").all()) {
      boxes.push([await el.evaluate((e) => e.className), await el.boundingBox()]);
    }
    expect(boxes.length).toBeGreaterThan(60 + 20);
    for (const [cls, b] of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(viewport.width + 0.5);
      expect(b.height, cls).toBeGreaterThanOrEqual(40);
      expect(b.width, cls).toBeGreaterThanOrEqual(cls.includes("cell") ? 28 : 44);
    }
    const overlap = (a, b) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
      expect(overlap(boxes[i][1], boxes[j][1]), `${boxes[i][0]} and ${boxes[j][0]} overlap`).toBe(false);
    }
    await page.screenshot({ path: `test-results/fishing-${name}.png`, fullPage: true });
    expect(issues).toEqual([]);
    await context.close();
  });
}

test("English table and log", async ({ page }) => {
  await setUp(page, [{ name: "Ann", kind: "human" }, { name: "Bo", kind: "forgetful" }], { seed: 9, query: "?lang=en" });
  await expect(page.locator("#turn")).toContainText(/your turn|thinking/);
  await expect(page.locator("#log")).toContainText("Turn 1:");
  await expect(page.locator('[data-hand-player="1"] .pname')).toContainText("Forgetful computer");
});

test("a seat name that shows nothing takes the seat's default name; a long one is cut between graphemes (#74.9)", async ({ page }) => {
  const family = "👩\u200d👩\u200d👧";   // one emoji of five characters
  await setUp(page, [{ name: "\u200b\u200b", kind: "human", blocks: "never" }, { name: "abcdefghijklmn" + family, kind: "human", blocks: "never" }], { seed: 3 });
  await expect(page.locator('[data-hand-player="0"] .pname')).toContainText("玩家1");
  const second = await page.locator('[data-hand-player="1"] .pname').textContent();
  expect(second).toContain("abcdefghijklmn");
  expect(second).not.toContain("\u200d");            // the family is left out whole, never split
});

test("set-aside games that are not games: Start still starts, the list is mended with a notice (#74.3)", async ({ page }) => {
  await setUp(page, [{ name: "Ann", kind: "human", blocks: "never" }, { name: "Bo", kind: "human", blocks: "never" }], { seed: 3 });
  const p = plan(3);
  await cell(page, p.A).click();                                          // a game in progress
  await expect(cell(page, p.A)).toHaveAttribute("data-state", "up");
  await page.evaluate(() => localStorage.setItem("wuxing.fishing.previous", '["[1]", "5"]'));
  await page.locator('.foot [data-action="new"]').click();                // the set-up lists the games in progress:
  await expect(page.locator("#notice")).toContainText("有一筆儲存的資料無法讀取");   // the list is mended, and said
  await expect(page.locator("#in-progress [data-resume]")).toHaveCount(1);
  await page.locator(".more").evaluate((d) => { d.open = true; });
  await page.locator("#seed").fill("4");
  await page.locator('[data-action="start"]').click();
  await expect(page.locator("#log li")).toHaveCount(1);                   // the new game started
  const kept = JSON.parse(await page.evaluate(() => localStorage.getItem("wuxing.fishing.previous")));
  expect(kept.map((w) => typeof JSON.parse(w))).toEqual(["object"]);      // the game in progress, set aside
  expect(await page.evaluate(() => localStorage.getItem("wuxing.fishing.previous.corrupt"))).toBe('["[1]", "5"]');
});

test("a new game sets the unfinished one aside; the set-up lists it to resume", async ({ page }) => {
  await setUp(page, [{ name: "Ann", kind: "human", blocks: "never" }, { name: "Bo", kind: "human", blocks: "never" }], { seed: 3 });
  const p = plan(3);
  await cell(page, p.A).click();
  await expect(cell(page, p.A)).toHaveAttribute("data-state", "up");
  const resume = page.locator("#in-progress [data-resume]");
  // New game → the set-up lists the game in progress; resuming it changes nothing.
  await page.locator('.foot [data-action="new"]').click();
  await expect(resume).toHaveCount(1);
  await resume.first().click();
  await expect(cell(page, p.A)).toHaveAttribute("data-state", "up");
  // Two more games: each start sets the unfinished one aside, across reloads too.
  for (const seed of ["4", "5"]) {
    await page.locator('.foot [data-action="new"]').click();
    await page.locator(".more").evaluate((d) => { d.open = true; });
    await page.locator("#seed").fill(seed);
    await page.locator('[data-action="start"]').click();
    await expect(page.locator("#log li")).toHaveCount(1);
    await page.reload();
    await waitReady(page);
  }
  await page.locator('.foot [data-action="new"]').click();
  await expect(resume).toHaveCount(3);                        // seed 5 (current), 4 and 3 set aside
  await expect(page.locator("#in-progress li").last()).toContainText("已走 2 步");   // the first game: a flip and a pass
  await page.locator("#in-progress li").last().locator("[data-resume]").click();
  await expect(cell(page, p.A)).toHaveAttribute("data-state", "up");
  await page.locator('.foot [data-action="new"]').click();
  await expect(resume).toHaveCount(3);                        // nothing was lost in the swap
});

test("motion: a scored combination flies to the scorer's score in under 300 ms, and is gone after (issue #13.3)", async ({ page }) => {
  const f = JSON.parse(execFileSync(python, [resolve(root, "e2e/fishing-f4b-plan.py"), "3"],
    { cwd: root, env: { ...process.env, PYTHONPATH: root }, encoding: "utf8" }));
  const P = f.first;
  await page.addInitScript(() => {   // every scripted animation, as it starts
    window.__flights = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (frames, options) {
      if (this.classList.contains("flying")) window.__flights.push({ text: this.textContent, duration: options.duration });
      return animate.call(this, frames, options);
    };
  });
  await setUp(page, [{ name: "Ann", kind: "human", blocks: "always" }, { name: "Bo", kind: "human", blocks: "always" }], { seed: 3 });
  for (const name of f.cells) {
    await cell(page, name).click();
    await expect(turn(page)).toHaveAttribute("data-phase", "window");
    await page.locator('[data-action="pass"]').click();
  }
  await handCard(page, P, f.hand).click();
  await page.locator('#line [data-gap="4"]').click();
  await cell(page, f.C).click();
  expect(await page.evaluate(() => window.__flights)).toEqual([]);   // nothing scored yet
  await page.locator('[data-action="pass"]').click();                // it scores
  await expect(page.locator(`[data-score-player="${P}"]`)).toHaveAttribute("data-score", "7");
  const flights = await page.evaluate(() => window.__flights);
  expect(flights.map((x) => x.text).sort().join("")).toBe([...f.run].sort().join(""));
  for (const x of flights) expect(x.duration).toBeLessThan(300);
  await expect(page.locator(".flying")).toHaveCount(0);               // removed once landed
});
