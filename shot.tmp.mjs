import { chromium } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "./e2e/browser.mjs";
const b = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const urls = process.argv.slice(2);
let i=0;
for (const u of urls) {
  const p = await b.newPage({ viewport: { width: 320, height: 600 } });
  p.on("console", m => { if (m.type()!=="debug") console.log("console", m.type(), m.text()); });
  p.on("pageerror", e => console.log("pageerror", e.message));
  await p.goto("http://127.0.0.1:8799/embed.html?" + u);
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/e-${i}-static.png`, fullPage: true });
  await p.waitForFunction(() => document.documentElement.dataset.ready !== "false", null, {timeout: 60000});
  console.log(u, await p.evaluate(() => [document.documentElement.dataset.ready, document.documentElement.dataset.embed, document.documentElement.dataset.height, document.documentElement.dataset.interactive]));
  await p.screenshot({ path: `/tmp/e-${i}-ready.png`, fullPage: true });
  i++;
}
await b.close();
