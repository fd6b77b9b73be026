// Settings in one place (issue #36.2) and the table's sounds (#36.3). The
// settings are applied before first paint by js/settings.js, so most of this
// needs no engine: a page is left as soon as its settings are checked.
import { test, expect } from "@playwright/test";
import { guard, waitReady } from "./guard.mjs";
import { firstStack } from "./engine.mjs";
import { playByTaps } from "./tower-helpers.mjs";

let problems = null;
test.beforeEach(async ({ page, baseURL }) => { problems = await guard(page, baseURL); });
test.afterEach(async () => { expect(problems).toEqual([]); });

const PAGES = ["index", "tower", "fishing", "ink", "cards", "deck", "embeds"];
const DARK_BG = "rgb(23, 21, 18)", LIGHT_BG = "rgb(246, 241, 231)";   // --bg of each theme (site.css)

// <html>'s settings attributes as the page's own scripts first see them (before any of them runs).
const recordFirstPaint = () => {
  document.addEventListener("readystatechange", () => {
    if (document.readyState === "interactive" && !window.__first) {
      const d = document.documentElement.dataset;
      window.__first = { lang: d.lang, theme: d.theme, motion: d.motion, suits: d.suits,
                         bg: getComputedStyle(document.body).backgroundColor };
    }
  });
};

for (const lang of ["zh", "en"]) {
  test(`one settings dialog on every page: each choice applied at once, and at the first paint of every page after (${lang})`, async ({ page }) => {
    await page.addInitScript(recordFirstPaint);
    await page.goto(`/index.html?lang=${lang}`, { waitUntil: "domcontentloaded" });
    let theme = "light", motion = "full";
    for (const [i, name] of PAGES.entries()) {
      if (i > 0) await page.goto(`/${name}.html`, { waitUntil: "domcontentloaded" });
      const first = await page.evaluate(() => window.__first);
      expect(first, name).toEqual({ lang, theme, motion, suits: i < 3 ? "elements" : "cards", bg: theme === "dark" ? DARK_BG : LIGHT_BG });
      const dialog = page.locator("#settings");
      await page.locator('.top [data-action="settings"]').click();
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(`h2 .${lang}`)).toBeVisible();
      await expect(dialog.locator(`h2 .${lang}`)).toHaveText(lang === "en" ? "Settings" : "設定");
      await expect(dialog.locator(`input[name="lang"][value="${lang}"]`)).toBeChecked();
      await expect(dialog.locator(`input[name="theme"][value="${i === 0 ? "system" : theme}"]`)).toBeChecked();
      await expect(dialog.locator(`input[name="sound"][value="on"]`)).toBeChecked();
      // The theme and the motion change at once, here.
      theme = theme === "dark" ? "light" : "dark";
      await dialog.locator(`input[name="theme"][value="${theme}"]`).check();
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(theme === "dark" ? DARK_BG : LIGHT_BG);
      motion = motion === "full" ? "reduce" : "full";
      await dialog.locator(`input[name="motion"][value="${motion === "reduce" ? "reduce" : "system"}"]`).check();
      await expect(page.locator("html")).toHaveAttribute("data-motion", motion);
      if (i === 2) await dialog.locator('input[name="suits"][value="cards"]').check();
      await expect(dialog.locator('select[name="faces"] option').first()).toHaveText(lang === "en" ? "Standard faces" : "標準牌面");
      await dialog.locator('button[value="close"]').click();
      await expect(dialog).toBeHidden();
    }
    // One key holds them all; nothing else was written for them.
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(JSON.parse(stored["wuxing.settings"])).toEqual({ lang, theme, motion: motion === "reduce" ? "reduce" : "system",
                                                           sound: "on", suits: "cards", faces: "" });
    expect(Object.keys(stored).filter((k) => /lang|theme|faces/.test(k))).toEqual([]);
    // The language: the page comes back in the other one, and so does the next page.
    const other = lang === "en" ? "zh" : "en";
    await page.locator('.top [data-action="settings"]').click();
    await page.locator(`#settings input[name="lang"][value="${other}"]`).click();   // the page reloads in it
    await expect(page.locator("html")).toHaveAttribute("data-lang", other);
    await expect(page.locator("#settings")).toBeHidden();
    await page.goto("/tower.html?layout=basic&seed=5", { waitUntil: "domcontentloaded" });
    expect((await page.evaluate(() => window.__first)).lang).toBe(other);
    await expect(page.locator(`.top [data-action="settings"] .${other}`)).toHaveText(other === "en" ? "Settings" : "設定");
    // The tower draws its cards with suits, the setting made on another page (T9).
    await waitReady(page);
    expect((await page.locator("[data-cell] .card b").allTextContents()).every((t) => ["♠", "♥", "♦", "♣", "JQK"].includes(t))).toBe(true);
  });
}

test("damaged settings: the page says so, uses the defaults for what it cannot read, and plays", async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    localStorage.setItem("wuxing.settings", '{"theme": "purple", "sound": "off", "lang": "en", "faces": "../x"}');
  });
  await page.goto("/tower.html?layout=basic&seed=5");
  await waitReady(page);
  await expect(page.locator("#notice")).toBeVisible();
  await expect(page.locator("#notice")).toContainText("Some of your settings could not be read");
  await expect(page.locator("html")).toHaveAttribute("data-lang", "en");      // what was good stays
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(JSON.parse(stored["wuxing.settings"])).toEqual({ lang: "en", theme: "system", motion: "system", sound: "off",
                                                         suits: "elements", faces: "" });
  expect(stored["wuxing.settings.corrupt"]).toContain("purple");
  await playByTaps(page, firstStack("basic", 5));
  await expect(page.locator("#moves")).toHaveText("1");
  // Not JSON at all: every default, and said once.
  await page.evaluate(() => localStorage.setItem("wuxing.settings", "{\"theme\": "));
  await page.goto("/index.html", { waitUntil: "domcontentloaded" });
  await expect(page.locator("#notice")).toContainText("有些設定讀不出來");
  await page.goto("/index.html", { waitUntil: "domcontentloaded" });
  await expect(page.locator("#notice")).toBeHidden();
});

test("sound: no audio before the first tap; a cue for a tap, a stack and a refusal; none when switched off", async ({ page }) => {
  await page.addInitScript(() => {
    window.__contexts = [];   // each AudioContext made: had the page seen a gesture then?
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(...args) { super(...args); window.__contexts.push(navigator.userActivation.hasBeenActive); }
    };
    // The page asks for a sound before any gesture (Playwright's own calls count as one, so the page asks).
    if (window !== window.top) return;   // not the rules' demo frames
    document.addEventListener("DOMContentLoaded", () => {
      window.__early = [navigator.userActivation.hasBeenActive, window.wuxingSound.play("win"), window.__contexts.length];
    });
  });
  await page.goto("/tower.html?layout=basic&seed=5&lang=en");
  await waitReady(page);
  expect(await page.evaluate(() => window.__early)).toEqual([false, false, 0]);
  expect(await page.evaluate(() => [window.__contexts, [...window.wuxingSound.played]])).toEqual([[], []]);
  const action = firstStack("basic", 5);
  await playByTaps(page, action);
  await expect(page.locator("#moves")).toHaveText("1");
  const played = await page.evaluate(() => [...window.wuxingSound.played]);
  expect(played[0]).toBe("tap");
  expect(played.at(-1)).toBe("stack");
  expect(await page.evaluate(() => window.__contexts)).toEqual([true]);      // one context, after the gesture
  await page.locator('[data-cell]:not([data-pile]), [data-cell][data-pile=""]').first().click();   // an empty cell
  await expect(page.locator("#message")).toHaveAttribute("data-kind", "error");
  expect(await page.evaluate(() => window.wuxingSound.played.at(-1))).toBe("refuse");
  // Off in Settings: nothing more plays.
  await page.locator('.top [data-action="settings"]').click();
  await page.locator('#settings input[name="sound"][value="off"]').check();
  await page.locator('#settings button[value="close"]').click();
  const before = await page.evaluate(() => window.wuxingSound.played.length);
  await page.locator('[data-cell]:not([data-pile]), [data-cell][data-pile=""]').first().click();
  await expect(page.locator("#message")).toHaveAttribute("data-kind", "error");
  expect(await page.evaluate(() => window.wuxingSound.played.length)).toBe(before);
});
