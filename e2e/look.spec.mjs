// The visual system (issue #13): the tower fits every screen, 釣鶼鰈's table keeps
// banner, field and hand in view, one card component everywhere, motion that
// honours reduced motion, and screenshots of every page in both themes.
import fs from "node:fs";
import { test, expect } from "@playwright/test";
import { guard, returning, settled, waitReady } from "./guard.mjs";
import { cell, openDeal, playByTaps } from "./tower-helpers.mjs";
import { winningLine } from "./engine.mjs";

let problems = null;
test.beforeEach(async ({ page, baseURL }) => { problems = await guard(page, baseURL); });
test.afterEach(async () => { expect(problems).toEqual([]); });

const LAYOUTS = ["basic", "cross", "lightning", "reverse-cross", "windmill", "reverse-x", "infinity", "top"];
// Phone, tablet and laptop, each way up, and a large tablet on its side.
const VIEWPORTS = [[390, 844], [844, 390], [768, 1024], [1024, 768], [1440, 900], [1366, 1024]];

// Everything named by `selector` that is not wholly inside the viewport, and the page's scroll size.
async function offScreen(page, selector) {
  return page.evaluate((sel) => {
    const off = [];
    for (const el of document.querySelectorAll(sel)) {
      const b = el.getBoundingClientRect();
      if (b.left < -0.5 || b.top < -0.5 || b.right > innerWidth + 0.5 || b.bottom > innerHeight + 0.5) {
        off.push(el.dataset.cell || el.dataset.item || el.id || el.className);
      }
    }
    const root = document.documentElement;
    if (root.scrollWidth > innerWidth || root.scrollHeight > innerHeight) off.push(`page scrolls ${root.scrollWidth}×${root.scrollHeight}`);
    return off;
  }, selector);
}

test("靈獸塔: every pile and every item button on screen without scrolling, 8 layouts × 6 screens", async ({ page }) => {
  test.setTimeout(300_000);
  await openDeal(page, "basic", 3);
  const found = {}, smallest = {};
  for (const [w, h] of VIEWPORTS) {
    await page.setViewportSize({ width: w, height: h });
    for (const layout of LAYOUTS) {
      await page.locator("#pick-layout").click();
      await page.locator(`#layout-list [data-layout="${layout}"]`).click();
      await expect(page.locator("#layout-name")).not.toHaveText("—");
      await expect(page.locator("#layouts-dialog")).toBeHidden();
      const off = await offScreen(page, '#board .cell[data-pile]:not([data-pile=""]), #items .item, #undo, #hint, #new-deal');
      if (off.length) found[`${layout} at ${w}×${h}`] = off;
      smallest[`${layout} ${w}×${h}`] = await page.evaluate(() =>
        Math.min(...[...document.querySelectorAll('#board .cell[data-pile]:not([data-pile=""])')].map((e) => e.getBoundingClientRect().width)));
    }
  }
  expect(found).toEqual({});
  // Cards as large as the space allows: a roomy screen gets big cards, not a 539 px board.
  expect(smallest["basic 1440×900"]).toBeGreaterThan(110);
  expect(smallest["basic 768×1024"]).toBeGreaterThan(100);
  expect(smallest["basic 390×844"]).toBeGreaterThan(50);
});

test("靈獸塔: the margin opens only when an item can use it, and stays on screen; choices open beside their pile", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDeal(page, "lightning", 3);
  const width = (name) => cell(page, name).evaluate((e) => e.getBoundingClientRect().width);
  const margin = await width("a1"), card = await width("b5");
  expect(margin).toBeLessThan(card / 2);
  // Swift Wood on a pile at the layout's left edge lights the margin beside it: that column opens.
  await page.locator('[data-item="木"]').click();
  await cell(page, "b5").click();
  await expect(cell(page, "a5")).toHaveClass(/target/);
  expect(await width("a5")).toBeGreaterThan(card * 0.7);
  expect(await offScreen(page, ".cell.target, #items .item")).toEqual([]);
  await page.locator('[data-item="木"]').click();   // cancel
  // Parting Fire's count opens next to the pile it splits.
  await openDeal(page, "basic", 5);
  await playByTaps(page, "f5<f4");
  await page.locator('[data-item="火"]').click();
  await cell(page, "f4").click();
  const choices = await page.locator("#choices").boundingBox(), pile = await cell(page, "f4").boundingBox();
  const gap = Math.max(choices.y - (pile.y + pile.height), pile.y - (choices.y + choices.height), 0);
  expect(gap).toBeLessThan(20);
  expect(choices.x < pile.x + pile.width && choices.x + choices.width > pile.x).toBe(true);
});

test("釣鶼鰈 with four seats at 1024×768: the banner, the field and the current hand stay on screen", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/fishing.html?lang=en", { waitUntil: "commit" });
  await waitReady(page);
  await page.evaluate(() => localStorage.removeItem("wuxing.fishing.game"));
  await page.reload({ waitUntil: "commit" });
  await waitReady(page);
  await page.locator('input[name="players"][value="4"]').check();
  for (const seat of [1, 2, 3]) await page.locator(`[data-seat="${seat}"] [data-seat-kind]`).selectOption("human");
  await page.locator('[data-action="start"]').click();
  await expect(page.locator("#table")).toBeVisible();
  for (let i = 0; i < 6; i++) {
    expect(await offScreen(page, "#turn, #field, .hand[data-current], .line-wrap"), `step ${i}`).toEqual([]);
    const flip = page.locator("#field .cell.flippable").first();
    if (!(await flip.count())) break;
    await flip.click();
    const handover = page.locator("#handover");
    if (await handover.isVisible()) await handover.click();
    const pass = page.locator('[data-action="pass"]');
    while (await pass.isVisible()) { await pass.click(); await page.waitForTimeout(50); }
  }
});

test("one card everywhere: the embed's first paint is the engine's own pile markup, and a face shows colour, shape and character", async ({ page }) => {
  const position = encodeURIComponent("木火 水 ./土 金 木");
  await page.route("**/pyodide/pyodide.asm.wasm*", async (route) => { await new Promise((r) => setTimeout(r, 1500)); await route.continue(); });
  await page.goto(`/embed.html?demo=tower&position=${position}`, { waitUntil: "commit" });
  await expect(page.locator('[data-cell="a1"] .card')).toBeVisible();
  const cells = () => page.$$eval("#board [data-cell]", (els) => els.map((e) => [e.innerHTML, e.style.getPropertyValue("--edges").trim()]));
  const first = await cells();
  await waitReady(page);
  expect(await cells()).toEqual(first);
  // The face: its element's colour, the element's shape in two corners (two SVG backgrounds), and the character.
  const face = await page.locator('[data-cell="a1"] .card').evaluate((e) => ({
    colour: getComputedStyle(e).backgroundColor, text: e.textContent,
    corners: getComputedStyle(e, "::after").backgroundImage }));
  expect(face.text).toBe("火");
  expect(face.colour).toBe("rgb(198, 40, 40)");
  expect(face.corners.match(/url\(/g)).toHaveLength(2);
  expect(face.corners).toContain("M5 0 9.4 5");   // 火's diamond
  await expect(page.locator('[data-cell="a1"] .height')).toHaveText("2");
  await expect(page.locator('[data-cell="a1"] .bottom')).toHaveText("木");
});

for (const reduce of [false, true]) {
  test(`motion: a stack slides in under 300 ms and input is not blocked; none with reduced motion (${reduce ? "reduce" : "on"})`, async ({ page }) => {
    if (reduce) await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript(() => {   // every scripted animation, as it starts
      window.__slides = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (frames, options) {
        window.__slides.push({ cell: this.closest("[data-cell]")?.dataset.cell, duration: options?.duration ?? options });
        return animate.call(this, frames, options);
      };
    });
    await openDeal(page, "basic", 5);
    await playByTaps(page, "f5<f4");
    await expect(cell(page, "f4").locator(".height")).toHaveText("2");   // the stack is drawn
    if (reduce) {
      expect(await page.evaluate(() => window.__slides)).toEqual([]);
      expect(await page.evaluate(() => document.getAnimations().filter((a) => a.effect.getComputedTiming().duration > 0).length)).toBe(0);
    } else {
      // The slide starts as the stack is drawn, which can be a frame after the last tap
      // returns (seen once: read at once, no slide had started yet).
      await expect.poll(() => page.evaluate(() => window.__slides.map((s) => s.cell))).toEqual(["f4"]);
      expect((await page.evaluate(() => window.__slides))[0].duration).toBeLessThan(300);
    }
    // Input right away: the next tap selects at once, mid-slide.
    await cell(page, "f4").click();
    await expect(cell(page, "f4")).toHaveClass(/selected/);
  });
}

for (const reduce of [false, true]) {
  test(`a win: the elements' shapes burst from the last pile in 300 ms, then the result; none with reduced motion (${reduce ? "reduce" : "on"})`, async ({ page }) => {
    if (reduce) await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript(() => {   // every scripted animation, as it starts
      window.__sparks = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (frames, options) {
        if (this.classList.contains("spark")) window.__sparks.push({ element: this.className, duration: options?.duration });
        return animate.call(this, frames, options);
      };
    });
    await openDeal(page, "basic", 5);
    const line = winningLine("basic", 5);
    for (const action of line.slice(0, -1)) await playByTaps(page, action);
    expect(await page.evaluate(() => window.__sparks.length)).toBe(0);   // no burst before the win
    await playByTaps(page, line.at(-1));
    await expect(page.locator("#result-dialog")).toBeVisible();
    const sparks = await page.evaluate(() => window.__sparks);
    if (reduce) expect(sparks).toEqual([]);
    else {
      expect(sparks.length).toBe(20);
      expect(new Set(sparks.map((s) => s.element.match(/e\d/)[0])).size).toBe(5);   // every element's shape
      expect(Math.max(...sparks.map((s) => s.duration))).toBeLessThanOrEqual(300);
    }
    await expect(page.locator(".spark")).toHaveCount(0);   // all gone
    // Opening the won deal again celebrates nothing: only a winning move does.
    await page.reload();
    await waitReady(page);
    expect(await page.evaluate(() => window.__sparks.length)).toBe(0);
  });
}

// Screenshots of every page in both themes on phone, tablet and laptop, for a person to look at
// (build/screens/); each must show its page ready, with no scrolling sideways.
const SHOTS = [
  ["landing", "/index.html"],
  ["tower", "/tower.html?layout=cross&seed=4"],
  ["fishing", "/fishing.html", async (page) => {
    await page.locator('[data-seat="1"] [data-seat-kind]').selectOption("human");
    await page.locator('[data-action="start"]').click();
    await page.locator("#field .cell.flippable").first().click();
  }],
  ["ink", "/ink.html"],
  ["cards", "/cards.html"],
  ["deck", "/deck.html"],
  ["deck-edit", "/deck.html", async (page) => { await page.locator('#deck-grid [data-card="6"]').click(); }],
  ["deck-print", "/deck.html", async (page) => { await page.locator('[data-action="print"]').click(); }],
  ["embed-tower", "/embed.html?demo=tower&position=%E6%9C%A8%E7%81%AB%20%E6%B0%B4%20.%2F%E5%9C%9F%20%E9%87%91%20%E6%9C%A8%20%7C%20%E6%9C%A8%E6%B0%B4"],
  ["embed-fishing", "/embed.html?demo=fishing&cards=%E6%B0%B4%E6%9C%A8%E5%9C%9F%E9%87%91&hand=%E7%81%AB%E6%9C%A8"],
];
// Each page is loaded once per screen, light, then shown dark as the system's setting changes (the pages
// follow it at once, web/js/settings.js); an embed takes theme=dark from its address, so it loads again.
// A page loaded dark from the start: the accessibility scans (e2e/a11y.spec.mjs).
for (const [w, h, device] of [[390, 844, "phone"], [768, 1024, "tablet"], [1440, 900, "laptop"]]) {
  test(`screenshots of every page in both themes, ${device} (build/screens)`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    fs.mkdirSync("build/screens", { recursive: true });
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    await returning(context);
    const page = await context.newPage();
    const seen = await guard(page, baseURL);
    for (const [name, path, setup] of SHOTS) {
      const open = async (theme) => {
        await page.goto(path + (path.includes("?") ? "&" : "?") + "lang=zh" + theme, { waitUntil: "commit" });
        await waitReady(page);
        if (name === "fishing") await page.evaluate(() => localStorage.removeItem("wuxing.fishing.game"));
        if (setup) await setup(page);
      };
      for (const scheme of ["light", "dark"]) {
        await page.emulateMedia({ colorScheme: scheme });
        if (scheme === "light") await open("");
        else if (name.startsWith("embed")) await open("&theme=dark");
        await expect(page.locator("html"), `${name} ${device}`).toHaveAttribute("data-theme", scheme);
        await settled(page);   // a flip, a dialog or the change of theme finished
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} ${device} ${scheme}`).toBeLessThanOrEqual(w);
        await page.screenshot({ path: `build/screens/${name}-${device}-${scheme}.png` });
      }
    }
    expect(seen).toEqual([]);
    await context.close();
  });
}

// Loading (issue #13.4): the table is drawn from the URL at first paint, at the size it keeps, and is not
// playable until the engine is ready; the bar moves the whole time.
test("釣鶼鰈 and 墨香 at first paint: the set-up form (greyed, not pressable) or a word that the game is being picked up; the engine then takes over", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  let release;
  const held = new Promise((r) => { release = r; });
  const contexts = [];
  const open = async (path, init) => {   // each in its own context: their storage differs
    const context = await browser.newContext({ baseURL });
    contexts.push(context);
    const p = await context.newPage();
    const seen = await guard(p, baseURL);
    if (init) await p.addInitScript(init);
    await p.route("**/pyodide/pyodide.asm.wasm*", async (route) => { await held; await route.continue(); });
    await p.goto(path, { waitUntil: "domcontentloaded" });
    await p.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.endsWith("/css/site.css")));
    expect(await p.evaluate(() => document.documentElement.dataset.ready)).toBe("false");
    return [p, seen];
  };
  const opened = [];
  for (const [path, game] of [["/fishing.html", "fishing"], ["/ink.html", "ink"]]) {
    // A first visit: the form, with the seats of the last set-up (three here) as placeholders.
    const [p, seen] = await open(path, `localStorage.setItem("wuxing.${game}.seats", JSON.stringify([{name:"A",kind:"human"},{name:"B",kind:"human"},{name:"C",kind:"human"}]))`);
    await expect(p.locator("#setup")).toBeVisible();
    await expect(p.locator("#seats .seat.skeleton")).toHaveCount(3);
    expect(await p.locator('input[name="players"][value="3"]').isChecked()).toBe(true);
    expect(await p.locator("#start").evaluate((e) => getComputedStyle(e.closest(".setup")).pointerEvents)).toBe("none");
    await expect(p.locator("#table")).toBeHidden();
    // A game in progress: no form to fill in, a word instead.
    const [q, seenQ] = await open(path, `localStorage.setItem("wuxing.${game}.game", "{}")`);
    await expect(q.locator("#first-paint-wait")).toBeVisible();
    await expect(q.locator("#setup")).toBeHidden();
    opened.push([p, seen, false], [q, seenQ, true]);
  }
  release();
  for (const [p, seen, resumed] of opened) {
    await waitReady(p);
    await expect(p.locator("#first-paint-wait")).toBeHidden();
    if (!resumed) {
      await expect(p.locator("#seats .seat.skeleton")).toHaveCount(0);   // the page's own seat rows
      await expect(p.locator('#seats [data-seat="2"] [data-seat-name]')).toHaveValue("C");
      expect(await p.locator("#start").evaluate((e) => getComputedStyle(e.closest(".setup")).pointerEvents)).toBe("auto");
    }
    expect(seen).toEqual([]);
  }
  for (const c of contexts) await c.close();
});

test("靈獸塔 at first paint: the engine's own deal (T8) and a saved game's position, drawn before the engine, same size after", async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  let release;
  const held = new Promise((r) => { release = r; });
  const piles = (p) => p.$$eval("#board [data-cell]", (els) => Object.fromEntries(els.filter((e) => e.dataset.pile).map((e) => [e.dataset.cell, e.dataset.pile])));
  const box = (p) => p.locator("#board").boundingBox();
  // Seeds at both ends of T8's range and past 2**53, where a JavaScript number would lose the deal.
  const cases = [["cross", "4"], ["infinity", "18446744073709551615"], ["lightning", "9007199254740993"], ["top", "0"]];
  const pages = [];
  for (const [layout, seed] of cases) {
    const p = await context.newPage();
    const seen = await guard(p, baseURL);
    await p.route("**/pyodide/pyodide.asm.wasm*", async (route) => { await held; await route.continue(); });
    await p.goto(`/tower.html?layout=${layout}&seed=${seed}`, { waitUntil: "domcontentloaded" });
    await p.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.endsWith("/css/tower.css")));
    expect(await p.evaluate(() => document.documentElement.dataset.ready)).toBe("false");
    const first = [await piles(p), await box(p), await p.locator("#layout-name").textContent()];
    expect(Object.keys(first[0])).toHaveLength(20);
    // Drawn, but nothing can be pressed yet.
    expect(await p.locator("#hint").evaluate((e) => getComputedStyle(e).pointerEvents)).toBe("none");
    expect(await p.locator("#board").evaluate((e) => getComputedStyle(e).pointerEvents)).toBe("none");
    pages.push([p, seen, first, `${layout} ${seed}`]);
  }
  release();
  for (const [p, seen, [before, rect, name], what] of pages) {
    await waitReady(p);
    expect(await piles(p), what).toEqual(before);
    expect(await box(p), what).toEqual(rect);
    await expect(p.locator("#layout-name")).toHaveText(name);
    expect(seen).toEqual([]);
    await p.close();
  }
  // A game in progress: the saved position, not the fresh deal.
  await page.goto("/tower.html?layout=basic&seed=5", { waitUntil: "commit" });
  await waitReady(page);
  await playByTaps(page, "f5<f4");
  const played = await piles(page);
  let hold;
  const again = new Promise((r) => { hold = r; });
  const resumed = await context.newPage();
  const seen = await guard(resumed, baseURL);
  await resumed.route("**/pyodide/pyodide.asm.wasm*", async (route) => { await again; await route.continue(); });
  await resumed.goto("/tower.html", { waitUntil: "domcontentloaded" });
  expect(await piles(resumed)).toEqual(played);
  hold();
  await waitReady(resumed);
  expect(await piles(resumed)).toEqual(played);
  expect(seen).toEqual([]);
});

test("loading: the bar never sits still for half a second and only goes forward, a sheen runs while the main thread is busy (none with reduced motion); the landing's layouts are there at first paint", async ({ page, context }) => {
  await page.addInitScript(() => {
    // As if this device's last boot took 2 s: this boot (held 2.5 s below) runs past it, so the
    // bar's slow part, after the last boot's time, is what is tested.
    localStorage.setItem("wuxing.boot-ms", "2000");
    window.__bar = [];
    const t0 = performance.now();
    const sample = setInterval(() => {
      const bar = document.getElementById("load-bar");
      const sheen = document.getAnimations().some((a) => a.animationName === "loader-sheen" && a.playState === "running");
      if (bar) window.__bar.push([performance.now() - t0, bar.value, sheen]);
      if (document.documentElement.dataset.ready === "true") clearInterval(sample);
    }, 50);
  });
  await page.route("**/pyodide/pyodide.asm.wasm*", async (route) => { await new Promise((r) => setTimeout(r, 2500)); await route.continue(); });
  await page.goto("/index.html", { waitUntil: "domcontentloaded" });
  await expect(page.locator("#layouts [data-layout]")).toHaveCount(8);
  expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBe("false");
  await waitReady(page);
  const samples = (await page.evaluate(() => window.__bar)).filter(([, v]) => v > 0 && v < 100);
  expect(samples.length).toBeGreaterThan(20);
  expect(samples.filter(([, , sheen]) => !sheen)).toEqual([]);
  expect(samples.at(-1)[0], "the boot ran past the last one's 2 s").toBeGreaterThan(3000);
  // Still: not a quarter of a percent on in 550 ms. A gap between samples is the main thread busy
  // (nothing of the page's can move the bar then: the sheen does); the count starts again after it.
  let still = samples[0];
  for (let i = 1; i < samples.length; i++) {
    const [t, v] = samples[i];
    expect(v).toBeGreaterThanOrEqual(samples[i - 1][1]);
    if (v >= still[1] + 0.25 || t - samples[i - 1][0] > 200) still = samples[i];
    expect(t - still[0], `still at ${v}`).toBeLessThan(550);
  }
  // Reduced motion: no sheen.
  const calm = await context.newPage();
  await calm.emulateMedia({ reducedMotion: "reduce" });
  await calm.route("**/pyodide/pyodide.asm.wasm*", async (route) => { await new Promise((r) => setTimeout(r, 1500)); await route.continue(); });
  await calm.goto("/index.html", { waitUntil: "domcontentloaded" });
  expect(await calm.evaluate(() => getComputedStyle(document.getElementById("loader"), "::before").content)).toBe("none");
  expect(await calm.evaluate(() => document.getAnimations().filter((a) => a.animationName === "loader-sheen").length)).toBe(0);
  await waitReady(calm);
  await calm.close();
});
