// Embed benchmark (issue #6.6): for each demo, in headless Chromium, RUNS times:
// cold (new browser context) and warm (reload). Prints the median time from
// navigation start to first contentful paint (the static demo), to the static
// drawing being in place (mark "embed-static"), and to interactive (mark
// "wuxing-ready", the engine wired).
import { chromium } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "../e2e/browser.mjs";
import { startServer } from "./server.mjs";

const RUNS = Number(process.env.RUNS || 5);
const DEMOS = {
  cycles: "/embed.html?demo=cycles",
  tower: "/embed.html?demo=tower&position=" + encodeURIComponent("木 火 土/金 水 ."),
  fishing: "/embed.html?demo=fishing&cards=水木土金&hand=火木",
};
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

async function timings(page) {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === "true", null, { timeout: 120_000 });
  return page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0].startTime,
    drawn: performance.getEntriesByName("embed-static")[0].startTime,
    ready: performance.getEntriesByName("wuxing-ready")[0].startTime,
  }));
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const out = {};
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [name, path] of Object.entries(DEMOS)) {
      const context = await browser.newContext({ viewport: { width: 400, height: 600 } });
      const page = await context.newPage();
      await page.goto(server.url + path);
      const cold = await timings(page);
      await page.reload();
      const warm = await timings(page);
      out[name] ??= { cold: [], warm: [] };
      out[name].cold.push(cold); out[name].warm.push(warm);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`embed benchmark: median of ${RUNS} runs (ms from navigation start), headless Chromium`);
console.log(`${"demo".padEnd(8)} ${"".padEnd(5)} ${"first paint".padStart(11)} ${"drawn".padStart(7)} ${"interactive".padStart(11)}`);
for (const [name, r] of Object.entries(out)) {
  for (const k of ["cold", "warm"]) {
    const m = (f) => median(r[k].map((t) => t[f])).toFixed(0);
    console.log(`${name.padEnd(8)} ${k.padEnd(5)} ${m("paint").padStart(11)} ${m("drawn").padStart(7)} ${m("ready").padStart(11)}`);
  }
}
