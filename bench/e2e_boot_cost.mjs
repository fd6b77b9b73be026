// What a page's boot costs the browser tests (issue #39.8): two workers, as the e2e
// suite runs, each loading LOADS pages to ready, (a) each in a new browser context,
// as every e2e test does (its own HTTP and compiled-code cache: cold), and (b) all
// in one context per worker, storage cleared between loads (caches shared: warm).
// Prints the wall time of each way and the per-load times. A figure, not a test.
//   node bench/e2e_boot_cost.mjs            LOADS=8
import { chromium } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "./server.mjs";
import { chromiumPath, chromiumArgs } from "../e2e/browser.mjs";

const LOADS = Number(process.env.LOADS || 8);
const PAGES = ["/tower.html?layout=basic&seed=5", "/ink.html", "/fishing.html", "/index.html"];
const site = await startServer("build/site");
const ready = (page) => page.waitForFunction(() => document.documentElement?.dataset.ready === "true", null, { timeout: 90_000 });
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

async function freshContexts() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const times = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(site.url + PAGES[i % PAGES.length]);
    await ready(page);
    times.push(Date.now() - t0);
    await context.close();
  }
  await browser.close();
  return times;
}

async function oneContext() {
  const profile = mkdtempSync(join(tmpdir(), "e2e-boot-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: chromiumArgs, serviceWorkers: "block" });
  const times = [];
  for (let i = 0; i < LOADS; i++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Storage.clearDataForOrigin", { origin: site.url, storageTypes: "all" });
    const t0 = Date.now();
    await page.goto(site.url + PAGES[i % PAGES.length]);
    await ready(page);
    times.push(Date.now() - t0);
    await page.close();
  }
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  return times;
}

try {
  for (const [name, way] of [["a new context per load (as the tests)", freshContexts], ["one context per worker", oneContext]]) {
    const t0 = Date.now();
    const times = (await Promise.all([way(), way()])).flat();
    console.log(`${name.padEnd(38)} ${2 * LOADS} loads in ${((Date.now() - t0) / 1000).toFixed(1)} s; per load median ${median(times)} ms, max ${Math.max(...times)} ms`);
  }
} finally {
  site.stop();
}
