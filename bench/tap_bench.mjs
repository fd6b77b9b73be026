// Tap latency (issue #4.8, #13): for every tap of a whole winning game of 靈獸塔 in
// headless Chromium, the time from dispatching the tap to the updated board
// (the Python handler, the DOM update, and a forced style + layout). p50/p95,
// measured two ways (below: burst and paced).
import { chromium } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { chromiumPath, chromiumArgs } from "../e2e/browser.mjs";
import { winningLine } from "../e2e/engine.mjs";
import { returning } from "../e2e/guard.mjs";
import { startServer } from "./server.mjs";

const DEALS = (process.env.TAP_DEALS || "basic:5,cross:42,top:7").split(",").map((d) => d.split(":"));
// A returning player: "How to play" does not open over the table (issue #14.1).
const newPage = async (browser) => {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  await returning(context);
  return context.newPage();
};
const pct = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(q * s.length))]; };

const server = await startServer(process.env.SITE || undefined);   // SITE: another built site, for a same-run comparison
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const taps = { burst: [], paced: [] }, moves = { burst: [], paced: [] }, inkTaps = [], fishingTaps = [];
const PACE_MS = Number(process.env.PACE_MS || 120);
const root = resolve(import.meta.dirname, "..");
const python = existsSync(resolve(root, ".venv/bin/python")) ? resolve(root, ".venv/bin/python") : "python3";
try {
  // Twice: "burst" dispatches a move's 2-3 taps in one task, the next move at once (no frame between taps:
  // no player can); "paced" gives each tap its own task, PACE_MS (120) after the last, as a quick player
  // taps, so the frames and animations of the last tap run in between. The tap's own time is the same measure.
  // ORDER=paced,burst swaps them: the first deals of a fresh browser are the slowest (its code caches are cold).
  for (const mode of (process.env.ORDER || "burst,paced").split(",")) {
    for (const [layout, seed] of DEALS) {
      const page = await newPage(browser);
      await page.goto(`${server.url}/tower.html?layout=${layout}&seed=${seed}`);
      await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 120_000 });
      for (const action of winningLine(layout, Number(seed))) {
        const m = /^([a-z]\d+)([<>])([a-z]\d+)$/.exec(action);
        const times = [];
        for (const k of mode === "burst" ? [-1] : [0, 1, 2]) {
          times.push(...await page.evaluate(([src, dir, dst, k]) => {
            const tap = (el) => { const t0 = performance.now(); el.click(); void document.body.offsetHeight; return performance.now() - t0; };
            const choice = () => {
              const el = document.querySelector(`[data-choice="${dir === "<" ? "under" : "on"}"]`);
              return el && !el.closest("[hidden]") ? el : null;
            };
            const cell = (name) => document.querySelector(`[data-cell="${name}"]`);
            if (k === 0) return [tap(cell(src))];
            if (k === 1) return [tap(cell(dst))];
            if (k === 2) return choice() ? [tap(choice())] : [];
            const out = [tap(cell(src)), tap(cell(dst))];
            if (choice()) out.push(tap(choice()));
            return out;
          }, [m[1], m[2], m[3], k]));
          if (mode === "paced") await page.waitForTimeout(PACE_MS);
        }
        taps[mode].push(...times);
        moves[mode].push(times.reduce((a, b) => a + b, 0));
      }
      const status = await page.locator("[data-game-status]").getAttribute("data-game-status");
      if (status !== "won") throw new Error(`${layout}:${seed} ended ${status}`);
      await page.close();
    }
  }
  // 墨香 (issue #16): three humans play a planned game to a win by taps: the
  // hand-over screen's button, each card, then Play or Pass.
  const plan = JSON.parse(execFileSync(python, [resolve(root, "e2e/ink-plan.py"), "87"],
    { cwd: root, env: { ...process.env, PYTHONPATH: root }, encoding: "utf8" }));
  const page = await newPage(browser);
  await page.goto(`${server.url}/ink.html`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 120_000 });
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 120_000 });
  await page.locator('input[name="players"][value="3"]').check();
  for (const i of [0, 1, 2]) await page.locator(`[data-seat="${i}"] [data-seat-kind]`).selectOption("human");
  await page.locator("details.more summary").click();
  await page.locator("#seed").fill(String(plan.seed));
  await page.locator('[data-action="start"]').click();
  for (const step of plan.steps) {
    const times = await page.evaluate((step) => {
      const tap = (el) => { const t0 = performance.now(); el.click(); void document.body.offsetHeight; return performance.now() - t0; };
      const out = [tap(document.getElementById("reveal"))];
      for (const n of step.taps) out.push(tap(document.querySelector(`#hand [data-card="${n}"]`)));
      out.push(tap(document.querySelector(`[data-action="${step.action === "pass" ? "pass" : "play"}"]`)));
      return out;
    }, step);
    inkTaps.push(...times);
  }
  const over = await page.locator("#table").getAttribute("data-game-status");
  if (over !== "over") throw new Error(`墨香 plan ended ${over}`);
  await page.close();
  // 釣鶼鰈: two humans, both asked every block window, play a seeded game of random legal actions by taps:
  // a cell to flip; a hand card, then a gap and a cell, Place face down and a cell, or a line card to block;
  // Pass, Let the line fail, Stop flipping.
  const fplan = JSON.parse(execFileSync(python, [resolve(root, "bench/fishing_taps_plan.py"), "5"],
    { cwd: root, env: { ...process.env, PYTHONPATH: root }, encoding: "utf8" }));
  const fpage = await newPage(browser);
  await fpage.goto(`${server.url}/fishing.html`);
  await fpage.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 120_000 });
  await fpage.evaluate(() => localStorage.clear());
  await fpage.reload();
  await fpage.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 120_000 });
  for (const i of [0, 1]) {
    await fpage.locator(`[data-seat="${i}"] [data-seat-kind]`).selectOption("human");
    await fpage.locator(`[data-seat="${i}"] [data-seat-blocks]`).selectOption("always");
  }
  await fpage.locator("details.more summary").click();
  await fpage.locator("#seed").fill(String(fplan.seed));
  await fpage.locator('[data-action="start"]').click();
  for (const step of fplan.steps) {
    const times = await fpage.evaluate((step) => {
      const tap = (el) => { const t0 = performance.now(); el.click(); void document.body.offsetHeight; return performance.now() - t0; };
      const q = (sel) => { const el = document.querySelector(sel); if (!el) throw new Error(`no ${sel} for ${step.action}`); return el; };
      const cell = (name) => q(`#field [data-cell="${name}"]`), hand = (e) => q(`[data-hand-player="${step.seat}"][data-hand-card="${e}"]`);
      const [verb, ...rest] = step.action.split(" ");
      if (verb === "flip") return [tap(cell(rest[0]))];
      if (verb === "play") return [tap(hand(rest[0])), tap(q(`[data-gap="${rest[1]}"]`)), tap(cell(rest[2]))];
      if (verb === "down") return [tap(hand(rest[0])), tap(q('.controls [data-action="down"]')), tap(cell(rest[1]))];
      if (verb === "block") return [tap(hand(rest[0])), tap(q(`#line [data-cell="${rest[1]}"]`))];
      return [tap(q(`.controls [data-action="${verb}"]`))];
    }, step);
    fishingTaps.push(...times);
  }
  const turns = await fpage.evaluate(() => document.getElementById("log").getAttribute("start"));
  if (Number(turns) < fplan.steps.length) throw new Error(`釣鶼鰈 plan: ${turns} events for ${fplan.steps.length} actions`);
} finally {
  await browser.close();
  server.stop();
}
console.log(`tap benchmark: ${DEALS.map((d) => d.join(":")).join(", ")} played to a win by taps (${taps.paced.length} taps, ${moves.paced.length} moves), each way`);
for (const mode of ["burst", "paced"]) {
  const t = taps[mode], m = moves[mode];
  console.log(`${mode === "burst" ? "burst (a move's taps in one task)" : `paced (a tap every ${PACE_MS} ms)`}:`);
  console.log(`  per tap:  p50 ${pct(t, 0.5).toFixed(1)} ms   p95 ${pct(t, 0.95).toFixed(1)} ms   max ${Math.max(...t).toFixed(1)} ms   (target p95 <= 16 ms)`);
  console.log(`  per move: p50 ${pct(m, 0.5).toFixed(1)} ms   p95 ${pct(m, 0.95).toFixed(1)} ms   (2-3 taps each)`);
}
console.log(`墨香: seed 87, three humans to a win by taps (${inkTaps.length} taps): per tap p50 ${pct(inkTaps, 0.5).toFixed(1)} ms   p95 ${pct(inkTaps, 0.95).toFixed(1)} ms   max ${Math.max(...inkTaps).toFixed(1)} ms   (target p95 <= 16 ms)`);
console.log(`釣鶼鰈: seed 5, two humans, ${fishingTaps.length} taps: per tap p50 ${pct(fishingTaps, 0.5).toFixed(1)} ms   p95 ${pct(fishingTaps, 0.95).toFixed(1)} ms   max ${Math.max(...fishingTaps).toFixed(1)} ms   (target p95 <= 16 ms)`);
