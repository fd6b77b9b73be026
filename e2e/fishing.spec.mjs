import { test, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { guard, waitReady } from "./guard.mjs";

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
    if (s.autopass) await row.locator("[data-seat-autopass]").check();
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
  await setUp(page, [{ name: "Ann", kind: "human" }, { name: "Bo", kind: "human" }], { seed: 3 });
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
  await expect(page.locator("#message")).toContainText("牌列已斷");
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
  await expect(page.locator(`[data-score-player="${P}"] .counter b`).nth(1)).toHaveText("2");
  await expect(page.locator("#log")).toContainText(`${names[P]} 得分：鶼羽鰈 ${p.a}${p.a}（+2）`);
  await expect(page.locator('[data-action="stop"]')).toBeVisible();
  await page.locator('[data-action="stop"]').click();
  // The block and counter turned face down on C, over the card that was there.
  await expect(cell(page, p.C)).toHaveAttribute("data-state", "down");
  await expect(cell(page, p.C)).toHaveAttribute("data-down", "3");
  await expect(turn(page)).toHaveAttribute("data-player", String(O));
  await expectNoHiddenElements(page);
});

test("a game against a computer runs to its result screen", async ({ page }) => {
  await setUp(page, [{ name: "Me", kind: "human", autopass: true }, { name: "Bot", kind: "perfect" }],
    { seed: 12, pace: "60" });
  const result = page.locator("#result-dialog");
  let taps = 0;
  while (!(await result.isVisible())) {
    expect(taps++).toBeLessThan(400);
    const kind = await turn(page).getAttribute("data-kind");
    if (kind !== "human") { await page.waitForTimeout(40); continue; }
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
  await expect(page.locator("[data-game-status]")).toHaveAttribute("data-game-status", "over");
  await expect(page.locator("#result-list li")).toHaveCount(2);
  await expect(page.locator("#result-title")).toContainText(/獲勝|平手/);
  const scores = await page.$$eval("#result-list li", (lis) => lis.map((li) => Number(li.dataset.score)));
  expect(scores[0]).toBeGreaterThanOrEqual(scores[1]);
  // The finished game survives a reload and shows its result again.
  await page.reload();
  await waitReady(page);
  await expect(result).toBeVisible();
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

test("a new game sets the unfinished one aside; the set-up lists it to resume", async ({ page }) => {
  await setUp(page, [{ name: "Ann", kind: "human", autopass: true }, { name: "Bo", kind: "human", autopass: true }], { seed: 3 });
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
