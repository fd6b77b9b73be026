// Play a scripted 3-human 釣鶼鰈 game by taps (e2e/fishing-three-plan.py) and count the hand-over cues
// (issue #35.5). Works on the page before the shared block prompt too (bench/fishing_handovers.mjs runs
// both in one go): there each seat answers its own block window; with the shared prompt a seat that
// blocks taps its own card and the seats asked before it decline, and "No block" passes them all.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const python = existsSync(resolve(root, ".venv/bin/python")) ? resolve(root, ".venv/bin/python") : "python3";

export const threePlan = (seed, limit = 10000, blocks = "matter") => JSON.parse(execFileSync(python,
  [resolve(root, "e2e/fishing-three-plan.py"), String(seed), String(limit), blocks],
  { cwd: root, env: { ...process.env, PYTHONPATH: root }, encoding: "utf8" }));

/** A block later in the same window (passes in between): on the shared prompt that seat's tap declines for them. */
const blockFollows = (steps, i) => {
  for (let j = i + 1; j < steps.length && steps[j].phase === "window"; j++) {
    if (steps[j].action.startsWith("block")) return steps[j].seat !== steps[i].seat;
    if (steps[j].action !== "pass") return false;
  }
  return false;
};

/** Plays the plan on a page showing the table; returns { handovers, prompts, steps } as counted on the page. */
export async function playThree(page, plan) {
  await page.evaluate(() => { window.__cue = { count: 0, text: "", shown: false }; });
  let prompts = 0;
  for (const [i, step] of plan.steps.entries()) {
    const r = await page.evaluate(({ step, skipPass }) => {
      const q = (sel) => { const el = document.querySelector(sel); if (!el) throw new Error(`no ${sel} for ${step.action}`); return el; };
      const cell = (name) => q(`#field [data-cell="${name}"]`);
      const hand = (e) => q(`#hands [data-hand-player="${step.seat}"][data-hand-card="${e}"]`);
      const turn = q("#turn");
      const [verb, ...rest] = step.action.split(" ");
      const window_ = turn.dataset.phase === "window";
      let did = "";
      if (step.auto) did = "auto";                                   // the page passes for a seat it does not ask
      else if (verb === "pass") {
        const shared = !!document.getElementById("blockers");          // the shared block prompt (issue #35.5)
        if (!window_ || Number(turn.dataset.player) !== step.seat || (shared && skipPass)) did = "skip";
        else { q('.controls [data-action="pass"]').click(); did = "pass"; }
      } else if (verb === "flip") cell(rest[0]).click();
      else if (verb === "play") { hand(rest[0]).click(); q(`#line [data-gap="${rest[1]}"]`).click(); cell(rest[2]).click(); }
      else if (verb === "down") { hand(rest[0]).click(); q('.controls [data-action="down"]').click(); cell(rest[1]).click(); }
      else if (verb === "block") { hand(rest[0]).click(); q(`#line [data-cell="${rest[1]}"]`).click(); }
      else q(`.controls [data-action="${verb}"]`).click();
      const cue = document.getElementById("handover"), c = window.__cue;
      const shown = !cue.hidden && cue.offsetParent !== null;
      if (shown && (!c.shown || cue.textContent !== c.text)) c.count++;
      c.shown = shown; c.text = shown ? cue.textContent : "";
      return { did, window: document.getElementById("turn").dataset.phase === "window" };
    }, { step, skipPass: blockFollows(plan.steps, i) });
    if (r.did === "pass") prompts++;
  }
  const handovers = await page.evaluate(() => window.__cue.count);
  return { handovers, prompts };
}
