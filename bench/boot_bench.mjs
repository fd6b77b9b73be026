// Boot benchmark (issues #2.9, #17): the landing page against a bare page that
// only calls loadPyodide() from the npm package's files as they come
// (build/bare: no precompiled stdlib, no compression, no service worker).
// Each visit is a new browser process on a profile of its own: *cold* on an
// empty profile, *warm* on the same profile again (HTTP cache, compiled-code
// cache and, for the site, its service worker: a real repeat visit, not a
// reload of the same renderer). Pages alternate so drift hits both. Prints the
// median time from navigation start to ready, the main-thread CPU time of the
// page's tasks (DevTools Performance.getMetrics: TaskDuration), the ratios,
// and the bytes moved on a cold visit.
import { chromium } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromiumPath, chromiumArgs } from "../e2e/browser.mjs";
import { startServer } from "./server.mjs";

const RUNS = Number(process.env.RUNS || 5);
const PAGE = process.env.PAGE || "/index.html";
const DWELL = Number(process.env.DWELL || 8000);   // ms on the page after ready

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

async function visit(profile, url) {
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = context.pages()[0] || await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 120_000 });
    const { metrics } = await cdp.send("Performance.getMetrics");
    const cpu = 1000 * metrics.find((m) => m.name === "TaskDuration").value;
    const out = await page.evaluate(() => {
      const mark = performance.getEntriesByName("wuxing-ready")[0];
      const bytes = [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")]
        .reduce((sum, e) => sum + (e.transferSize || 0), 0);
      return { ms: mark.startTime, bytes };
    });
    // As a visitor's browser would before the next visit: stay DWELL ms on the
    // page (both pages alike: Chromium keeps a wasm module's compiled code only
    // once its optimising compile has finished in the background) and let the
    // service worker (the site's only) finish keeping the site.
    await page.evaluate((dwell) => Promise.all([
      new Promise((ok) => setTimeout(ok, dwell)),
      navigator.serviceWorker.getRegistration().then((reg) => reg && Promise.race([
        navigator.serviceWorker.ready, new Promise((ok) => setTimeout(ok, 30_000))])),
    ]), DWELL);
    return { ...out, cpu };
  } finally {
    await context.close();
  }
}

const site = await startServer();
const bare = await startServer(resolve(import.meta.dirname, "..", "build", "bare"));
const urls = { landing: site.url + PAGE, bare: bare.url + "/bench/bare.html" };
const results = { landing: { cold: [], warm: [], coldCpu: [], warmCpu: [], bytes: [] }, bare: { cold: [], warm: [], coldCpu: [], warmCpu: [], bytes: [] } };
try {
  for (let run = 0; run < RUNS; run++) {
    for (const name of ["bare", "landing"]) {
      const profile = mkdtempSync(join(tmpdir(), "wuxing-boot-"));
      try {
        const cold = await visit(profile, urls[name]);
        const warm = await visit(profile, urls[name]);
        const r = results[name];
        r.cold.push(cold.ms); r.coldCpu.push(cold.cpu); r.bytes.push(cold.bytes);
        r.warm.push(warm.ms); r.warmCpu.push(warm.cpu);
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
    }
  }
} finally {
  site.stop();
  bare.stop();
}
const row = (name) => {
  const r = results[name];
  return `${name.padEnd(8)} cold ${median(r.cold).toFixed(0).padStart(6)} ms (cpu ${median(r.coldCpu).toFixed(0).padStart(5)})   ` +
    `warm ${median(r.warm).toFixed(0).padStart(6)} ms (cpu ${median(r.warmCpu).toFixed(0).padStart(5)})   cold bytes ${(median(r.bytes) / 1e6).toFixed(2)} MB`;
};
console.log(`boot benchmark (${PAGE}): median of ${RUNS} runs, navigation start to ready, headless Chromium, a new browser process per visit`);
console.log(row("bare"));
console.log(row("landing"));
for (const [k, cpu, goal] of [["cold", "coldCpu", 0.5], ["warm", "warmCpu", 0.4]]) {
  const ratio = median(results.landing[k]) / median(results.bare[k]);
  const cpuRatio = median(results.landing[cpu]) / median(results.bare[cpu]);
  console.log(`ratio landing/bare ${k}: wall ${ratio.toFixed(3)}, cpu ${cpuRatio.toFixed(3)} (goal <= ${goal})`);
}
console.log(`all runs (ms): ${JSON.stringify(Object.fromEntries(Object.entries(results).map(([k, v]) => [k, { cold: v.cold.map(Math.round), warm: v.warm.map(Math.round) }])))}`);
