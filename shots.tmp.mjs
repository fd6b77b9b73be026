import { chromium } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "./e2e/browser.mjs";
import { returning } from "./e2e/guard.mjs";
const base = "http://127.0.0.1:8123";
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const [name, w, h] of [["phone", 390, 844], ["tablet", 820, 1180], ["laptop", 1366, 768]]) {
  for (const lang of ["zh", "en"]) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, locale: lang === "zh" ? "zh-TW" : "en-US" });
    await returning(context);
    const page = await context.newPage();
    await page.goto(`${base}/tower.html${lang === "en" ? "?lang=en" : ""}`);
    await page.waitForFunction(() => document.documentElement?.dataset.ready === "true", null, { timeout: 90000 });
    await page.click("#pick-layout");
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/picker-${name}-${lang}.png`, fullPage: false });
    await context.close();
  }
}
await browser.close();
