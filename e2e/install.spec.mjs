// Install and full screen (issue #36.6): PNG icons in the manifest, an
// apple-touch-icon on every page, an Install button when the browser offers
// it, a one-line hint on iOS, and a full-screen button on the game pages.
import { test, expect } from "@playwright/test";
import { guard, returning } from "./guard.mjs";

let problems = null;
test.beforeEach(async ({ page, baseURL }) => { problems = await guard(page, baseURL); });
test.afterEach(async () => { expect(problems).toEqual([]); });

const pngSize = (bytes) => {   // width and height from a PNG's IHDR chunk
  const b = Buffer.from(bytes);
  expect(b.subarray(1, 4).toString()).toBe("PNG");
  return `${b.readUInt32BE(16)}x${b.readUInt32BE(20)}`;
};

test("the manifest's PNG icons (192, 512, maskable) and an apple-touch-icon on every page", async ({ page, request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  const pngs = manifest.icons.filter((i) => i.type === "image/png");
  expect(pngs.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of pngs) {
    const res = await request.get(new URL(icon.src, "http://x/").pathname);
    expect(res.status()).toBe(200);
    expect(pngSize(await res.body())).toBe(icon.sizes);
  }
  for (const name of ["index", "tower", "fishing", "ink", "cards", "deck", "embeds"]) {
    await page.goto(`/${name}.html`, { waitUntil: "domcontentloaded" });
    const href = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    expect(pngSize(await (await request.get(new URL(href, "http://x/").pathname)).body())).toBe("180x180");
  }
});

test("Install shows when the browser offers it and asks it; full screen on a game page, on and off", async ({ page }) => {
  await page.goto("/index.html?lang=en", { waitUntil: "domcontentloaded" });
  const install = page.locator('.top [data-action="install"]');
  await expect(install).toBeHidden();                       // nothing offered yet
  await expect(page.locator('[data-action="fullscreen"]')).toBeHidden();   // not a game page
  await page.evaluate(() => {
    const offer = new Event("beforeinstallprompt", { cancelable: true });
    offer.prompt = () => { window.__asked = (window.__asked || 0) + 1; return Promise.resolve({ outcome: "accepted" }); };
    dispatchEvent(offer);
  });
  await expect(install).toBeVisible();
  await expect(install).toHaveAccessibleName("Install");
  await install.click();
  await expect(install).toBeHidden();
  expect(await page.evaluate(() => window.__asked)).toBe(1);
  await expect(page.locator("[data-install-hint]")).toHaveCount(0);   // not iOS

  await page.goto("/tower.html?lang=en", { waitUntil: "domcontentloaded" });
  const full = page.locator('.top [data-action="fullscreen"]');
  await expect(full).toBeVisible();
  await expect(full).toHaveAccessibleName("Full screen");
  await full.click();
  await expect(full).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(true);
  await full.click();
  await expect(full).toHaveAttribute("aria-pressed", "false");
});

test("on an iPhone the landing page says how to add it to the home screen", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
                                             viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  await returning(context);
  const page = await context.newPage();
  const seen = await guard(page, baseURL);
  for (const lang of ["zh", "en"]) {
    await page.goto(`/index.html?lang=${lang}`, { waitUntil: "domcontentloaded" });
    await expect(page.locator("[data-install-hint]")).toHaveText(lang === "en" ? /Share, then “Add to Home Screen”/ : /加入主畫面/);
  }
  await context.close();
  expect(seen).toEqual([]);
});
