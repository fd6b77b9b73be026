// The embed builder (issue #40): from a tap on the sketch to the preview drawn with the new position, and to
// the preview playable again (the real embed reloaded and run by the page's engine). Figures, not pass/fail.
import { chromium } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "../e2e/browser.mjs";
import { startServer } from "./server.mjs";
const site = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: "block" });
const page = await ctx.newPage();
await page.goto(`${site.url}/embeds.html`);
await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 120_000 });
const frame = page.frameLocator("#builder-frame");
await frame.locator("html[data-interactive=true]").waitFor({ timeout: 60_000 });
const painted = [], live = [];
const cells = ["a1", "b1", "c1", "a2", "b2", "c2", "a1", "b1", "c1", "a2", "b2", "c2"];
for (const c of cells) {
  const before = await frame.locator(`[data-cell="${c}"]`).getAttribute("data-pile");
  const t0 = await page.evaluate(() => performance.now());
  await page.locator(`#sketch [data-cell="${c}"]`).click();
  await page.waitForFunction(([c, before]) => {
    const d = document.getElementById("builder-frame").contentDocument;
    const el = d && d.querySelector(`[data-cell="${c}"]`);
    if (el && el.dataset.pile !== before && !window.__p) window.__p = performance.now();
    return el && el.dataset.pile !== before && d.documentElement.dataset.interactive === "true";
  }, [c, before], { polling: 10, timeout: 30_000 });
  const [p, t1] = await page.evaluate(() => { const p = window.__p; window.__p = 0; return [p, performance.now()]; });
  painted.push(p - t0); live.push(t1 - t0);
}
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
console.log(`tap -> preview drawn: median ${med(painted).toFixed(0)} ms, max ${Math.max(...painted).toFixed(0)}; -> playable: median ${med(live).toFixed(0)} ms, max ${Math.max(...live).toFixed(0)} (n=${cells.length}; the builder waits 150 ms for the taps to pause)`);
// The paste reader (#70.5): the field's text set by a script (past the field's maxlength: the worst case) and
// Load tapped; the time the tap's handler holds the main thread (Python reads the field and answers).
const PASTES = [["20,000 chars of '<iframe '", 2500], ["1 MB of '<iframe '", 131072], ["20 MB of '<iframe '", 2621440]];
for (const [name, n] of PASTES) {
  const ms = await page.evaluate((n) => {
    document.getElementById("builder-paste").value = "<iframe ".repeat(n);
    const t0 = performance.now();
    document.getElementById("builder-load").click();
    return performance.now() - t0;
  }, n);
  console.log(`paste ${name}: Load answers in ${ms.toFixed(0)} ms (set by a script)`);
}
// A paste as a person makes it: the field keeps at most its maxlength.
await page.locator("#builder-paste").fill("");
await page.locator("#builder-paste").focus();
await page.keyboard.insertText("<iframe ".repeat(131072));
console.log(`a 1 MB paste into the field keeps ${await page.locator("#builder-paste").evaluate((t) => t.value.length)} characters`);
await browser.close(); site.stop();
