// The page's own Python at boot (issue #17): per visit, the time from PyScript's
// "Loaded Pyodide" mark to the page's ready mark (PyScript's Python side, the page
// module's imports, its first render), and navigation start to ready. Visits 1-2
// fill the caches (and let the service worker take over); visits 3..VISITS are
// counted, each in a new browser process on the build's own profile. With
// SITE_DIR= another build, the two alternate visit by visit, so drift hits both.
//   node bench/page_python_bench.mjs            PAGE=/index.html VISITS=14 SITE_DIR=/tmp/old-site
import { chromium } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumPath, chromiumArgs } from "../e2e/browser.mjs";
import { startServer } from "./server.mjs";

const PAGE = process.env.PAGE || "/tower.html?layout=cross&seed=4";
const VISITS = Number(process.env.VISITS || 10);
const builds = { this: await startServer() };
if (process.env.SITE_DIR) builds.other = await startServer(process.env.SITE_DIR);
const names = Object.keys(builds);
const profiles = Object.fromEntries(names.map((n) => [n, mkdtempSync(join(tmpdir(), "page-python-"))]));
const results = Object.fromEntries(names.map((n) => [n, []]));
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

try {
  for (let visit = 1; visit <= VISITS; visit++) {
    for (const name of visit % 2 ? names : [...names].reverse()) {
      const context = await chromium.launchPersistentContext(profiles[name], { executablePath: chromiumPath(), args: chromiumArgs });
      try {
        const page = context.pages()[0] || await context.newPage();
        await page.goto(builds[name].url + PAGE);
        await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 120_000 });
        const m = await page.evaluate(() => {
          const at = (n) => performance.getEntriesByName(n)[0]?.startTime;
          return { python: at("wuxing-ready") - at("py:Loaded Pyodide"), ready: at("wuxing-ready") };
        });
        if (visit >= 3) results[name].push(m);
        // the first visits stay long enough for the compiled code and the service worker to be kept
        await page.waitForTimeout(visit <= 2 ? 6000 : 1500);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  for (const p of Object.values(profiles)) rmSync(p, { recursive: true, force: true });
  for (const b of Object.values(builds)) b.stop();
}
console.log(`page Python at boot (${PAGE}): visits 3-${VISITS}, each in a new browser process; ms`);
for (const name of names) {
  const rows = results[name];
  console.log(`${name === "this" ? "this build " : "SITE_DIR   "} Loaded Pyodide → ready: median ${Math.round(median(rows.map((r) => r.python)))}`
    + ` (${rows.map((r) => Math.round(r.python)).join(" ")}); navigation → ready: median ${Math.round(median(rows.map((r) => r.ready)))}`);
}
