// Tap-only sequences for every tower action (the README's DOM contract).
import { expect } from "@playwright/test";

export const cell = (page, name) => page.locator(`[data-cell="${name}"]`);

export async function pagePiles(page) {
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll("[data-cell]")]
    .filter((e) => e.dataset.pile).map((e) => [e.dataset.cell, e.dataset.pile])));
}

export async function playByTaps(page, action) {
  let m;
  if ((m = /^([a-z]\d+)([<>])([a-z]\d+)$/.exec(action))) {
    await cell(page, m[1]).click();
    await cell(page, m[3]).click();
    const choice = page.locator(`[data-choice="${m[2] === "<" ? "under" : "on"}"]`);
    if (await choice.isVisible()) await choice.click();
  } else if ((m = /^木([a-z]\d+)-([a-z]\d+)$/.exec(action))) {
    await page.locator('[data-item="木"]').click();
    await cell(page, m[1]).click();
    await cell(page, m[2]).click();
  } else if ((m = /^火([a-z]\d+)\/(\d+)-([a-z]\d+)$/.exec(action))) {
    await page.locator('[data-item="火"]').click();
    await cell(page, m[1]).click();
    await page.locator(`[data-split="${m[2]}"]`).click();
    await cell(page, m[3]).click();
  } else if ((m = /^土([a-z]\d+)=(.)$/.exec(action))) {
    await page.locator('[data-item="土"]').click();
    await cell(page, m[1]).click();
    await page.locator(`[data-element="${m[2]}"]`).click();
  } else if ((m = /^金([a-z]\d+)$/.exec(action))) {
    await page.locator('[data-item="金"]').click();
    await cell(page, m[1]).click();
  } else if ((m = /^水([a-z]\d+)-([a-z]\d+)$/.exec(action))) {
    await page.locator('[data-item="水"]').click();
    await cell(page, m[1]).click();
    await cell(page, m[2]).click();
  } else {
    throw new Error(`no tap sequence for ${action}`);
  }
}

export async function openDeal(page, layout, seed, extra = "") {
  // Wait for the page's own ready mark, not the load event: with several tabs of
  // Pyodide busy on a two-core machine, "load" alone once took over 30 s in CI.
  await page.goto(`/tower.html?layout=${layout}&seed=${seed}${extra}`, { waitUntil: "commit" });
  await page.waitForFunction(() => document.documentElement?.dataset.ready === "true", null, { timeout: 90_000 });
}

export async function expectStatus(page, status) {
  await expect(page.locator("[data-game-status]")).toHaveAttribute("data-game-status", status);
}
