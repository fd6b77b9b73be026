// The import trace of issue #37.1: every page of the site opened in Chromium
// (with the whole standard library), a game begun where there is one, and the
// library's modules then loaded in the page's Python written to
// scripts/stdlib_trace.txt, which the build's trim (scripts/trim_stdlib.mjs)
// keeps with the closure of their imports. Run after a change that may import
// more of the library in a page: `node bench/stdlib_trace.mjs` (needs a build).
import { chromium } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromiumPath, chromiumArgs } from "../e2e/browser.mjs";
import { startServer } from "./server.mjs";

const PAGES = [
  ["/index.html"], ["/tower.html?layout=basic&seed=5"], ["/fishing.html", '[data-action="start"]'],
  ["/ink.html", '[data-action="start"]'], ["/deck.html"], ["/cards.html"], ["/stats.html"], ["/embeds.html"],
  ["/embed.html?demo=tower"], ["/embed.html?demo=fishing"], ["/embed.html?demo=cycle"],
];
const site = await startServer(process.env.SITE_DIR);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const seen = new Set();
for (const [path, tap] of PAGES) {
  const page = await (await browser.newContext({ serviceWorkers: "block" })).newPage();
  await page.goto(site.url + path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 120_000 });
  if (tap) await page.locator(tap).first().click().catch(() => {});
  await page.waitForTimeout(1000);
  const names = await page.evaluate(async () => {
    const py = await (await import("/js/pyodide-early.mjs")).start();
    return py.runPython(`import sys; [m for m, v in sys.modules.items() if ".zip/" in (getattr(v, "__file__", None) or "")]`).toJs();
  });
  names.forEach((n) => seen.add(n));
  console.log(`${path}: ${names.length} modules from the library`);
  await page.context().close();
}
await browser.close();
site.stop();
const out = resolve(import.meta.dirname, "..", "scripts", "stdlib_trace.txt");
const head = readFileSync(out, "utf8").split("\n").filter((l) => l.startsWith("#")).join("\n");
writeFileSync(out, `${head}\n${[...seen].sort().join("\n")}\n`);
console.log(`${seen.size} modules written to scripts/stdlib_trace.txt`);
