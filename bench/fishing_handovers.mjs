// Hand-overs in a scripted 3-human 釣鶼鰈 game (issue #35.5): the same seeded games (every seat a human on
// the default block setting, playing the attentive computer's choices) played by taps on each built site in
// SITES (name=dir, comma-separated; default: this build), counting the hand-over cues the page shows and the
// block prompts a player answers. "turns" is how often the turn really passes to another seat.
import { chromium } from "@playwright/test";
import { resolve } from "node:path";
import { chromiumPath, chromiumArgs } from "../e2e/browser.mjs";
import { returning } from "../e2e/guard.mjs";
import { playThree, threePlan } from "../e2e/fishing-three.mjs";
import { startServer } from "./server.mjs";

const SITES = (process.env.SITES || `this=${resolve(import.meta.dirname, "../build/site")}`).split(",").map((s) => s.split("="));
const SEEDS = (process.env.SEEDS || "4,7,11").split(",").map(Number);
const LIMIT = Number(process.env.LIMIT || 10000);
const SETTINGS = (process.env.BLOCKS || "matter,always").split(",");   // the seats' block setting (FP1)
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  console.log(`hand-overs, 3 human seats, seeds ${SEEDS.join(",")}; "pass taps": block prompts answered with a tap on Pass / No block`);
  console.log(`${"site".padEnd(8)} ${"blocks".padEnd(7)} ${"seed".padStart(4)} ${"actions".padStart(7)} ${"turns".padStart(5)} ${"hand-overs".padStart(10)} ${"pass taps".padStart(9)}`);
  for (const [name, dir] of SITES) {
    const server = await startServer(dir);
    try {
      for (const blocks of SETTINGS) for (const seed of SEEDS) {
        const plan = threePlan(seed, LIMIT, blocks);
        const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
        await returning(context);
        const page = await context.newPage();
        await page.goto(`${server.url}/fishing.html`);
        await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 120_000 });
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 120_000 });
        await page.locator('input[name="players"][value="3"]').check();
        for (const i of [0, 1, 2]) {
          await page.locator(`[data-seat="${i}"] [data-seat-name]`).fill(["Ann", "Ben", "Cai"][i]);
          await page.locator(`[data-seat="${i}"] [data-seat-kind]`).selectOption("human");
          await page.locator(`[data-seat="${i}"] [data-seat-blocks]`).selectOption(blocks);
        }
        await page.locator("details.more summary").click();
        await page.locator("#seed").fill(String(seed));
        await page.locator('[data-action="start"]').click();
        const r = await playThree(page, plan);
        const scores = await page.$$eval("[data-score-player]", (els) => els.map((e) => Number(e.dataset.score)));
        if (JSON.stringify(scores) !== JSON.stringify(plan.scores)) throw new Error(`${name} seed ${seed}: scores ${scores} != ${plan.scores}`);
        console.log(`${name.padEnd(8)} ${blocks.padEnd(7)} ${String(seed).padStart(4)} ${String(plan.steps.length).padStart(7)} ${String(plan.turns).padStart(5)} ${String(r.handovers).padStart(10)} ${String(r.prompts).padStart(9)}`);
        await context.close();
      }
    } finally { server.stop(); }
  }
} finally {
  await browser.close();
}
