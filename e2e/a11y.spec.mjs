// Accessibility scan (issue #14.5): axe-core on every page, in both languages,
// with its main state shown; no serious or critical violation.
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { guard, settled, waitReady } from "./guard.mjs";

let problems = null;
test.beforeEach(async ({ page, baseURL }) => { problems = await guard(page, baseURL); });
test.afterEach(async () => { expect(problems).toEqual([]); });

async function serious(page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}

const PAGES = [
  ["landing", "/index.html", null],
  ["tower", "/tower.html?layout=basic&seed=5", null],
  ["fishing set-up", "/fishing.html", null],
  ["fishing table", "/fishing.html", async (page) => {
    await page.locator('[data-seat="1"] [data-seat-kind]').selectOption("attentive");
    await page.locator('[data-action="start"]').click();
    await expect(page.locator("#table")).toBeVisible();
  }],
  ["ink", "/ink.html", null],
  ["ink table", "/ink.html", async (page) => {   // the compact faces (issue #35.2): the kind in words on its colour
    await page.locator('[data-action="start"]').click();
    await expect(page.locator("#hand [data-card]").first()).toBeVisible();
  }],
  ["cards", "/cards.html", null],
  ["deck designer", "/deck.html", null],
  ["deck card editor", "/deck.html", async (page) => {
    await page.locator('#deck-grid [data-card="0"]').click();
    await expect(page.locator("#edit-dialog")).toBeVisible();
    await settled(page);   // the dialog's short fade-in, which axe would read as faint text
  }],
  ["deck print view", "/deck.html", async (page) => {
    await page.locator('[data-action="print"]').click();
    await expect(page.locator("#sheets .sheet-page").first()).toBeVisible();
  }],
  ["embed cycles", "/embed.html?demo=cycles", null],
  ["embed tower", "/embed.html?demo=tower&position=%E6%9C%A8%20%E7%81%AB%2F%E5%9C%9F%20.%20%7C%20%E6%9C%A8", null],
  ["embed fishing", "/embed.html?demo=fishing&cards=%E6%B0%B4%E6%9C%A8%E5%9C%9F%E9%87%91&hand=%E7%81%AB%E6%9C%A8", null],
  ["embed play", "/embed.html?demo=play", null],
];

// Both languages in the light theme, and the dark theme (issue #13.5: text contrast ≥ 4.5:1 in both themes;
// the game pages follow the system's setting, an embed takes theme=dark from its author).
for (const [lang, scheme] of [["zh", "light"], ["en", "light"], ["zh", "dark"]]) {
  test(`axe: no serious violations on any page (${lang}, ${scheme} theme)`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme: scheme });
    const theme = scheme === "dark" ? "&theme=dark" : "";
    const found = {};
    for (const [name, path, setup] of PAGES) {
      await page.goto(path + (path.includes("?") ? "&" : "?") + `lang=${lang}` + (path.startsWith("/embed.html") ? theme : ""),
                      { waitUntil: "commit" });
      await waitReady(page);
      if (name === "fishing set-up") await page.evaluate(() => localStorage.removeItem("wuxing.fishing.game"));
      if (setup) await setup(page);
      const v = await serious(page);
      if (v.length) found[name] = v;
    }
    const docs = await page.context().newPage();
    await docs.emulateMedia({ colorScheme: scheme });
    await docs.goto(`/embeds.html?lang=${lang}`);
    const v = await serious(docs);
    if (v.length) found.embeds = v;
    await docs.close();
    expect(found).toEqual({});
  });
}

test("the tower board reads as a grid of piles in words; the first keyboard stop is a pile", async ({ page }) => {
  await page.goto("/tower.html?layout=cross&seed=3&lang=en", { waitUntil: "commit" });
  await waitReady(page);
  const rows = page.locator('#board [role="row"]');
  expect(await rows.count()).toBeGreaterThan(3);
  await expect(rows.first().locator('[role="gridcell"]')).not.toHaveCount(0);
  const first = page.locator('#board [data-cell][tabindex="0"]');
  await expect(first).toHaveCount(1);
  expect(await first.getAttribute("data-pile")).not.toBe("");                    // a real pile, not the margin
  await first.focus();
  await page.keyboard.press("Enter");                                             // select it by keyboard
  await expect(first).toHaveAttribute("aria-label", /^(Wood|Fire|Earth|Metal|Water), selected$/);
  const target = page.locator("#board .cell.target").first();
  await expect(target).toHaveAttribute("aria-label", /^(Wood|Fire|Earth|Metal|Water), can take the selected pile$/);
  // The focus ring is drawn outside the selection ring.
  const ring = await first.evaluate((el) => { const s = getComputedStyle(el); return [s.outlineStyle, parseFloat(s.outlineOffset)]; });
  expect(ring[0]).toBe("solid");
  expect(ring[1]).toBeGreaterThan(6);
});
