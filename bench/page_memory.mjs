// Memory through a long session in one tab (issue #39.7): the tower page, its
// rules panel, a deal played to the win by taps; 釣鶼鰈's and 墨香's rules panels;
// the guided first deal; ROUNDS times over. After each step, with garbage
// collected first: the JS heap in use, Python's wasm memory, DOM nodes and
// listeners, and the resident memory of every renderer process (what a crash
// is made of). Prints a table and each figure's growth from round 1 to the last.
//   node bench/page_memory.mjs            ROUNDS=3 SITE_DIR=/tmp/other-site
import { chromium } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import { chromiumPath, chromiumArgs } from "../e2e/browser.mjs";
import { winningLine } from "../e2e/engine.mjs";
import { playByTaps } from "../e2e/tower-helpers.mjs";
import { startServer } from "./server.mjs";

const ROUNDS = Number(process.env.ROUNDS || 3);
const LAYOUT = "basic", SEED = 6;
const line = winningLine(LAYOUT, SEED);
const server = await startServer(process.env.SITE_DIR);
const MB = (n) => (n / 1048576).toFixed(1);

// Resident memory of Chromium's renderer processes, from /proc (Linux).
function rendererRss() {
  let total = 0, count = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!cmd.includes("--type=renderer")) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (rss) { total += Number(rss[1]) * 1024; count++; }
    } catch { /* gone */ }
  }
  return { total, count };
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
await context.addInitScript(() => {   // a returning player: the rules panel does not open by itself
  for (const g of ["tower", "fishing", "ink"]) localStorage.setItem(`wuxing.${g}.rules-seen`, "1");
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Performance.enable");
const rows = [];

async function ready() {
  await page.waitForFunction(() => document.documentElement?.dataset.ready === "true", null, { timeout: 120_000 });
}
async function sample(round, step) {
  await cdp.send("HeapProfiler.collectGarbage");
  await page.waitForTimeout(300);
  const { metrics } = await cdp.send("Performance.getMetrics");
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  const dom = await cdp.send("Memory.getDOMCounters");
  const wasm = await page.evaluate(async () => {
    try {
      const early = await import(new URL("js/pyodide-early.mjs", document.baseURI).href);
      const py = await early.start();
      return py._module.HEAP8.buffer.byteLength;
    } catch { return 0; }
  });
  const rss = rendererRss();
  const row = { round, step, heap: m.JSHeapUsedSize, wasm, nodes: dom.nodes, listeners: dom.jsEventListeners,
                rss: rss.total, renderers: rss.count };
  rows.push(row);
  console.log(`${round} ${step.padEnd(26)} JS heap ${MB(row.heap).padStart(6)} MB  wasm ${MB(row.wasm).padStart(6)} MB`
    + `  nodes ${String(row.nodes).padStart(6)}  listeners ${String(row.listeners).padStart(5)}`
    + `  renderers ${row.renderers}: ${MB(row.rss).padStart(7)} MB`);
}
async function rulesPanel() {
  await page.evaluate(() => document.querySelectorAll("dialog[open]").forEach((d) => d.close()));
  await page.locator('[data-action="rules"]').first().click();
  await page.locator("dialog#rules").waitFor({ state: "visible" });
  await page.waitForTimeout(2000);       // its demo frames load and paint
}
async function closePanel() {
  await page.locator('dialog#rules form[method="dialog"] button').last().click();   // its Play button
  await page.locator("dialog#rules").waitFor({ state: "hidden" });
}

try {
  for (let round = 1; round <= ROUNDS; round++) {
    await page.goto(`${server.url}/tower.html?layout=${LAYOUT}&seed=${SEED}`);
    await ready();
    await sample(round, "tower ready");
    await rulesPanel();
    await sample(round, "tower rules panel open");
    await closePanel();
    for (const action of line) await playByTaps(page, action);
    await page.locator('[data-game-status="won"]').waitFor();
    await sample(round, `tower won (${line.length} taps)`);
    for (const game of ["fishing", "ink"]) {
      await page.goto(`${server.url}/${game}.html`);
      await ready();
      await rulesPanel();
      await sample(round, `${game} rules panel open`);
      await closePanel();
    }
    await page.goto(`${server.url}/tower.html?tutorial=1`);
    await ready();
    await sample(round, "guided first deal");
  }
} finally {
  await browser.close();
  server.stop();
}

console.log(`\ngrowth from round 1 to round ${ROUNDS}, same step (MB; nodes):`);
const steps = [...new Set(rows.map((r) => r.step))];
for (const step of steps) {
  const first = rows.find((r) => r.step === step && r.round === 1), last = rows.findLast((r) => r.step === step);
  console.log(`  ${step.padEnd(26)} JS heap ${(Number(MB(last.heap - first.heap))).toFixed(1)}  wasm ${MB(last.wasm - first.wasm)}`
    + `  nodes ${last.nodes - first.nodes}  renderers ${MB(last.rss - first.rss)}`);
}
console.log(`peak renderer memory ${MB(Math.max(...rows.map((r) => r.rss)))} MB; peak wasm ${MB(Math.max(...rows.map((r) => r.wasm)))} MB`);
