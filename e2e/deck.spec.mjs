// The deck designer (issue #18.2–3): a valid deck built from the random one by taps, a broken sum fixed,
// a deck exported and imported again (and a bad file refused), deleting with confirmation, a picture kept
// on the device, and the print view's card sizes measured in a PDF Chromium prints.
import { test, expect } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import { guard, waitReady } from "./guard.mjs";
import { pdfBoxes } from "./pdf-boxes.mjs";

const card = (page, i) => page.locator(`#deck-grid [data-card="${i}"]`);
const numbers = (page) => page.evaluate(() => [...document.querySelectorAll("#deck-grid [data-card]")]
  .map((c) => [c.querySelector(".num.l").textContent, c.querySelector(".num.r").textContent].map(Number)));

async function fresh(page, baseURL, lang = "zh") {
  const problems = await guard(page, baseURL);
  await page.goto(`/deck.html?lang=${lang}`);
  await waitReady(page);
  await expect(page.locator("#deck-grid [data-card]")).toHaveCount(25);
  return problems;
}

test("a valid deck built from the random one by taps: a number up, another down, two elements swapped; it stays after a reload", async ({ page, baseURL }) => {
  const problems = await fresh(page, baseURL, "en");
  await expect(page.locator("#verdict")).toHaveAttribute("data-valid", "true");
  const before = await numbers(page);
  const up = before.findIndex(([l]) => l < 8);
  const down = before.findIndex(([l], i) => l > 1 && i !== up);

  await card(page, up).click();
  await expect(page.locator("#edit-dialog")).toBeVisible();
  await page.locator('#edit-dialog [data-step="1"][data-side="left"]').click();
  await expect(page.locator("#edit-left")).toHaveValue(String(before[up][0] + 1));
  await expect(page.locator("#edit-sums")).toContainText("Lower-left total 101 / 100");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.locator("#verdict")).toHaveAttribute("data-valid", "false");
  await expect(page.locator('#sums [data-sum="left"]')).toHaveAttribute("data-ok", "false");
  await expect(page.locator("#problems li")).toHaveText(["The lower-left numbers add up to 101: 1 over 100."]);

  await card(page, down).click();
  await page.locator('#edit-dialog [data-step="-1"][data-side="left"]').click();
  await expect(page.locator("#edit-sums")).toContainText("Lower-left total 100 / 100");
  // Card 1 (Wood) becomes Fire: five Wood cards no more, six Fire; card 6 (Fire) becomes Wood: valid again.
  await page.locator('#edit-dialog [data-action="prev"]').click();
  for (let i = 0; i < 25 && (await page.locator("#edit-title").textContent()) !== "Card 1: Azure Dragon"; i++) {
    await page.locator('#edit-dialog [data-action="next"]').click();
  }
  await page.locator('#edit-dialog [data-element="火"]').click();
  await expect(page.locator('#edit-dialog [data-element="火"]')).toHaveAttribute("aria-pressed", "true");
  await page.locator("#edit-name").fill("Ember Dragon");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.locator('#sums [data-count="木"]')).toHaveAttribute("data-ok", "false");
  await expect(page.locator("#problems")).toContainText("A deck has 5 Fire (火) cards; this one has 6 (1 too many).");
  await expect(card(page, 0)).toHaveClass(/e1/);
  await card(page, 5).click();
  await page.locator('#edit-dialog [data-element="木"]').click();
  await page.keyboard.press("Escape");
  await expect(page.locator("#verdict")).toHaveAttribute("data-valid", "true");
  await expect(page.locator("#verdict")).toHaveText("This deck keeps the rule: print it or play with it.");

  const after = await numbers(page);
  await page.reload();
  await waitReady(page);
  expect(await numbers(page)).toEqual(after);
  await expect(card(page, 0).locator(".name")).toHaveText("Ember Dragon");
  await expect(page.locator("#verdict")).toHaveAttribute("data-valid", "true");
  expect(problems).toEqual([]);
});

test("a typed 9 and an empty number are named; 'fix the sums' makes the deck valid and says what it changed", async ({ page, baseURL }) => {
  const problems = await fresh(page, baseURL);
  await card(page, 2).click();
  await page.locator("#edit-left").fill("9");
  await page.locator("#edit-left").press("Enter");
  await page.locator("#edit-right").fill("");
  await page.locator("#edit-right").press("Tab");
  await expect(page.locator("#edit-problems li")).toHaveText(["第 3 張（木鹿）：左下數字要是 1 到 8 的整數，不能是 9。",
                                                              "第 3 張（木鹿）：右下數字要是 1 到 8 的整數，現在是空的。"]);
  await page.keyboard.press("Escape");
  await expect(card(page, 2)).toHaveClass(/bad/);
  await expect(page.locator("#problems")).toContainText("第 3 張（木鹿）：左下數字要是 1 到 8 的整數，不能是 9。");
  await expect(page.locator("#problems")).toContainText("第 3 張（木鹿）：右下數字要是 1 到 8 的整數，現在是空的。");
  // A problem that names a card opens it.
  await page.locator("#problems button").first().click();
  await expect(page.locator("#edit-title")).toHaveText("第 3 張：木鹿");
  await page.keyboard.press("Escape");
  // Something the engine refuses to hold at all: nothing changes, the player is told why.
  await card(page, 2).click();
  await page.locator("#edit-left").fill("123");
  await page.locator("#edit-left").press("Enter");
  await expect(page.locator("#edit-message")).toHaveText("左下數字要填 0 到 99 的整數，或留空。");
  await page.keyboard.press("Escape");
  await expect(card(page, 2).locator(".num.l")).toHaveText("9");

  await page.locator("#fix-sums").click();
  await expect(page.locator("#verdict")).toHaveAttribute("data-valid", "true");
  await expect(page.locator("#message")).toContainText("第 3 張（木鹿）左下 9 →");
  const fixed = await numbers(page);
  expect(fixed.every(([l, r]) => l >= 1 && l <= 8 && r >= 1 && r <= 8)).toBe(true);
  expect(fixed.reduce((s, [l]) => s + l, 0)).toBe(100);
  expect(fixed.reduce((s, [, r]) => s + r, 0)).toBe(100);
  await expect(page.locator("#fix-sums")).toBeHidden();
  expect(problems).toEqual([]);
});

test("export, import again as a second deck; a bad file is refused and changes nothing; delete asks first", async ({ page, baseURL }, info) => {
  const problems = await fresh(page, baseURL, "en");
  await page.locator("#deck-name").fill("Tuesday deck");
  const [download] = await Promise.all([page.waitForEvent("download"), page.click('[data-action="export"]')]);
  expect(download.suggestedFilename()).toBe("Tuesday deck.wuxing-deck.json");
  const file = info.outputPath("deck.json");
  await download.saveAs(file);
  const saved = JSON.parse(readFileSync(file, "utf8"));
  expect(saved.format).toBe("wuxing-deck");
  expect(saved.cards).toHaveLength(25);
  const original = await numbers(page);

  await page.locator("#import-file").setInputFiles(file);
  await expect(page.locator("#message")).toContainText("Imported “Tuesday deck 2”.");
  await expect(page.locator("#deck-select option")).toHaveCount(2);
  await expect(page.locator("#deck-name")).toHaveValue("Tuesday deck 2");
  expect(await numbers(page)).toEqual(original);

  // Bad files: the reason, and the decks as they were.
  const bad = [
    [{ ...saved, version: 2 }, "Not a deck file: version 2 is not 1"],
    [{ ...saved, cards: saved.cards.slice(0, 24) }, "24"],
    [{ ...saved, cards: [...saved.cards, saved.cards[0]] }, "26"],
    [{ ...saved, cards: saved.cards.map((c, i) => (i ? c : { ...c, left: 1e9 })) }, "99"],
    [{ ...saved, cards: saved.cards.map((c, i) => (i ? c : { ...c, name: 7 })) }, "text"],
  ];
  const deep = '{"format":"wuxing-deck","version":1,"name":' + "[".repeat(50) + "]".repeat(50) + ',"cards":[]}';
  for (const [i, [content, reason]] of bad.entries()) {
    const path = info.outputPath(`bad${i}.json`);
    writeFileSync(path, JSON.stringify(content));
    await page.locator("#import-file").setInputFiles(path);
    await expect(page.locator("#message")).toHaveAttribute("data-kind", "error");
    await expect(page.locator("#message")).toContainText(reason);
  }
  writeFileSync(info.outputPath("deep.json"), deep);
  await page.locator("#import-file").setInputFiles(info.outputPath("deep.json"));
  await expect(page.locator("#message")).toContainText("not JSON (or too large or too deeply nested)");
  await expect(page.locator("#deck-select option")).toHaveCount(2);
  expect(await numbers(page)).toEqual(original);

  // Delete asks first: Cancel keeps the deck, Delete removes it and opens the other one.
  await page.click('[data-action="delete"]');
  await expect(page.locator("#confirm-text")).toContainText("Tuesday deck 2");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.locator("#deck-select option")).toHaveCount(2);
  await page.click('[data-action="delete"]');
  await page.locator("#confirm-yes").click();
  await expect(page.locator("#deck-select option")).toHaveCount(1);
  await expect(page.locator("#deck-name")).toHaveValue("Tuesday deck");
  await expect(page.locator("#message")).toHaveText("Deleted “Tuesday deck 2”.");
  expect(problems).toEqual([]);
});

// A 4 × 4 red PNG, made here so no fixture file is needed.
function png() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => { let c = 0xffffffff; for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4); sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0); header.writeUInt32BE(4, 4); header[8] = 8; header[9] = 2;
  const rows = Buffer.concat(Array.from({ length: 4 }, () => Buffer.from([0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0])));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", header),
                        chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
}

test("a picture picked for a card is drawn on it and is still there after a reload; a file that is no picture is refused", async ({ page, baseURL }) => {
  const problems = await fresh(page, baseURL, "en");
  await card(page, 4).click();
  await page.locator("#edit-picture").setInputFiles({ name: "crane.png", mimeType: "image/png", buffer: png() });
  await expect(page.locator("#edit-message")).toHaveText("Picture added (kept on this device only).");
  await expect(page.locator("#edit-preview img.pic")).toHaveCount(1);
  await page.locator("#edit-picture").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
  await expect(page.locator("#edit-message")).toContainText("not a picture this browser can read");
  await page.keyboard.press("Escape");
  await expect(card(page, 4).locator("img.pic")).toHaveAttribute("src", /^blob:/);
  await page.reload();
  await waitReady(page);
  await expect(card(page, 4).locator("img.pic")).toHaveAttribute("src", /^blob:/);
  // Removing it: the card shows its element again.
  await card(page, 4).click();
  await page.locator("#no-picture").click();
  await page.keyboard.press("Escape");
  await expect(card(page, 4).locator("img.pic")).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a deck saved by a newer version keeps its entry and its pictures while another deck's picture is removed (#74.4)", async ({ page, baseURL }) => {
  const problems = await fresh(page, baseURL, "en");
  await card(page, 4).click();
  await page.locator("#edit-picture").setInputFiles({ name: "crane.png", mimeType: "image/png", buffer: png() });
  await expect(page.locator("#edit-message")).toHaveText("Picture added (kept on this device only).");
  await page.keyboard.press("Escape");
  // Deck B, as a newer release saved it (its file's version 2), with a picture of its own.
  const B_PICTURE = "p" + "b".repeat(32);
  const entryB = await page.evaluate(async ([id, url]) => {
    const [own] = Object.keys(localStorage).filter((k) => /^wuxing\.deck\.d\.\d{9}$/.test(k));
    const envelope = JSON.parse(localStorage.getItem(own));
    const deck = JSON.parse(envelope.game);
    deck.version = 2;
    deck.cards[0].image = id;
    const text = JSON.stringify({ ...envelope, id: "222222222", game: JSON.stringify(deck) });
    localStorage.setItem("wuxing.deck.d.222222222", text);
    await window.wuxingDeckFiles.putPictures(JSON.stringify({ [id]: url }));
    return text;
  }, [B_PICTURE, "data:image/png;base64," + png().toString("base64")]);
  await page.reload();
  await waitReady(page);
  await expect(page.locator("#notice")).toContainText("from a newer version of this site");
  // Removing deck A's picture collects nothing while deck B cannot be read here.
  await card(page, 4).click();
  await page.locator("#no-picture").click();
  await page.keyboard.press("Escape");
  await expect(card(page, 4).locator("img.pic")).toHaveCount(0);
  await page.waitForTimeout(300);   // the collection runs after the change
  const pictures = JSON.parse(await page.evaluate(() => window.wuxingDeckFiles.allPictures()));
  expect(Object.keys(pictures)).toContain(B_PICTURE);
  expect(await page.evaluate(() => localStorage.getItem("wuxing.deck.d.222222222"))).toBe(entryB);   // as it was
  expect(await page.evaluate(() => localStorage.getItem("wuxing.deck.d.222222222.corrupt"))).toBeNull();
  expect(problems).toEqual([]);
});

for (const [paper, height, size] of [["a4", 88, [210, 297]], ["letter", 86, [215.9, 279.4]], ["letter", 90, [215.9, 279.4]]]) {
  test(`print view on ${paper}, ${height} mm cards: 9 per page at 54 × ${height} mm (± 0.5) in a printed PDF, backs mirrored`, async ({ page, baseURL }) => {
    const problems = await fresh(page, baseURL);
    await page.click('[data-action="print"]');
    await page.locator("#print-paper").selectOption(paper);
    await page.locator("#print-height").selectOption(String(height));
    await expect(page.locator("#sheets .sheet-page")).toHaveCount(6);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const { pages, streams } = pdfBoxes(pdf);
    expect(pages).toHaveLength(6);
    for (const [w, h] of pages) {
      expect(Math.abs(w - size[0])).toBeLessThan(0.5);
      expect(Math.abs(h - size[1])).toBeLessThan(0.5);
    }
    // Each page's card boxes of the chosen size, counted once however many times they are painted.
    const perPage = streams.map((rects) => {
      const seen = new Map();
      for (const r of rects) {
        if (Math.abs(r.w - 54) < 0.5 && Math.abs(r.h - height) < 0.5) seen.set(`${r.x.toFixed(1)},${r.y.toFixed(1)}`, r);
      }
      return [...seen.values()].sort((a, b) => b.y - a.y || a.x - b.x);
    }).filter((boxes) => boxes.length);
    expect(perPage.map((b) => b.length)).toEqual([9, 9, 9, 9, 7, 7]);
    // The boxes sit where the layout puts them; a back page is its front page mirrored.
    const expected = await page.evaluate(() => [...document.querySelectorAll('#sheets .sheet-page[data-page="front"]:first-child [data-trim]')]
      .map((e) => parseFloat(e.style.left)));
    expect(perPage[0].slice(0, 3).map((b) => b.x).every((x, i) => Math.abs(x - expected[i]) < 0.5)).toBe(true);
    const mirrored = perPage[1].slice(0, 3).map((b) => size[0] - b.x - b.w).sort((a, b) => a - b);
    expect(mirrored.every((x, i) => Math.abs(x - perPage[0][i].x) < 0.5)).toBe(true);
    // ... and each card's back is where its front lands when the sheet turns over its long edge.
    const turned = await page.evaluate((width) => [...document.querySelectorAll('#sheets [data-trim="front"]')].map((f) => {
      const back = document.querySelector(`#sheets [data-trim="back"][data-card="${f.dataset.card}"]`);
      return Math.abs(width - parseFloat(back.style.left) - parseFloat(back.style.width) - parseFloat(f.style.left)) < 0.01
        && back.style.top === f.style.top;
    }), size[0]);
    expect(turned).toEqual(Array(25).fill(true));
    // Ruling DK9: a sheet that prints where most printers cannot says so, and the
    // printer-safe choice (two rows a page) keeps everything 5 mm or more from the edge.
    const edge = page.locator("#print-edge");
    if (paper === "a4") {
      await expect(edge).toBeHidden();
    } else {
      await expect(edge).toBeVisible();
      await expect(edge).toContainText("0.");
      await page.locator("#print-safe").check();
      await expect(page.locator("#sheets .sheet-page")).toHaveCount(10);
      await expect(edge).toBeHidden();
      const nearest = await page.evaluate(() => Math.min(...[...document.querySelectorAll('#sheets .sheet-page:first-child > *')]
        .map((e) => Math.min(parseFloat(e.style.left), parseFloat(e.style.top)))));
      expect(nearest).toBeGreaterThanOrEqual(5);
    }
    expect(problems).toEqual([]);
  });
}

test("a game drawn with the deck: 靈獸塔 and 釣鶼鰈 show the deck's names and pictures on their cards, and standard faces again when asked", async ({ page, baseURL }) => {
  const problems = await fresh(page, baseURL, "en");
  // The five Wood cards get a picture and known names.
  await card(page, 0).click();
  for (let i = 0; i < 5; i++) {
    await page.locator("#edit-name").fill(`Oak ${i + 1}`);
    await page.locator("#edit-picture").setInputFiles({ name: "oak.png", mimeType: "image/png", buffer: png() });
    await expect(page.locator("#edit-preview img.pic")).toHaveCount(1);
    await page.locator('#edit-dialog [data-action="next"]').click();
  }
  await page.keyboard.press("Escape");
  await page.locator("#deck-name").fill("Forest deck");
  const deckNames = await page.evaluate(() => [...document.querySelectorAll("#deck-grid [data-card]")]
    .map((c) => [c.className.match(/\be(\d)\b/)[1], c.querySelector(".name").textContent]));
  const namesOf = (e) => deckNames.filter(([k]) => k === String(e)).map(([, n]) => n);

  // 靈獸塔: the setting is in Settings (#36.2).
  await page.goto("/tower.html?layout=basic&seed=3&lang=en");
  await waitReady(page);
  await expect(page.locator("#board .card.faced")).toHaveCount(0);
  await page.locator('.top [data-action="settings"]').click();
  await page.locator('#settings select[name="faces"]').selectOption({ label: "Forest deck" });
  await page.keyboard.press("Escape");
  await expect(page.locator("#board [data-cell] > .card.e0.faced.has-pic").first()).toBeVisible();   // pictures come from IndexedDB
  await expect(page.locator("#board [data-cell] > .card.e0.faced:not(.has-pic)")).toHaveCount(0);
  const tops = await page.evaluate(() => [...document.querySelectorAll("#board [data-cell] > .card")].map((c) => ({
    e: c.className.match(/\be(\d)\b/)[1], name: c.querySelector(".face-name")?.textContent, pic: !!c.querySelector("img.pic[src^='blob:']") })));
  expect(tops.length).toBeGreaterThan(0);
  for (const t of tops) {
    expect(namesOf(t.e)).toContain(t.name);
    expect(t.pic).toBe(t.e === "0");          // only the Wood cards have pictures
  }
  expect(tops.some((t) => t.e === "0")).toBe(true);
  // Kept as a setting: a reload draws the same faces; "Standard faces" takes them away.
  await page.reload();
  await waitReady(page);
  await expect(page.locator("#board .card.faced")).toHaveCount(tops.length);
  await expect(page.locator("#board .card.faced.has-pic").first()).toBeVisible();
  await page.locator('.top [data-action="settings"]').click();
  await page.locator('#settings select[name="faces"]').selectOption("");
  await page.keyboard.press("Escape");
  await expect(page.locator("#board .card.faced")).toHaveCount(0);

  // 釣鶼鰈: the same setting, in Settings there too.
  await page.goto("/fishing.html?lang=en");
  await waitReady(page);
  await page.locator('.top [data-action="settings"]').click();
  await page.locator('#settings select[name="faces"]').selectOption({ label: "Forest deck" });
  await page.keyboard.press("Escape");
  await page.locator(".more summary").click();
  await page.locator("#seed").fill("11");
  await page.locator('[data-action="start"]').click();
  await expect(page.locator("#table")).toBeVisible();
  const hand = await page.evaluate(() => [...document.querySelectorAll("#hands .hcard")].map((c) => ({
    e: c.className.match(/\be(\d)\b/)[1], name: c.querySelector(".face-name")?.textContent })));
  expect(hand.length).toBeGreaterThan(0);
  for (const h of hand) expect(h.name).toBe(namesOf(h.e)[0]);
  // A flipped card on the field shows the deck's name and still its character, at a readable size.
  await page.locator("#field .cell.flippable").first().click();
  const up = page.locator("#field .cell.up .card.faced").first();
  await expect(up.locator(".face-name")).toHaveText(/\S/);
  expect(await up.locator("b").evaluate((b) => parseFloat(getComputedStyle(b).fontSize))).toBeGreaterThanOrEqual(12);
  // (its width once the flip's short turn-over animation has ended)
  await expect.poll(() => up.locator("b").evaluate((b) => b.getBoundingClientRect().width)).toBeGreaterThan(8);
  // The landing page draws the games' cards with the same faces (#36.7), and offers the game just begun.
  await page.goto("/index.html?lang=en");
  await waitReady(page);
  for (const game of ["tower", "fishing"]) {
    const fan = page.locator(`[data-game-cards="${game}"] .card`);
    await expect(fan.locator("img.pic[src^='blob:']").first()).toBeVisible();
    const shown = await fan.evaluateAll((cards) => cards.map((c) => ({ e: c.className.match(/\be(\d)\b/)[1],
      name: c.querySelector(".face-name")?.textContent, pic: !!c.querySelector("img.pic[src^='blob:']") })));
    expect(shown).toHaveLength(5);
    for (const c of shown) {
      expect(namesOf(c.e)).toContain(c.name);
      expect(c.pic).toBe(c.e === "0");
    }
  }
  await expect(page.locator('[data-continue-game="fishing"] a')).toHaveAttribute("href", "./fishing.html");
  expect(problems).toEqual([]);
});

test("a damaged saved deck is set aside with a word, not shown half-read; the other decks open", async ({ page, baseURL }) => {
  const problems = await fresh(page, baseURL, "en");
  const id = await page.evaluate(() => localStorage.getItem("wuxing.deck.current"));
  await page.click('[data-action="duplicate"]');
  await expect(page.locator("#deck-select option")).toHaveCount(2);
  const copy = await page.evaluate(() => localStorage.getItem("wuxing.deck.current"));
  await page.evaluate((key) => localStorage.setItem(key, '{"v":1,"id":"x","rev":1,"game":"{\\"format\\":\\"wuxing-deck\\",\\"version\\":1'), `wuxing.deck.d.${copy}`);
  await page.reload();
  await waitReady(page);
  await expect(page.locator("#notice")).toHaveText("A saved deck could not be read; it was set aside and will not be opened again.");
  await expect(page.locator("#deck-select option")).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem("wuxing.deck.current"))).toBe(id);
  expect(await page.evaluate((key) => localStorage.getItem(key), `wuxing.deck.d.${copy}.corrupt`)).toContain("wuxing-deck");
  expect(problems).toEqual([]);
});

test("two tabs on one deck: an edit in one shows in the other, and neither overwrites the other's newer edit", async ({ page, context, baseURL }) => {
  const problems = await fresh(page, baseURL, "en");
  const other = await context.newPage();
  await other.goto("/deck.html?lang=en");
  await waitReady(other);
  await page.locator("#deck-name").fill("From tab one");
  await expect(other.locator("#deck-name")).toHaveValue("From tab one");
  await other.locator('#deck-grid [data-card="3"]').click();
  await other.locator("#edit-name").fill("Tab two's beast");
  await expect(card(page, 3).locator(".name")).toHaveText("Tab two's beast");
  await page.locator("#deck-name").fill("From tab one, again");
  await expect(other.locator("#deck-name")).toHaveValue("From tab one, again");
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem(`wuxing.deck.d.${localStorage.getItem("wuxing.deck.current")}`)));
  const deck = JSON.parse(stored.game);
  expect([deck.name, deck.cards[3].name]).toEqual(["From tab one, again", "Tab two's beast"]);
  expect(problems).toEqual([]);
});
