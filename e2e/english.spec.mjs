// Complete English (issue #14.4): every page in English, with its dialogs and
// choices open, shows no Chinese outside the card glyphs (a card keeps its
// character), the games' titles, the brand 五行術 and the 中文 switch.
import { test, expect } from "@playwright/test";
import { guard, waitReady } from "./guard.mjs";

let problems = null;
test.beforeEach(async ({ page, baseURL }) => { problems = await guard(page, baseURL); });
test.afterEach(async () => { expect(problems).toEqual([]); });

const ALLOWED = ["五行術", "靈獸塔", "釣鶼鰈", "墨香", "中文"];
// Where a character is the card: board cells, chips, hand cards, the cycle diagram, ink cards' glyphs, code samples.
const GLYPHS = "[data-cell], .chip, .card, .hcard, .entry, svg, .glyph, code, pre, [data-set-lang], .shape, .board, .preview";

async function chinese(page) {
  return page.evaluate(({ allowed, glyphs }) => {
    const out = [];
    const cjk = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode, el = node.parentElement;
      let text = node.textContent;
      for (const a of allowed) text = text.split(a).join("");
      if (!el || !cjk.test(text) || el.closest(glyphs) || !el.getClientRects().length) continue;
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      out.push(`${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}: ${node.textContent.trim().slice(0, 80)}`);
    }
    for (const el of document.querySelectorAll("option, [aria-label], [title]")) {
      for (const text of [el.tagName === "OPTION" ? el.textContent : "", el.getAttribute("aria-label") || "", el.getAttribute("title") || ""]) {
        let t = text;
        for (const a of allowed) t = t.split(a).join("");
        if (cjk.test(t) && !el.closest(glyphs)) out.push(`${el.tagName.toLowerCase()}[attr]: ${text.slice(0, 80)}`);
      }
    }
    let title = document.title;
    for (const a of allowed) title = title.split(a).join("");
    if (cjk.test(title)) out.push(`title: ${document.title}`);
    return [...new Set(out)];
  }, { allowed: ALLOWED, glyphs: GLYPHS });
}

async function clipped(page) {
  // Text cut off at this width: a select whose longest option is wider than its box, or any
  // element whose text overflows a box that hides it.
  return page.evaluate(() => {
    const out = [];
    const ctx = document.createElement("canvas").getContext("2d");
    for (const el of document.querySelectorAll("select")) {
      if (!el.getClientRects().length || el.closest("[hidden]")) continue;
      ctx.font = getComputedStyle(el).font;
      const widest = Math.max(...[...el.options].map((o) => ctx.measureText(o.textContent).width));
      const cs = getComputedStyle(el);   // the text, its padding and the arrow (~12 px, or inside the padding when drawn by the page) must fit
      const arrow = cs.appearance === "none" ? 0 : 12;
      if (widest + parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight) + arrow > el.clientWidth) out.push(`select ${el.outerHTML.slice(0, 60)}: ${Math.round(widest)} px of text in ${el.clientWidth} px`);
    }
    for (const el of document.querySelectorAll("body *")) {
      if (!el.getClientRects().length) continue;
      const s = getComputedStyle(el);
      if (s.overflowX === "visible" || el.tagName === "PRE" || el.tagName === "CODE" || el.scrollWidth <= el.clientWidth + 1) continue;
      if (s.clip === "rect(0px, 0px, 0px, 0px)") continue;   // visually hidden on purpose: for screen readers only
      if ([...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) out.push(`${el.tagName.toLowerCase()}.${el.className}: ${el.textContent.trim().slice(0, 40)}`);
    }
    return out;
  });
}

// Until the one human seat is to act (shown by `mine`) or the game has ended: what the
// computer said on its turns is on the table by then.
async function humanToAct(page, mine) {
  await page.waitForFunction((mine) => document.getElementById("result-dialog")?.open
    || (document.querySelector(`#turn[data-player="0"], #players [data-player="0"][data-current]`) && document.querySelector(mine)),
  mine, { timeout: 60_000 });
}

async function open(page, path) {
  await page.goto(path + (path.includes("?") ? "&" : "?") + "lang=en", { waitUntil: "commit" });
  await waitReady(page);
}

test("every page in English shows no Chinese outside cards and titles", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const found = {};
  const cut = {};
  const check = async (name) => { found[name] = await chinese(page); cut[name] = await clipped(page); };

  await open(page, "/index.html");
  await page.evaluate(() => localStorage.clear());
  await open(page, "/index.html");
  await page.locator('#layouts [data-layout="cross"]').click();
  await check("landing");

  await open(page, "/tower.html?layout=basic&seed=5");
  await check("tower");
  await page.locator('[data-item="土"]').click();
  await page.locator("[data-cell]").filter({ hasText: /./ }).first().click();
  await check("tower: an item's choices");
  await page.keyboard.press("Escape");
  await page.locator("#pick-layout").click();
  await check("tower: layouts");
  await page.keyboard.press("Escape");

  await open(page, "/fishing.html");
  await page.locator(".more summary").click();
  await check("fishing: set-up");
  await page.locator('[data-seat="1"] [data-seat-kind]').selectOption("attentive");
  await page.locator("#pace").selectOption({ index: 2 });   // fast: the computer's turns are waited for below
  await page.locator('[data-action="start"]').click();
  const flippable = page.locator("#field .cell.flippable").first(), pass = page.locator('.controls [data-action="pass"]');
  await page.waitForFunction(() => document.querySelector("#field .cell.flippable")   // the computer may have moved first
    || !document.querySelector('.controls [data-action="pass"]').hidden, null, { timeout: 60_000 });
  if (await pass.isVisible()) await pass.click(); else await flippable.click();
  await humanToAct(page, "#field .cell.flippable, .controls [data-action=pass]:not([hidden])");   // the computer has answered
  await check("fishing: table");

  await open(page, "/ink.html");
  await check("ink: set-up");
  await page.locator(".more summary").click();
  await page.locator("#pace").selectOption({ index: 2 });   // fast
  await page.locator('[data-action="start"]').click();
  await humanToAct(page, "#build:not([hidden])");
  await check("ink: table");

  await open(page, "/cards.html");
  await check("cards");

  await open(page, "/deck.html");
  await check("deck designer");
  await page.locator('#deck-grid [data-card="0"]').click();
  await check("deck: card editor");
  await page.keyboard.press("Escape");
  await page.locator('[data-action="print"]').click();
  await check("deck: print view");
  const docs = await page.context().newPage();   // a page of its own (its previews are frames of this site)
  await docs.goto("/embeds.html?lang=en");
  await waitReady(docs);
  await expect(docs.locator("#builder")).toHaveAttribute("data-built", "tower");   // the builder drawn, read with the page
  found.embeds = await chinese(docs);
  await docs.locator('#builder [data-kind="fishing"]').click();                   // its 釣鶼鰈 rows and switches too
  await expect(docs.locator("#builder")).toHaveAttribute("data-built", "fishing");
  found["embeds: builder 釣鶼鰈"] = await chinese(docs);
  await docs.close();
  for (const q of ["demo=cycles", "demo=tower&position=%E6%9C%A8%20%E7%81%AB%2F%E5%9C%9F%20.%20%7C%20%E6%9C%A8", "demo=fishing&cards=%E6%B0%B4%E6%9C%A8%E5%9C%9F%E9%87%91&hand=%E7%81%AB%E6%9C%A8", "demo=play"]) {
    await open(page, "/embed.html?" + q);
    await check("embed " + q.split("&")[0]);
  }
  expect(Object.fromEntries(Object.entries(found).filter(([, v]) => v.length))).toEqual({});
  expect(Object.fromEntries(Object.entries(cut).filter(([, v]) => v.length))).toEqual({});   // nothing cut at 390 px
});
