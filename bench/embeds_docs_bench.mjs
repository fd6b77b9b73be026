// The embeds docs page (issue #17.4): time from navigation until every preview
// on screen is live (its engine ready), against one embed alone, each in a new
// browser context (cold HTTP cache), RUNS times, medians. SITE= another built
// site for a same-run comparison.
import { chromium } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "../e2e/browser.mjs";
import { startServer } from "./server.mjs";

const RUNS = Number(process.env.RUNS || 3);
const HEIGHT = Number(process.env.HEIGHT || 900);   // a taller window shows more previews at once
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const server = await startServer(process.env.SITE || undefined);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const one = [], docs = [], counts = [];
try {
  for (let run = 0; run < RUNS; run++) {
    let context = await browser.newContext({ viewport: { width: 1280, height: HEIGHT } });
    let page = await context.newPage();
    await page.goto(`${server.url}/embed.html?demo=tower&position=${encodeURIComponent("木 火 土/金 水 .")}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 120_000 });
    one.push(await page.evaluate(() => performance.now()));
    await context.close();
    context = await browser.newContext({ viewport: { width: 1280, height: HEIGHT } });
    page = await context.newPage();
    await page.goto(`${server.url}/embeds.html`);
    const ms = await page.evaluate(() => new Promise((done) => {
      const visible = () => [...document.querySelectorAll(".preview iframe")].filter((f) => {
        const r = f.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight;
      });
      const tick = setInterval(() => {
        const frames = visible();
        const live = frames.filter((f) => { try { return f.contentDocument.documentElement.dataset.ready === "true"; } catch (e) { return false; } });
        if (frames.length && live.length === frames.length) { clearInterval(tick); done([performance.now(), frames.length]); }
      }, 50);
    }));
    docs.push(ms[0]); counts.push(ms[1]);
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`embeds docs page: ${median(counts)} previews on screen at 1280×${HEIGHT}, all live after ${median(docs).toFixed(0)} ms; ` +
  `one embed alone ${median(one).toFixed(0)} ms; ratio ${(median(docs) / median(one)).toFixed(2)} (goal <= 1.5), median of ${RUNS}`);
