// Tap latency (issue #4.8): for every tap of a whole winning game of 靈獸塔 in
// headless Chromium, the time from dispatching the tap to the updated board
// (the Python handler, the DOM update, and a forced style + layout). p50/p95.
import { chromium } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "../e2e/browser.mjs";
import { winningLine } from "../e2e/engine.mjs";
import { startServer } from "./server.mjs";

const DEALS = (process.env.TAP_DEALS || "basic:5,cross:42,top:7").split(",").map((d) => d.split(":"));
const pct = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(q * s.length))]; };

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const taps = [], moves = [];
try {
  for (const [layout, seed] of DEALS) {
    const page = await (await browser.newContext({ viewport: { width: 768, height: 1024 } })).newPage();
    await page.goto(`${server.url}/tower.html?layout=${layout}&seed=${seed}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 120_000 });
    for (const action of winningLine(layout, Number(seed))) {
      const m = /^([a-z]\d+)([<>])([a-z]\d+)$/.exec(action);
      const times = await page.evaluate(([src, dir, dst]) => {
        const tap = (el) => { const t0 = performance.now(); el.click(); void document.body.offsetHeight; return performance.now() - t0; };
        const out = [tap(document.querySelector(`[data-cell="${src}"]`)), tap(document.querySelector(`[data-cell="${dst}"]`))];
        const choice = document.querySelector(`[data-choice="${dir === "<" ? "under" : "on"}"]`);
        if (choice && !choice.closest("[hidden]")) out.push(tap(choice));
        return out;
      }, [m[1], m[2], m[3]]);
      taps.push(...times);
      moves.push(times.reduce((a, b) => a + b, 0));
    }
    const status = await page.locator("[data-game-status]").getAttribute("data-game-status");
    if (status !== "won") throw new Error(`${layout}:${seed} ended ${status}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`tap benchmark: ${DEALS.map((d) => d.join(":")).join(", ")} played to a win by taps (${taps.length} taps, ${moves.length} moves)`);
console.log(`per tap:  p50 ${pct(taps, 0.5).toFixed(1)} ms   p95 ${pct(taps, 0.95).toFixed(1)} ms   max ${Math.max(...taps).toFixed(1)} ms   (target p95 <= 16 ms)`);
console.log(`per move: p50 ${pct(moves, 0.5).toFixed(1)} ms   p95 ${pct(moves, 0.95).toFixed(1)} ms   (2-3 taps each)`);
