// What a page's boot costs the browser tests (issue #39.8): two workers, as the e2e
// suite runs, each loading LOADS pages to ready, (a) each in a new browser context,
// as every e2e test does (its own HTTP and compiled-code cache: cold), and (b) all
// in one context per worker, storage cleared between loads (caches shared: warm).
// Prints the wall time of each way and the per-load times. A figure, not a test.
// Tried in the suite (2026-12-04): a shared context per worker for every test with the
// default options took the e2e part from 9.9 to 9.5 min only (most tests already load
// their later pages warm, in their own context), and a first-visit test needs a cold
// cache; not kept.
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

async function load(page, i) {   // the i-th page to ready: ms
  const t0 = Date.now();
  await page.goto(site.url + PAGES[i % PAGES.length]);
  await page.waitForFunction(() => document.documentElement?.dataset.ready === "true", null, { timeout: 90_000 });
  return Date.now() - t0;
}
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

async function freshContexts() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const times = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({ serviceWorkers: "block" });
    times.push(await load(await context.newPage(), i));
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
    times.push(await load(page, i));
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
