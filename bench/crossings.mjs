// Crossings into JavaScript per tap (issue #71.2): how many times the page's Python calls
// into the browser for one tap, on every game: a DOM call (getElementById, querySelector,
// setAttribute …), a DOM property written (textContent, innerHTML, className, hidden) or read
// (dataset), a dialog opened or closed, or one of our own JS entry points (a paint message,
// a sound); what those entry points then do inside is not counted. A call counts when its
// stack comes from Pyodide's wasm (the tap's own JavaScript, settings.js and the like, is
// not the Python's). Plays the tap benchmark's games: 靈獸塔 basic:5 to a win, 墨香 seed 87
// with three people, 釣鶼鰈 seed 5 with two. Prints per game: taps, crossings per tap
// p50 / mean / max, and paint messages per tap. Not timed: the counting slows every call.
import { chromium } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { chromiumPath, chromiumArgs } from "../e2e/browser.mjs";
import { winningLine } from "../e2e/engine.mjs";
import { returning } from "../e2e/guard.mjs";
import { startServer } from "./server.mjs";

const COUNTER = () => {
  const counts = { calls: 0, paints: 0 };
  window.__crossings = counts;
  let inside = 0;   // in our own JS entry point: its DOM work is the page's, not a crossing
  const fromPython = () => /pyodide\.asm|wasm-function|wasm:\/\//.test(new Error().stack || "");
  const count = () => { if (!inside && fromPython()) counts.calls++; };
  const wrap = (proto, name) => {
    const f = proto[name];
    if (typeof f !== "function") return;
    proto[name] = function (...args) { count(); return f.apply(this, args); };
  };
  for (const n of ["getElementById", "querySelector", "querySelectorAll", "createElement"]) wrap(Document.prototype, n);
  for (const n of ["setAttribute", "removeAttribute", "getAttribute", "toggleAttribute", "closest", "querySelector",
    "querySelectorAll", "getBoundingClientRect", "animate", "focus", "scrollIntoView"]) wrap(Element.prototype, n);
  for (const n of ["showModal", "close"]) wrap(HTMLDialogElement.prototype, n);
  const wrapSet = (proto, name) => {
    const d = Object.getOwnPropertyDescriptor(proto, name);
    Object.defineProperty(proto, name, { ...d, set(v) { count(); d.set.call(this, v); } });
  };
  wrapSet(Node.prototype, "textContent");
  wrapSet(Element.prototype, "innerHTML");
  wrapSet(Element.prototype, "className");
  wrapSet(HTMLElement.prototype, "hidden");
  const ds = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "dataset");
  Object.defineProperty(HTMLElement.prototype, "dataset", { ...ds, get() { count(); return ds.get.call(this); } });
  const entry = (f, paint) => function (...args) {
    count();
    if (paint && !inside && fromPython()) counts.paints++;
    inside++;
    try { return f.apply(this, args); } finally { inside--; }
  };
  for (const name of ["wuxingTablePaint", "wuxingPaint"]) {
    let f = null;
    Object.defineProperty(window, name, { configurable: true, get: () => f, set: (v) => { f = entry(v, true); } });
  }
  let sound = null;
  Object.defineProperty(window, "wuxingSound", {
    configurable: true, get: () => sound,
    set: (v) => { sound = v; if (v && v.play) v.play = entry(v.play.bind(v), false); },
  });
};

const pct = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(q * s.length))]; };
const root = resolve(import.meta.dirname, "..");
const python = existsSync(resolve(root, ".venv/bin/python")) ? resolve(root, ".venv/bin/python") : "python3";
const server = await startServer(process.env.SITE || undefined);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const results = {};
const newPage = async () => {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  await returning(context);
  await context.addInitScript(COUNTER);
  return context.newPage();
};
const ready = (page) => page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 120_000 });
// One tap: the crossings and paint messages it made, its JS events having run.
// A table page with every seat a person, a seeded game started (the plan's seed); ``more``: each seat's extra choice.
const startTable = async (game, seats, seed, more = async () => {}) => {
  const page = await newPage();
  await page.goto(`${server.url}/${game}.html`);
  await ready(page);
  await page.locator(`input[name="players"][value="${seats}"]`).check();
  for (let i = 0; i < seats; i++) {
    await page.locator(`[data-seat="${i}"] [data-seat-kind]`).selectOption("human");
    await more(page, i);
  }
  await page.locator("details.more summary").click();
  await page.locator("#seed").fill(String(seed));
  await page.locator('[data-action="start"]').click();
  return page;
};
const plan = (script, arg) => JSON.parse(execFileSync(python, [resolve(root, script), arg],
  { cwd: root, env: { ...process.env, PYTHONPATH: root }, encoding: "utf8" }));
const TAP = `(el) => { const c = window.__crossings, a = c.calls, p = c.paints; el.click(); return [c.calls - a, c.paints - p]; }`;
try {
  {   // 靈獸塔: a won deal by taps
    const page = await newPage();
    await page.goto(`${server.url}/tower.html?layout=basic&seed=5`);
    await ready(page);
    const out = [];
    for (const action of winningLine("basic", 5)) {
      const m = /^([a-z]\d+)([<>])([a-z]\d+)$/.exec(action);
      out.push(...await page.evaluate(([src, dir, dst, tap]) => {
        const click = eval(tap);
        const cell = (name) => document.querySelector(`[data-cell="${name}"]`);
        const res = [click(cell(src)), click(cell(dst))];
        const choice = document.querySelector(`[data-choice="${dir === "<" ? "under" : "on"}"]`);
        if (choice && !choice.closest("[hidden]")) res.push(click(choice));
        return res;
      }, [m[1], m[2], m[3], TAP]));
    }
    results["靈獸塔"] = out;
    await page.close();
  }
  {   // 墨香: three people, a planned game
    const steps = plan("e2e/ink-plan.py", "87");
    const page = await startTable("ink", 3, steps.seed);
    const out = [];
    for (const step of steps.steps) {
      out.push(...await page.evaluate(([step, tap]) => {
        const click = eval(tap);
        const res = [click(document.getElementById("reveal"))];
        for (const n of step.taps) res.push(click(document.querySelector(`#hand [data-card="${n}"]`)));
        res.push(click(document.querySelector(`[data-action="${step.action === "pass" ? "pass" : "play"}"]`)));
        return res;
      }, [step, TAP]));
    }
    results["墨香"] = out;
    await page.close();
  }
  {   // 釣鶼鰈: two people, asked every block window, a seeded game of random legal actions
    const steps = plan("bench/fishing_taps_plan.py", "5");
    const page = await startTable("fishing", 2, steps.seed,
      (p, i) => p.locator(`[data-seat="${i}"] [data-seat-blocks]`).selectOption("always"));
    const out = [];
    for (const step of steps.steps) {
      out.push(...await page.evaluate(([step, tap]) => {
        const click = eval(tap);
        const q = (sel) => { const el = document.querySelector(sel); if (!el) throw new Error(`no ${sel} for ${step.action}`); return el; };
        const cell = (name) => q(`#field [data-cell="${name}"]`), hand = (e) => q(`[data-hand-player="${step.seat}"][data-hand-card="${e}"]`);
        const [verb, ...rest] = step.action.split(" ");
        if (verb === "flip") return [click(cell(rest[0]))];
        if (verb === "play") return [click(hand(rest[0])), click(q(`[data-gap="${rest[1]}"]`)), click(cell(rest[2]))];
        if (verb === "down") return [click(hand(rest[0])), click(q('.controls [data-action="down"]')), click(cell(rest[1]))];
        if (verb === "block") return [click(hand(rest[0])), click(q(`#line [data-cell="${rest[1]}"]`))];
        return [click(q(`.controls [data-action="${verb}"]`))];
      }, [step, TAP]));
    }
    results["釣鶼鰈"] = out;
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}
console.log("crossings into JavaScript per tap (Python -> DOM calls, property writes and our JS entry points):");
for (const [game, taps] of Object.entries(results)) {
  const calls = taps.map(([c]) => c), paints = taps.map(([, p]) => p);
  const mean = (xs) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1);
  console.log(`  ${game}: ${taps.length} taps   crossings p50 ${pct(calls, 0.5)}  mean ${mean(calls)}  max ${Math.max(...calls)}` +
    `   paint messages per tap: mean ${mean(paints)}, max ${Math.max(...paints)}`);
}
