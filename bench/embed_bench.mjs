// Embed benchmark (issue #6.6): for each demo, in headless Chromium, RUNS times:
// cold (new browser context) and warm (reload). Prints the median time from
// navigation start to first contentful paint (the static demo), to the static
// drawing being in place (mark "embed-static"), and to interactive (mark
// "wuxing-ready", the engine wired).
//
// Then the demo where it really runs (issue #70.7): in a blog post on another *site* (the blog served as
// localhost, the card table as 127.0.0.1), so a third-party frame, whose HTTP cache the browser keys by the
// blog: "cold" is a reader's first visit, "warm" the blog reloaded, and "site first" a reader who played on
// the card table itself and then opens the blog (the site's cache does not serve the blog's frame). Figures
// are the frame's: first paint, drawn, interactive (ms from the frame's navigation start), the bytes it
// downloaded, the renderers' CPU time from the navigation to interactive (the frame's, and the idle blog's), and whether the cards were drawn before Python
// started (the first PyScript stage).
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
// -- on a blog of another site -------------------------------------------------------------------
const frameTimings = async (page) => {
  await page.waitForFunction(() => document.getElementById("demo")?.src, null, { timeout: 30_000 });
  let frame;
  for (let i = 0; i < 300 && !frame; i++) {   // the post's own address names embed.html too (its ?src=)
    frame = page.frames().find((f) => f !== page.mainFrame() && /\/embed\.html/.test(f.url()));
    if (!frame) await page.waitForTimeout(100);
  }
  await frame.waitForFunction(() => document.documentElement.dataset.interactive === "true", null, { timeout: 120_000 });
  const cpu = await cpuSince();
  return frame.evaluate((cpu) => {
    const mark = (n) => performance.getEntriesByName(n)[0]?.startTime;
    const nav = performance.getEntriesByType("navigation")[0];
    const bytes = nav.transferSize + performance.getEntriesByType("resource").reduce((s, r) => s + r.transferSize, 0);
    return { paint: mark("first-contentful-paint"), drawn: mark("embed-static"), ready: mark("wuxing-ready"),
      python: mark("py:Loading Pyodide"), bytes, cpu: cpu * 1000,
      storage: document.documentElement.dataset.storage || "kept" };
  }, cpu);
};

const site = await startServer();
const blog = await startServer(new URL("./blog", import.meta.url).pathname);
const blogURL = blog.url.replace("127.0.0.1", "localhost");   // another site than the card table's
const crossBrowser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
// CPU seconds of every renderer process (the blog's, nearly idle, and the demo frame's: another site, another
// process), read from the browser before a visit and when the frame is interactive.
const browserCDP = await crossBrowser.newBrowserCDPSession();
// Per process: one started since (a reload may give the frame a new one) counts whole.
const renderers = async () => new Map((await browserCDP.send("SystemInfo.getProcessInfo")).processInfo
  .filter((p) => p.type === "renderer").map((p) => [p.id, p.cpuTime]));
let cpuBefore = new Map();
const cpuSince = async () => [...(await renderers())].reduce((sum, [id, t]) => sum + t - (cpuBefore.get(id) ?? 0), 0);
const visit = async (page, url) => { cpuBefore = await renderers(); await page.goto(url); };
const cross = {};
try {
  for (let run = 0; run < RUNS; run++) {
    for (let [name, where] of [["tower", blogURL], ["fishing", blogURL], ["tower", blog.url]]) {
      const post = `${where}/post.html?src=${encodeURIComponent(site.url + DEMOS[name])}`;
      if (where !== blogURL) name += " (same site)";
      const context = await crossBrowser.newContext({ viewport: { width: 800, height: 900 }, serviceWorkers: "block" });
      const page = await context.newPage();
      await visit(page, post);
      const cold = await frameTimings(page);
      cpuBefore = await renderers();
      await page.reload();
      const warm = await frameTimings(page);
      await context.close();
      const played = await crossBrowser.newContext({ viewport: { width: 800, height: 900 }, serviceWorkers: "block" });
      const own = await played.newPage();
      await own.goto(site.url + DEMOS[name.split(" ")[0]]);   // the same demo on the site itself: its files now in the site's cache
      await own.waitForFunction(() => document.documentElement.dataset.interactive === "true", null, { timeout: 120_000 });
      const reader = await played.newPage();
      await visit(reader, post);
      const first = await frameTimings(reader);
      await played.close();
      cross[name] ??= { cold: [], warm: [], "site first": [] };
      cross[name].cold.push(cold); cross[name].warm.push(warm); cross[name]["site first"].push(first);
    }
  }
} finally {
  await crossBrowser.close();
  site.stop(); blog.stop();
}

console.log(`embed benchmark: median of ${RUNS} runs (ms from navigation start), headless Chromium`);
console.log(`${"demo".padEnd(8)} ${"".padEnd(5)} ${"first paint".padStart(11)} ${"drawn".padStart(7)} ${"interactive".padStart(11)}`);
for (const [name, r] of Object.entries(out)) {
  for (const k of ["cold", "warm"]) {
    const m = (f) => median(r[k].map((t) => t[f])).toFixed(0);
    console.log(`${name.padEnd(8)} ${k.padEnd(5)} ${m("paint").padStart(11)} ${m("drawn").padStart(7)} ${m("ready").padStart(11)}`);
  }
}
console.log(`\nin a blog post on another site (${blogURL} framing 127.0.0.1: Chromium refuses the frame storage), and one on the same site (${blog.url}): median of ${RUNS} runs, the frame's figures`);
console.log(`${"demo".padEnd(20)} ${"".padEnd(10)} ${"first paint".padStart(11)} ${"drawn".padStart(7)} ${"interactive".padStart(11)} ${"CPU ms".padStart(7)} ${"MB".padStart(6)}  drawn before Python  storage`);
for (const [name, r] of Object.entries(cross)) {
  for (const k of ["cold", "warm", "site first"]) {
    const m = (f) => median(r[k].map((t) => t[f]));
    const before = r[k].filter((t) => t.drawn < t.python).length;
    console.log(`${name.padEnd(20)} ${k.padEnd(10)} ${m("paint").toFixed(0).padStart(11)} ${m("drawn").toFixed(0).padStart(7)} ${m("ready").toFixed(0).padStart(11)} ` +
      `${m("cpu").toFixed(0).padStart(7)} ${(m("bytes") / 1e6).toFixed(2).padStart(6)}  ${before}/${r[k].length}`.padEnd(20) + `                ${r[k][0].storage}`);
  }
}
