// The embed builder (issue #40, ruling E5): a demo per game built by taps, its snippet copied and pasted
// into a blog on another origin, where the same position is found by the DOM contract; a pasted snippet
// loads back for editing; a refused change is said in the author's language and changes nothing.
import { test, expect } from "@playwright/test";
import { guard, waitReady } from "./guard.mjs";

const preview = (page) => page.frameLocator("#builder-frame");
const live = (frame) => expect(frame.locator("html")).toHaveAttribute("data-interactive", "true", { timeout: 60_000 });

async function copied(page, which) {
  await page.locator(`[data-copy="${which}"]`).click();
  await expect(page.locator(`[data-copied="${which}"]`)).not.toHaveText("");
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(await page.locator(`#builder-${which}`).inputValue());
  return text;
}

test("a demo per game built by taps, copied, and found the same on a blog of another origin", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const blog = process.env.E2E_BLOG_URL;
  const problems = await guard(page, baseURL, blog);
  await page.goto("/embeds.html");
  await waitReady(page);
  // 靈獸塔: a 火 laid on the empty space, 水 in hand, one more row; the preview is the real embed, run live.
  await page.locator('#sketch [data-tool="火"]').click();
  await page.locator('#sketch [data-cell="c2"]').click();
  await page.locator('#sketch [data-cell="a1"]').click();
  await page.locator('#sketch [data-toggle-item="水"]').click();
  await page.locator('#sketch [data-size="h+"]').click();
  await expect(page.locator('#sketch [data-cell="c3"]')).toHaveAttribute("data-pile", "");
  await expect(preview(page).locator('[data-cell="a1"]')).toHaveAttribute("data-pile", "木火");
  await expect(preview(page).locator('[data-cell="c2"]')).toHaveAttribute("data-pile", "火");
  await expect(preview(page).locator('#items [data-item="水"]')).toBeVisible();
  await live(preview(page));
  await preview(page).locator('[data-cell="b1"]').click();          // the preview plays: 火 …
  await preview(page).locator('[data-cell="c1"]').click();          // … with 土: under it (火 generates 土)
  await expect(preview(page).locator('[data-cell="c1"]')).toHaveAttribute("data-pile", "火土");
  // Refused by the engine, in the author's words (zh), and nothing changes: a 21st card.
  await page.locator('#sketch [data-cell="a3"]').click();
  for (let i = 0; i < 13; i++) await page.locator('#sketch [data-cell="b3"]').click();
  await expect(page.locator("#builder-say")).toHaveText("靈獸塔的牌桌上最多只能有 20 張牌。");
  await expect(page.locator('#sketch [data-cell="b3"]')).toHaveAttribute("data-pile", "火".repeat(12));
  await page.locator('#sketch [data-tool="take"]').click();
  for (let i = 0; i < 12; i++) await page.locator('#sketch [data-cell="b3"]').click();
  await page.locator('#sketch [data-cell="a3"]').click();
  await expect(page.locator("#builder-say")).toHaveText("");
  await page.locator("#opt-lang").selectOption("en");
  const tower = await copied(page, "snippet");
  expect(tower).toContain("lang=en");

  // 釣鶼鰈: a 火 to the line, 金 to the opponent's hand, the reader's 木 taken out; 水 and 木 face up (the line so far).
  await page.locator('#builder [data-kind="fishing"]').click();
  await page.locator('#sketch [data-add="火"]').click();
  await page.locator('#sketch [data-row-pick="opp"]').click();
  await page.locator('#sketch [data-add="金"]').click();
  await page.locator('#sketch [data-remove="hand"][data-index="1"]').click();
  await page.locator('#sketch [data-turn="0"]').click();
  await page.locator('#sketch [data-turn="1"]').click();
  await expect(page.locator('#sketch [data-turn="1"]')).toHaveAttribute("aria-pressed", "true");
  await expect(preview(page).locator('#field [data-cell]')).toHaveCount(5);
  await expect(preview(page).locator('#opp [data-opp-card="金"]')).toHaveCount(1);
  await expect(preview(page).locator('#line [data-entry]')).toHaveCount(2);
  await expect(preview(page).locator('#field [data-cell="b1"]')).toHaveAttribute("data-state", "up");
  const fishing = await copied(page, "snippet");
  // 墨香: card 0028 from the list.
  await page.locator('#builder [data-kind="card"]').click();
  await page.locator("#pick-card").selectOption("28");
  await expect(preview(page).locator('[data-card="0028"] .name')).toHaveText("Crimson-feather Phoenix");
  const card = await copied(page, "link");
  // 墨香 play: 0028 added to the reader's hand; the engine gives a play's total in the preview.
  await page.locator('#builder [data-kind="play"]').click();
  await page.locator("#pick-card").selectOption("28");
  await page.locator("#sketch [data-add-card]").click();
  await expect(page.locator('#sketch [data-row="hand"] [data-card="0028"]')).toHaveCount(1);
  await expect(preview(page).locator('#ink-hand [data-card="0028"]')).toHaveCount(1);
  await live(preview(page));
  await preview(page).locator('#ink-hand [data-card="0003"]').click();
  await preview(page).locator('#ink-hand [data-card="2001"]').click();
  await expect(preview(page).locator("#play-total")).toHaveAttribute("data-legal", "true");
  const play = await copied(page, "snippet");

  // The same three on the blog (another origin), pasted as an author would.
  const post = await context.newPage();
  const blogProblems = await guard(post, baseURL, blog);
  await post.goto(`${blog}/index.html?site=${encodeURIComponent(baseURL + "/")}`);
  await post.evaluate(([a, b, c, d]) => {
    const box = document.createElement("div");
    box.id = "pasted";
    box.innerHTML = a + b + `<iframe src="${c.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}" width="320" height="300"></iframe>` + d;
    document.body.append(box);
  }, [tower, fishing, card, play]);
  const frames = post.locator("#pasted iframe");
  await expect(frames).toHaveCount(4);
  const there = (i) => post.frameLocator(`#pasted iframe >> nth=${i}`);
  await expect(there(0).locator('[data-cell="a1"]')).toHaveAttribute("data-pile", "木火");
  await expect(there(0).locator('[data-cell="c2"]')).toHaveAttribute("data-pile", "火");
  await expect(there(0).locator('[data-cell="c3"]')).toHaveAttribute("data-pile", "");
  await expect(there(0).locator('#items [data-item="水"]')).toHaveCount(1);
  await expect(there(0).locator("html")).toHaveAttribute("lang", "en");
  await expect(there(1).locator('#field [data-cell]')).toHaveCount(5);
  await expect(there(1).locator('#opp [data-opp-card="金"]')).toHaveCount(1);
  await expect(there(1).locator('#hand [data-hand-card]')).toHaveCount(1);
  await expect(there(1).locator('#line [data-entry]')).toHaveText(["水", "木"]);
  await expect(there(2).locator('[data-card="0028"] .name')).toHaveText("Crimson-feather Phoenix");   // lang=en kept
  await expect(there(3).locator('#ink-hand [data-card]')).toHaveCount(4);
  await expect(there(3).locator('#beat [data-card="0001"]')).toHaveCount(1);
  await live(there(0));
  await live(there(1));
  await live(there(3));
  await post.close();
  expect(blogProblems).toEqual([]);

  // Pasted back into the builder: the 釣鶼鰈 demo, as it was built.
  await page.locator("#builder-paste").fill(fishing);
  await page.locator("#builder-load").click();
  await expect(page.locator("#builder")).toHaveAttribute("data-built", "fishing");
  await expect(page.locator("#builder-snippet")).toHaveValue(fishing);
  await expect(page.locator('#sketch [data-row="opp"] [data-remove]')).toHaveCount(1);
  await expect(page.locator('#sketch [data-turn][aria-pressed="true"]')).toHaveCount(2);
  expect(problems).toEqual([]);
});

test("the builder in English: refusals and a paste that is not a demo, said in the author's words", async ({ page, baseURL }) => {
  const problems = await guard(page, baseURL);
  await page.goto("/embeds.html?lang=en");
  await waitReady(page);
  await page.locator("#pick-layout").selectOption("infinity");        // the widest layout: 12 × 5
  await page.locator("#sketch [data-layout-load]").click();
  await expect(page.locator("#sketch .board")).toHaveCSS("--cols", "12");
  await expect(preview(page).locator('#board [data-cell="l5"]')).toHaveCount(1);
  await expect(preview(page).locator('#items [data-item]')).toHaveCount(5);
  await page.locator('#sketch [data-size="w+"]').click();              // a 13th column
  await expect(page.locator("#builder-say")).toHaveText("A demo's table is 1 to 12 spaces a side.");
  await expect(page.locator("#sketch .board")).toHaveCSS("--cols", "12");
  await page.locator("#builder-paste").fill("https://example.org/my-post.html");
  await page.locator("#builder-load").click();
  await expect(page.locator("#builder-say")).toContainText("That is not a link or snippet of a demo from this site");
  await page.locator("#builder-paste").fill(`${baseURL}/embed.html?demo=tower&position=${encodeURIComponent("木 . 火")}&theme=dark`);
  await page.locator("#builder-load").click();
  await expect(page.locator("#sketch .board")).toHaveCSS("--cols", "3");
  await expect(page.locator("#opt-theme")).toHaveValue("dark");
  // 釣鶼鰈 (水土木火, the reader holds 火): cards turned face up are flipped left to right (ruling E1).
  await page.locator("#builder-paste").fill(`${baseURL}/embed.html?demo=fishing&cards=${encodeURIComponent("水土木火")}&hand=${encodeURIComponent("火")}&lang=en`);
  await page.locator("#builder-load").click();
  await page.locator('#sketch [data-turn="0"]').click();
  await page.locator('#sketch [data-turn="1"]').click();                  // 水土: broken, and no hand card rescues it
  await expect(page.locator("#builder-say")).toHaveText("The face-up cards break the line and the reader's hand cannot " +
    "rescue it: it would fail at once. Turn up another card, or give the reader a card that rescues it.");
  await expect(page.locator('#sketch [data-turn="1"]')).toHaveAttribute("aria-pressed", "false");
  await page.locator('#sketch [data-row-pick="hand"]').click();
  await page.locator('#sketch [data-add="水"]').click();
  await page.locator('#sketch [data-turn="1"]').click();                  // 水土 again: a hand 水 rescues it (水水土)
  await expect(page.locator("#builder-say")).toHaveText("");
  await expect(preview(page).locator('#line [data-entry]')).toHaveText(["水", "土"]);
  await live(preview(page));
  await expect(preview(page).locator("#message")).toHaveText("The line is broken! Rescue it: tap a hand card, then a gap in the line.");
  await page.locator('#sketch [data-remove="line"][data-index="0"]').click();   // 土木火, 土 face up
  await page.locator('#sketch [data-remove="hand"][data-index="0"]').click();   // 土木火 and 水: nothing can ever score
  await expect(page.locator("#builder-say")).toHaveText("These cards can never make a pair, a dragon or a tiger: " +
    "the game would be over before the first flip. Add a card.");
  await page.locator('#sketch [data-remove="line"][data-index="1"]').click();   // 土火
  await page.locator('#sketch [data-remove="line"][data-index="0"]').click();   // a line of one
  await expect(page.locator("#builder-say")).toHaveText("A demo's line needs at least 2 cards.");
  await expect(page.locator('#sketch [data-row="line"] [data-remove]')).toHaveCount(2);
  await expect(page.locator('#sketch [data-turn][aria-pressed="true"]')).toHaveCount(1);
  expect(problems).toEqual([]);
});
