// The blog demo where real blogs are (issue #70): on another site (the demos are third-party frames, the
// browser refuses them storage), with storage that throws on every access, with storage partitioned, on
// another port of the same site, and in a page opened from a file. Each one plays the tower demo to the end.
import { test, expect, chromium } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromiumPath, chromiumArgs } from "./browser.mjs";
import { guard } from "./guard.mjs";
import { frameReady, refuseStorage, solveTower } from "./embed-helpers.mjs";

const BLOG = process.env.E2E_BLOG_URL;                  // another site
const SAME_SITE = process.env.E2E_SAME_SITE_BLOG_URL;   // another port of the card table's own host
const storageOf = (frame) => frame.evaluate(() => document.documentElement.dataset.storage ?? "kept");
const blogPage = (blog, baseURL) => `${blog}/index.html?site=${encodeURIComponent(baseURL + "/")}`;

test("storage throwing on every access in the frame: the demos run without it", async ({ page, context, baseURL }) => {
  await context.addInitScript(refuseStorage);   // every frame, the blog's and the demos'
  const problems = await guard(page, baseURL, BLOG);
  await page.goto(blogPage(BLOG, baseURL));
  await expect.poll(() => page.frame({ url: /demo=fishing/ }) !== null).toBe(true);
  const tower = page.frame({ url: /demo=tower/ });
  const line = page.frame({ url: /demo=fishing/ });
  await frameReady(tower);
  await frameReady(line);
  expect(await storageOf(tower)).toBe("refused");
  expect(await tower.evaluate(() => { try { localStorage.length; return "read"; } catch (e) { return e.name; } })).toBe("SecurityError");
  await solveTower(tower, expect);
  await line.locator('[data-cell="a1"]').click();
  await expect(line.locator("#line [data-entry]")).toHaveCount(1);
  expect(problems).toEqual([]);
});

test("the same blog on another port of the same site: storage kept, the demo solved", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL, SAME_SITE);
  await page.goto(blogPage(SAME_SITE, baseURL));
  await expect.poll(() => page.frame({ url: /demo=tower/ }) !== null).toBe(true);
  const tower = page.frame({ url: /demo=tower/ });
  await frameReady(tower);
  expect(await storageOf(tower)).toBe("kept");
  await solveTower(tower, expect);
  expect(problems).toEqual([]);
});

test("storage partitioned (third-party cookies allowed): the demo gets its own storage and runs", async ({ baseURL }) => {
  // Chromium 156 blocks third-party cookies by default, and with them a third-party frame's storage (the test
  // above). With that turned off it partitions the frame's storage by the top site instead: a default Chrome of
  // the last years, and Safari's and Firefox's default.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs, "--disable-features=TrackingProtection3pcd"] });
  try {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const own = await context.newPage();
    await own.goto(`${baseURL}/embed.html?demo=card&id=1`);
    await own.evaluate(() => localStorage.setItem("wuxing.probe", "the site's own"));
    const page = await context.newPage();
    const problems = await guard(page, baseURL, BLOG);
    await page.goto(blogPage(BLOG, baseURL));
    await expect.poll(() => page.frame({ url: /demo=tower/ }) !== null).toBe(true);
    const tower = page.frame({ url: /demo=tower/ });
    await frameReady(tower);
    expect(await storageOf(tower)).toBe("kept");
    // Partitioned: the frame has storage, but not the card table's own.
    expect(await tower.evaluate(() => localStorage.getItem("wuxing.probe"))).toBeNull();
    await solveTower(tower, expect);
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
  }
});

test("a blog post opened from a file: the pasted demo runs", async ({ page, baseURL }, testInfo) => {
  const post = testInfo.outputPath("post.html");
  const src = `${baseURL}/embed.html?demo=tower&position=${encodeURIComponent("木 火 土/金 水 .")}&lang=en`;
  writeFileSync(post, `<!doctype html><meta charset="utf-8"><title>A post on disk</title><h1>Notes</h1>\n` +
    `<iframe src="${src.replace(/&/g, "&amp;")}" title="五行術 Card Table · Spirit Beast Tower" width="100%" height="430" style="border:0;max-width:40rem"></iframe>`);
  const problems = await guard(page, baseURL, "file://");
  await page.goto(`file://${post}`);
  await expect.poll(() => page.frame({ url: /demo=tower/ }) !== null).toBe(true);
  const tower = page.frame({ url: /demo=tower/ });
  await frameReady(tower);
  await solveTower(tower, expect);
  await expect(tower.locator("#message")).toContainText("Solved");
  expect(problems).toEqual([]);
});

for (const [lang, words] of [["en", "served by a web site (http or https)"], ["zh", "要放在網站上（http 或 https）"]]) {
  test(`a saved copy of the demo opened from a file says, in its language (${lang}), that it needs a web site`, async ({ page }) => {
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
    const file = resolve(import.meta.dirname, "../build/site/embed.html");
    await page.goto(`file://${file}?demo=tower&lang=${lang}`);
    await expect(page.locator("#load-text")).toContainText(words);
    await expect(page.locator('[data-cell="a1"]')).toBeVisible();             // the cards stay drawn
    await expect(page.locator("html")).toHaveAttribute("data-ready", "failed");
    await expect(page.locator("#retry")).toBeHidden();                       // retrying cannot help
    await expect(page.locator("#load-text")).not.toContainText(/Error|undefined|\[object/);
    expect(errors).toEqual([]);
  });
}
