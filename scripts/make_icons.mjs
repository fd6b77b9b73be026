// The PNG icons (issue #36.6), drawn from the SVG ones in web/icons by Chromium
// and committed (the build needs no browser): 192 and 512 px, a 512 px maskable
// one (full bleed, the drawing inside the safe circle) and a 180 px
// apple-touch-icon (full bleed too: iOS rounds the corners itself).
// Run again after an SVG changes: node scripts/make_icons.mjs
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../e2e/browser.mjs";

const ICONS = [["icon.svg", 192, "icon-192.png"], ["icon.svg", 512, "icon-512.png"],
               ["icon-maskable.svg", 512, "icon-maskable-512.png"], ["icon-maskable.svg", 180, "apple-touch-icon.png"]];
const dir = new URL("../web/icons/", import.meta.url);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const [svg, size, png] of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const data = readFileSync(new URL(svg, dir)).toString("base64");
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style><img src="data:image/svg+xml;base64,${data}" width="${size}" height="${size}">`);
  await page.locator("img").evaluate((img) => img.decode());
  await page.screenshot({ path: new URL(png, dir).pathname, omitBackground: true });
  await page.close();
  console.log(`web/icons/${png}: ${size} × ${size}`);
}
await browser.close();
