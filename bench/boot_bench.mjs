// Boot benchmark (issues #2.9, #17): the landing page against a bare page that
// only calls loadPyodide() from the npm package's files as they come
// (build/bare: no precompiled stdlib, no compression, no service worker).
// Each visit is a new browser process on a profile of its own: *cold* on an
// empty profile, then *warm* and *return* on the same profile again (HTTP
// cache, compiled-code cache and, for the site, its service worker: real
// repeat visits, not reloads of the same renderer). Two repeat visits because
// the second visit is the first one the site's service worker controls (until
// #37.3 its install revalidated the wasm, which drops Chromium's compiled code,
// so that visit compiled the interpreter anew). Pages alternate so drift hits
// both. Prints the median time from navigation start to ready,
// the main-thread CPU time of the page's tasks (DevTools
// Performance.getMetrics: TaskDuration), the ratios, and the bytes moved on a
// cold visit.
import { chromium } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromiumPath, chromiumArgs } from "../e2e/browser.mjs";
import { startServer } from "./server.mjs";

const RUNS = Number(process.env.RUNS || 5);
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

// PAGES: the pages measured (issue #37.5: landing, tower, 釣鶼鰈, 墨香, deck designer);
// BEFORE_DIR: another build whose same pages are measured in the same runs (before/after).
const PAGES = (process.env.PAGES || (process.env.PAGE ? process.env.PAGE
  : "/index.html,/tower.html,/fishing.html,/ink.html,/deck.html")).split(",");
// MAX_AGE: every server sends Cache-Control: max-age=N, as a real host does (GitHub Pages 600;
// 0: the browser asks about every file on every visit). Unset: no Cache-Control, so the
// browser's own freshness guess from Last-Modified decides (old files look fresh for long).
const hosting = process.env.MAX_AGE === undefined ? [] : ["--max-age", process.env.MAX_AGE];
const site = await startServer(process.env.SITE_DIR, hosting);   // SITE_DIR: another build to compare (default build/site)
// BEFORE_DIR may name several builds, comma-separated: each is labelled by its folder's name
// (and its place in the list, when two folders share a name).
const befores = (process.env.BEFORE_DIR || "").split(",").filter(Boolean)
  .map((dir, i, all) => {
    const name = (d) => d.replace(/\/+$/, "").split("/").pop();
    return [all.filter((d) => name(d) === name(dir)).length > 1 ? `${name(dir)}#${i + 1}` : name(dir), dir];
  });
const servers = await Promise.all(befores.map(([, dir]) => startServer(resolve(dir), hosting)));
const bare = await startServer(resolve(import.meta.dirname, "..", "build", "bare"), hosting);
const urls = { bare: bare.url + "/bench/bare.html" };
for (const p of PAGES) {
  urls[p] = site.url + p;
  befores.forEach(([label], i) => { urls[`${befores.length > 1 ? label : "before"} ${p}`] = servers[i].url + p; });
}
const VISITS = ["cold", "warm", "return"];
const empty = () => ({ ...Object.fromEntries(VISITS.flatMap((k) => [[k, []], [k + "Cpu", []]])), bytes: [] });
const results = Object.fromEntries(Object.keys(urls).map((k) => [k, empty()]));
try {
  for (let run = 0; run < RUNS; run++) {
    for (const name of Object.keys(urls)) {
      const profile = mkdtempSync(join(tmpdir(), "wuxing-boot-"));
      try {
        const r = results[name];
        for (const k of VISITS) {
          const v = await visit(profile, urls[name]);
          r[k].push(v.ms); r[k + "Cpu"].push(v.cpu);
          if (k === "cold") r.bytes.push(v.bytes);
        }
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
    }
  }
} finally {
  site.stop();
  for (const s of servers) s.stop();
  bare.stop();
}
const width = Math.max(...Object.keys(urls).map((k) => k.length));
const row = (name) => {
  const r = results[name];
  const ms = (k) => `${k} ${median(r[k]).toFixed(0).padStart(6)} ms (cpu ${median(r[k + "Cpu"]).toFixed(0).padStart(5)})  `;
  const ratios = name === "bare" ? "" : VISITS.map((k) => `${(median(r[k]) / median(results.bare[k])).toFixed(2)}`).join(" / ");
  return `${name.padEnd(width)} ${VISITS.map(ms).join("")}cold bytes ${(median(r.bytes) / 1e6).toFixed(2)} MB`
    + (ratios ? `   ratio to bare (cold / warm / return) ${ratios}` : "");
};
console.log(`boot benchmark: median of ${RUNS} runs, navigation start to ready, headless Chromium, a new browser process per visit; ${hosting.length ? `Cache-Control: max-age=${process.env.MAX_AGE}` : "no Cache-Control (Last-Modified only)"}`);
for (const name of Object.keys(urls)) console.log(row(name));
console.log("goals (issue #37): every page <= 0.5x bare cold and warm; first visit <= 3.5 MB");
console.log(`all runs (ms): ${JSON.stringify(Object.fromEntries(Object.entries(results).map(([k, v]) => [k, Object.fromEntries(VISITS.map((x) => [x, v[x].map(Math.round)]))])))}`);
