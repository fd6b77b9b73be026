// Boot benchmark (issue #2.9): in one headless-Chromium run, load the landing
// page and a bare page that only calls loadPyodide() from the same files, each
// cold (new browser context) and warm (reload), RUNS times; print the median
// time-to-ready, the ratio landing/bare, and the bytes moved on a cold load.
import { chromium } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "../e2e/browser.mjs";
import { startServer } from "./server.mjs";

const RUNS = Number(process.env.RUNS || 5);
const PAGES = { landing: "/index.html", bare: "/bench/bare.html" };

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

async function readyTime(page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 120_000 });
  return page.evaluate(() => {
    const mark = performance.getEntriesByName("wuxing-ready")[0];
    const bytes = [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")]
      .reduce((sum, e) => sum + (e.transferSize || 0), 0);
    return { ms: mark.startTime, bytes };
  });
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const results = { landing: { cold: [], warm: [], bytes: [] }, bare: { cold: [], warm: [], bytes: [] } };
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [name, path] of Object.entries(PAGES)) {   // alternate pages so drift hits both
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(server.url + path);
      const cold = await readyTime(page);
      await page.reload();
      const warm = await readyTime(page);
      results[name].cold.push(cold.ms); results[name].warm.push(warm.ms); results[name].bytes.push(cold.bytes);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}
const row = (name) => {
  const r = results[name];
  return `${name.padEnd(8)} cold ${median(r.cold).toFixed(0).padStart(6)} ms   warm ${median(r.warm).toFixed(0).padStart(6)} ms   cold bytes ${(median(r.bytes) / 1e6).toFixed(2)} MB`;
};
console.log(`boot benchmark: median of ${RUNS} runs, time from navigation start to ready, headless Chromium`);
console.log(row("bare"));
console.log(row("landing"));
for (const k of ["cold", "warm"]) {
  const ratio = median(results.landing[k]) / median(results.bare[k]);
  console.log(`ratio landing/bare ${k}: ${ratio.toFixed(3)} (${ratio <= 1.10 ? "within" : "OVER"} the 10 % target)`);
}
console.log(`all runs (ms): ${JSON.stringify(Object.fromEntries(Object.entries(results).map(([k, v]) => [k, { cold: v.cold.map(Math.round), warm: v.warm.map(Math.round) }])))}`);
