import { test, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { guard, waitReady } from "./guard.mjs";

const root = resolve(import.meta.dirname, "..");
const python = existsSync(resolve(root, ".venv/bin/python")) ? resolve(root, ".venv/bin/python") : "python3";
const litPlan = (seed) => JSON.parse(execFileSync(python, [resolve(root, "e2e/ink-lit-plan.py"), String(seed)],
  { cwd: root, env: { ...process.env, PYTHONPATH: root }, encoding: "utf8" }));
const plan = (seed, lang = "zh") => JSON.parse(execFileSync(python, [resolve(root, "e2e/ink-plan.py"), String(seed), lang],
  { cwd: root, env: { ...process.env, PYTHONPATH: root }, encoding: "utf8" }));

let problems = null;
test.beforeEach(async ({ page, baseURL }) => { problems = await guard(page, baseURL); });
test.afterEach(async () => { expect(problems).toEqual([]); });

async function setUp(page, seats, { seed = "", pace = "150", lang = "zh" } = {}) {
  await page.goto(`/ink.html?lang=${lang}`);
  await waitReady(page);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await waitReady(page);
  await page.locator(`input[name="players"][value="${seats.length}"]`).check();
  for (const [i, [name, kind]] of seats.entries()) {
    const row = page.locator(`[data-seat="${i}"]`);
    await row.locator("[data-seat-name]").fill(name);
    await row.locator("[data-seat-kind]").selectOption(kind);
  }
  await page.locator("details.more summary").click();
  await page.locator("#pace").selectOption(pace);
  if (seed !== "") await page.locator("#seed").fill(String(seed));
  await page.locator('[data-action="start"]').click();
  await expect(page.locator("#table")).toBeVisible();
}

// Every card the table may not see must be absent from the DOM: no card
// element of a hand, no name as text, attribute, label or title.
async function expectHidden(page, names) {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  const found = names.filter((n) => html.includes(n));
  expect(found, "hidden cards in the DOM").toEqual([]);
}

test("three humans by taps: hand-over screens hide every hand; a special, passes, a rebuilt deck, a win", async ({ page }) => {
  test.setTimeout(600_000);
  const p = plan(87);
  const names = ["Ann", "Bo", "Cy"];
  await setUp(page, names.map((n) => [n, "human"]), { seed: p.seed });
  let sawRecycle = false, sawSpecial = false;
  for (const [i, step] of p.steps.entries()) {
    // The hand-over screen names the player; no hand is in the DOM.
    await expect(page.locator("#handover")).toBeVisible();
    await expect(page.locator("#handover-text")).toContainText(names[step.seat]);
    await expect(page.locator("[data-card]")).toHaveCount(0);
    await expectHidden(page, step.screen);
    await page.locator("#reveal").click();
    // Only this seat's hand is drawn; the others' and the deck stay out of the DOM.
    await expect(page.locator("#hand [data-card]")).toHaveCount(step.hand.length);
    await expectHidden(page, step.open);
    for (const n of step.taps) await page.locator(`#hand [data-card="${n}"]`).click();
    if (step.action === "pass") {
      await page.locator('[data-action="pass"]').click();
    } else {
      if (step.total !== null) await expect(page.locator("#running")).toHaveAttribute("data-total", String(step.total));
      await expect(page.locator('[data-action="play"]')).toBeEnabled();
      await page.locator('[data-action="play"]').click();
    }
    const log = await page.locator("#log").textContent();
    sawRecycle ||= log.includes("洗回牌庫");
    sawSpecial ||= log.includes("特別卡");
    if (i === 0) expect(await page.locator("#log").textContent()).toContain(names[step.seat]);
  }
  expect(sawRecycle && sawSpecial).toBe(true);
  await expect(page.locator("#result-dialog")).toBeVisible();
  await expect(page.locator("#result-title")).toContainText(names[p.winner]);
  await expect(page.locator("#table")).toHaveAttribute("data-game-status", "over");
});

async function humanMove(page) {
  // A simple player: the first card that can start a play, then Play; or Pass.
  const usable = page.locator("#hand button.icard[data-usable]");
  if (await usable.count()) {
    await usable.first().click();
    const play = page.locator('[data-action="play"]');
    if (await play.isEnabled()) { await play.click(); return; }
    await page.locator('[data-action="clear"]').click();
  }
  await page.locator('[data-action="pass"]').click();
}

test("one human against two computers to the result, with a reload in the middle", async ({ page }) => {
  test.setTimeout(300_000);
  await setUp(page, [["Ann", "human"], ["Bo", "greedy"], ["Cy", "expert"]], { seed: 5, pace: "150" });
  await expect(page.locator("#handover")).toBeHidden();      // one human: the hand stays open
  let moves = 0, reloaded = false;
  for (let i = 0; i < 400; i++) {
    if (await page.locator("#result-dialog").isVisible()) break;
    const mine = await page.locator("#build").isVisible();
    if (!mine) { await page.waitForTimeout(100); continue; }
    const size = Number(await page.locator('#players [data-player="0"]').getAttribute("data-hand-size"));
    await expect(page.locator("[data-card]")).toHaveCount(size);   // the computers' hands are never drawn
    await humanMove(page);
    moves += 1;
    if (moves === 6 && !reloaded) {
      const before = await page.locator("#log li").allTextContents();
      const players = await page.locator("#players").textContent();
      await page.reload();
      await waitReady(page);
      await expect(page.locator("#table")).toBeVisible();
      const after = await page.locator("#log li").allTextContents();
      // The game goes on from where it was (a computer may have moved since the save).
      expect(after.slice(-before.length)).toEqual(before);
      expect(after.length).toBeGreaterThanOrEqual(before.length);
      reloaded = true;
      expect(players.length).toBeGreaterThan(0);
    }
  }
  expect(reloaded).toBe(true);
  await expect(page.locator("#result-dialog")).toBeVisible();
  await expect(page.locator("#result-reason")).not.toBeEmpty();
  // Sounds (#36.3): each play's cue, the game's end the last.
  const cues = await page.evaluate(() => [...window.wuxingSound.played]);
  expect(cues).toContain("stack");
  expect(cues.at(-1)).toBe("win");
  // Counted once in the statistics (#36.4), under each computer level at the table.
  const stats = JSON.parse(await page.evaluate(() => localStorage.getItem("wuxing.ink.stats")));
  const annWon = (await page.locator('#result-list [data-result-player="0"][data-winner]').count()) === 1;
  expect(stats.levels).toEqual({ expert: { played: 1, won: annWon ? 1 : 0 }, greedy: { played: 1, won: annWon ? 1 : 0 } });
  expect(stats.counted).toHaveLength(1);
  // A rematch link with the seed and the seats; "Play again" deals anew for the same seats (#35).
  await expect(page.locator("#rematch-link")).toHaveAttribute("href", /ink\.html\?seed=5&seats=/);
  const logged = Number(await page.locator("#log").getAttribute("start"));
  await page.locator('#result-dialog [data-action="again"]').click();
  await expect(page.locator("#result-dialog")).toBeHidden();
  await expect(page.locator('#players [data-player="2"]')).toContainText("Cy");
  await expect(page.locator("#table")).toHaveAttribute("data-game-status", "playing");
  expect(Number(await page.locator("#log").getAttribute("start"))).toBeLessThan(logged);   // a fresh game
});

test("a refused play is explained in a player's words", async ({ page }) => {
  await setUp(page, [["Ann", "human"], ["Bo", "human"]], { seed: 3 });
  await page.locator("#reveal").click();
  // Pass while leading with a play: refused with the reason, nothing changes.
  await page.locator('[data-action="pass"]').click();
  await expect(page.locator("#message")).toHaveAttribute("data-kind", "error");
  const text = await page.locator("#message").textContent();
  expect(text).toContain("必須出牌");
  expect(text).not.toMatch(/M\d|\d{4}|play |pass/);
  await expect(page.locator("#log li")).toHaveCount(1);
});

test("a corrupted save is kept aside with a notice; a new game starts", async ({ page }) => {
  await page.goto("/ink.html");
  await waitReady(page);
  await page.evaluate(() => { localStorage.clear(); localStorage.setItem("wuxing.ink.game", '{"v":1,"game":"{broken'); });
  await page.reload();
  await waitReady(page);
  await expect(page.locator("#notice")).toBeVisible();
  await expect(page.locator("#setup")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("wuxing.ink.corrupt"))).toContain("broken");
  await page.locator('[data-action="start"]').click();
  await expect(page.locator("#table")).toBeVisible();
});

for (const [name, viewport] of [["phone", { width: 390, height: 844 }], ["tablet", { width: 768, height: 1024 }]]) {
  test(`${name}: four seats and a hand of 20+ cards fit, nothing cut off, targets ≥ 44 px`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    await setUp(page, [["Ann", "human"], ["Bo", "greedy"], ["Cy", "greedy"], ["Di", "beginner"]], { seed: 11, pace: "150" });
    // Ann passes whenever she may, so her hand grows.
    for (let i = 0; i < 400; i++) {
      const size = Number(await page.locator('#players [data-player="0"]').getAttribute("data-hand-size"));
      if (size >= 20 && await page.locator("#build").isVisible()) break;
      if (await page.locator("#result-dialog").isVisible()) break;
      if (!(await page.locator("#build").isVisible())) { await page.waitForTimeout(80); continue; }
      if ((await page.locator('[data-action="pass"]').getAttribute("data-legal")) === "true") {
        await page.locator('[data-action="pass"]').click();
      } else {
        await humanMove(page);
      }
    }
    const size = Number(await page.locator('#players [data-player="0"]').getAttribute("data-hand-size"));
    expect(size).toBeGreaterThanOrEqual(20);
    const report = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const boxes = [...document.querySelectorAll("#hand [data-card]")].map((el) => el.getBoundingClientRect());
      const overlaps = boxes.some((a, i) => boxes.some((b, j) => j > i && a.left < b.right - 1 && b.left < a.right - 1
        && a.top < b.bottom - 1 && b.top < a.bottom - 1));
      // The hand scrolls sideways inside itself (issue #35.1): its box stays on the page, every card in its scroller.
      const scroller = document.querySelector("#hand .cards"), box = scroller.getBoundingClientRect();
      const cut = box.left < 0 || box.right > width + 0.5 || scroller.scrollWidth - scroller.clientWidth >
        boxes.reduce((w, b) => w + b.width, 0) || boxes.some((b) => b.top < box.top - 8 || b.bottom > box.bottom + 8);
      const small = [...document.querySelectorAll("#table button:not([hidden]), #table select")]
        .filter((el) => el.offsetParent !== null)
        .map((el) => el.getBoundingClientRect()).filter((b) => b.height < 44 || b.width < 44).length;
      const textCut = [...document.querySelectorAll("#hand .icard .text, #hand .icard .name")]
        .some((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
      return { overflow: document.documentElement.scrollWidth > width, overlaps, cut, small, textCut, cards: boxes.length };
    });
    expect(report).toEqual({ overflow: false, overlaps: false, cut: false, small: 0, textCut: false, cards: size });
    await page.screenshot({ path: `test-results/ink-${name}-hand.png`, fullPage: true });
  });
}

// Issue #35.1: a turn fits the screen: the battlefield, the play bar and the hand, with no page scroll, and the
// play bar stays in view after the last card of the hand is picked.
const SIZES = { phone: { width: 390, height: 844 }, tablet: { width: 820, height: 1180 }, laptop: { width: 1440, height: 900 } };
for (const [size, lang] of [["phone", "zh"], ["phone", "en"], ["tablet", "zh"], ["tablet", "en"], ["laptop", "zh"], ["laptop", "en"]]) {
  test(`a 墨香 turn fits a ${size} (${lang}) with no page scroll; the play bar stays in view`, async ({ page }) => {
    await page.setViewportSize(SIZES[size]);
    await setUp(page, [["Ann", "human"], ["Bo", "greedy"], ["Cy", "greedy"]], { seed: 4, lang });
    await expect(page.locator("#build")).toBeVisible({ timeout: 20_000 });
    const inView = async () => page.evaluate(() => {
      const vh = window.innerHeight, vw = window.innerWidth;
      const on = (sel) => { const r = document.querySelector(sel).getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.bottom <= vh + 0.5 && r.left >= 0 && r.right <= vw + 0.5; };
      return { page: document.scrollingElement.scrollHeight <= vh, beat: on("#to-beat"), field: on("#last-play"),
        running: on("#running"), play: on('#build [data-action="play"]'), pass: on('#build [data-action="pass"]'),
        clear: on('#build [data-action="clear"]'), hand: on("#hand .cards") };
    });
    const all = { page: true, beat: true, field: true, running: true, play: true, pass: true, clear: true, hand: true };
    expect(await inView()).toEqual(all);
    const cards = page.locator("#hand [data-card]");
    expect(await cards.count()).toBeGreaterThanOrEqual(12);
    await cards.last().click();                                     // the last card of the hand
    expect(await inView()).toEqual(all);
    await expect(page.locator("#running")).not.toBeEmpty();
    if (size !== "tablet") await page.screenshot({ path: `test-results/ink-turn-${size}-${lang}.png` });
  });
}

for (const lang of ["zh", "en"]) test(`only cards of some legal play holding the picked ones are lit (${lang}, #35.3)`, async ({ page }) => {
  const p = litPlan(4);
  await setUp(page, [["Ann", "human"], ["Bo", "human"]], { seed: 4, lang });
  await page.locator("#reveal").click();
  const lit = async () => (await page.locator("#hand [data-card][data-usable]").evaluateAll(
    (els) => els.map((e) => Number(e.dataset.card)))).sort((a, b) => a - b);
  await expect(page.locator("#hand [data-card]")).toHaveCount(p.hand.length);
  expect(await lit()).toEqual(p.lit[0]);
  await page.locator(`#hand [data-card="${p.picks[0]}"]`).click();
  expect(await lit()).toEqual(p.lit[1]);
  expect(p.lit[1].length).toBeLessThan(p.hand.length);            // a pick narrows what is lit
  await page.locator(`#hand [data-card="${p.picks[1]}"]`).click();
  expect(await lit()).toEqual(p.lit[2]);
  // The full text of a card: "Card text" shows the last one picked.
  await page.locator('[data-action="zoom"]').click();
  await expect(page.locator("#card-zoom")).toBeVisible();
  await expect(page.locator("#zoom-card .icard .name")).toHaveText(await page.locator(`#hand [data-card="${p.picks[1]}"] .name`).textContent());
  await expect(page.locator("#zoom-card .icard .no")).toContainText("No. ");   // the whole card, as in the gallery
  await page.locator("#card-zoom form button").click();
  await expect(page.locator("#card-zoom")).toBeHidden();
  // A long press on a card shows its full text too, and the press picks nothing.
  const other = page.locator(`#hand [data-card="${p.hand.find((n) => !p.picks.includes(n))}"]`);
  await other.dispatchEvent("pointerdown");
  await expect(page.locator("#card-zoom")).toBeVisible();
  await expect(page.locator("#zoom-card .icard .name")).toHaveText(await other.locator(".name").textContent());
  await other.dispatchEvent("pointerup");
  await other.dispatchEvent("click");
  await expect(other).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Escape");
  await expect(page.locator("#card-zoom")).toBeHidden();
});

for (const motion of ["no-preference", "reduce"]) {
  test(`a play slides to the battlefield and its total counts up; nothing moves under reduced motion (${motion})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: motion });
    const p = litPlan(4);
    await setUp(page, [["Ann", "human"], ["Bo", "human"]], { seed: 4 });
    await page.locator("#reveal").click();
    await page.locator(`#hand [data-card="${p.picks[0]}"]`).click();
    await page.locator(`#hand [data-card="${p.picks[1]}"]`).click();
    const total = Number(await page.locator("#running").getAttribute("data-total"));
    const seen = await page.evaluate(async () => {
      document.querySelector('#build [data-action="play"]').click();
      const slides = document.getAnimations().filter((a) => a.effect?.target?.closest?.("#last-play"));
      const first = document.querySelector("#last-play .num").textContent;
      // The count (300 ms, frame by frame) began with the slides (320 ms): done when they are, a frame on.
      await Promise.all(slides.map((a) => a.finished));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return { moving: slides.length, first: Number(first), last: Number(document.querySelector("#last-play .num").textContent) };
    });
    expect(seen.last).toBe(total);
    if (motion === "reduce") expect(seen).toEqual({ moving: 0, first: total, last: total });
    else { expect(seen.moving).toBe(2); expect(seen.first).toBeLessThan(total); }
  });
}

for (const lang of ["zh", "en"]) {
  test(`every compact face keeps its name whole: a line breaks only between words (${lang}, #35.2)`, async ({ page }) => {
    const html = execFileSync(python, [resolve(root, "e2e/ink-faces-html.py"), lang],
      { cwd: root, env: { ...process.env, PYTHONPATH: root }, encoding: "utf8" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/ink.html?lang=${lang}`);
    await waitReady(page);
    const bad = await page.evaluate(([html, lang]) => {
      const table = document.getElementById("table");
      table.hidden = false;
      const hand = document.getElementById("hand");
      hand.innerHTML = `<div class="cards">${html}</div>`;
      const out = [];
      for (const card of hand.querySelectorAll("[data-card]")) {
        card.scrollIntoView();
        const name = card.querySelector(".name"), box = card.getBoundingClientRect(), n = name.getBoundingClientRect();
        if (name.scrollWidth > name.clientWidth + 1 || n.left < box.left - 0.5 || n.right > box.right + 0.5
            || n.bottom > box.bottom + 0.5) out.push(`${name.textContent}: cut`);
        // Each word (or each part of a hyphenated word) lies on one line.
        const text = name.firstChild, words = [...text.data.matchAll(lang === "zh" ? /.+/g : /[^\s-]+-?/g)];
        for (const w of words) {
          const range = document.createRange();
          range.setStart(text, w.index);
          range.setEnd(text, w.index + w[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) out.push(`${name.textContent}: "${w[0]}" broken`);
        }
      }
      return out;
    }, [html, lang]);
    expect(bad).toEqual([]);
  });
}

test("English: the table and the cards speak English", async ({ page }) => {
  await setUp(page, [["Ann", "human"], ["Bo", "greedy"]], { seed: 4, lang: "en" });
  await expect(page.locator("#hand [data-card]").first()).toBeVisible();
  const text = await page.evaluate(() => document.body.innerText);
  const cjk = text.replace(/五行術|墨香|中文/g, "").match(/[\u4e00-\u9fff]/g);
  expect(cjk).toBeNull();
});

test("card gallery: every card from the data, filters by kind, weapon and element", async ({ page }) => {
  await page.goto("/cards.html");
  await waitReady(page);
  await expect(page.locator("[data-gallery-card]")).toHaveCount(87);
  await page.locator("#f-kind").selectOption("special");
  await expect(page.locator("[data-gallery-card]")).toHaveCount(8);
  await page.locator("#f-kind").selectOption("skill");
  await page.locator("#f-weapon").selectOption("劍");
  const swords = await page.locator("[data-gallery-card]").count();
  expect(swords).toBeGreaterThanOrEqual(2);
  await page.locator("#f-weapon").selectOption("");
  await page.locator("#f-element").selectOption("五合");
  await expect(page.locator("[data-gallery-card]")).toHaveCount(2);
  await page.goto("/cards.html?lang=en");
  await waitReady(page);
  await expect(page.locator('[data-gallery-card="2001"]')).toContainText("With a sword of its class: +3 ink.");
});
