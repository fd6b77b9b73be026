// Installable and offline (issue #17.3): after one visit every page loads and
// plays with the network cut, a game in progress included, the hint worker
// too; a new build is offered ("a new version is ready"), never forced.
import { test, expect } from "@playwright/test";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startServer } from "../bench/server.mjs";
import { winningLine } from "./engine.mjs";
import { playByTaps } from "./tower-helpers.mjs";
import { returning } from "./guard.mjs";

test.use({ serviceWorkers: "allow" });

const site = resolve(import.meta.dirname, "..", "build", "site");
const ready = (page) => page.waitForFunction(() => document.documentElement?.dataset.ready === "true", null, { timeout: 90_000 });

test("after one visit every page works offline; a new build is offered, not forced", async ({ page, context }) => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(join(tmpdir(), "wuxing-site-"));
  cpSync(site, dir, { recursive: true });
  const server = await startServer(dir);
  await returning(context);
  try {
    const problems = [];
    page.on("pageerror", (e) => problems.push(e.message));
    // One visit: the worker installs and keeps the whole site.
    await page.goto(`${server.url}/index.html`);
    await ready(page);
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await page.reload();
    await ready(page);
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // A game in progress before the network goes.
    await page.goto(`${server.url}/tower.html?layout=basic&seed=5`);
    await ready(page);
    const line = winningLine("basic", 5);
    await playByTaps(page, line[0]);
    await expect(page.locator("#moves")).toHaveText("1");

    await context.setOffline(true);
    for (const path of ["index.html", "fishing.html", "ink.html", "cards.html", "deck.html", "embeds.html", "embed.html?demo=cycles"]) {
      await page.goto(`${server.url}/${path}`);
      await ready(page);
      await expect(page.locator("body")).not.toContainText("無法下載");
      if (path === "embeds.html") {   // its previews run on the page's engine
        await expect(page.frameLocator('[data-demo="cycles"] iframe').locator("html")).toHaveAttribute("data-ready", "true");
      }
    }
    // The game in progress resumes and plays on; the hint worker answers.
    await page.goto(`${server.url}/tower.html?layout=basic&seed=5`);
    await ready(page);
    await expect(page.locator("#moves")).toHaveText("1");
    await playByTaps(page, line[1]);
    await expect(page.locator("#moves")).toHaveText("2");
    await page.locator('[data-action="hint"]').click();
    await expect(page.locator(".cell.hint")).not.toHaveCount(0, { timeout: 60_000 });
    await page.goto(`${server.url}/ink.html`);
    await ready(page);
    await page.locator('[data-action="start"]').click();
    await expect(page.locator("#table")).toBeVisible();

    // Back online with a new build: it is offered, and taken only on the player's word.
    await context.setOffline(false);
    const sw = join(dir, "sw.js");
    writeFileSync(sw, readFileSync(sw, "utf8").replace(/const VERSION = "([^"]+)"/, 'const VERSION = "$1-next"'));
    rmSync(sw + ".br", { force: true });
    rmSync(sw + ".gz", { force: true });
    await page.goto(`${server.url}/index.html`);
    await ready(page);
    await expect(page.locator("#update")).toBeVisible({ timeout: 60_000 });
    const before = await page.evaluate(() => caches.keys());
    await page.locator('#update [data-action="update"]').click();
    await page.waitForEvent("load");
    await ready(page);
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([before.find((k) => k.endsWith("-next"))]);
    expect(problems).toEqual([]);
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

// #37.3: Chromium keeps a wasm module's compiled code with the browser-cache copy it was
// compiled from and drops it when that copy is revalidated, so the engine's wasm (its
// address names its bytes) is asked of the server once: not again by the hint worker, nor
// when the service worker keeps the site, nor on the next visit, even from a host that
// asks browsers to check every file each time (max-age=0).
test("the engine's wasm is downloaded once: the hint worker, the service worker and the next visit use the browser's copy (#37.3)", async ({ page, context }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), "wuxing-log-"));
  const log = join(dir, "requests.log");
  const server = await startServer(site, ["--max-age", "0", "--log", log]);
  await returning(context);
  try {
    await page.goto(`${server.url}/tower.html?layout=basic&seed=5`);
    await ready(page);
    await page.locator('[data-action="hint"]').click();
    await expect(page.locator(".cell.hint")).not.toHaveCount(0, { timeout: 60_000 });
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await page.goto(`${server.url}/index.html`);
    await ready(page);
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const lines = readFileSync(log, "utf8").split("\n");
    expect(lines.filter((l) => l.includes("index.html")).length).toBeGreaterThan(0);   // the log works
    const asked = lines.filter((l) => l.includes("pyodide.asm.wasm"));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/pyodide\.asm\.wasm\?v=[0-9a-f]{16} HTTP\/1\.[01]" 200/);
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
