// Ask the rules engine (CPython, from the working tree) for facts the tests
// check the page against: a deal's piles, a winning line, ...
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const python = existsSync(resolve(root, ".venv/bin/python")) ? resolve(root, ".venv/bin/python") : "python3";

export function engine(code) {
  const out = execFileSync(python, ["-c", `import json\n${code}`], {
    cwd: root, env: { ...process.env, PYTHONPATH: root }, encoding: "utf8",
  });
  return JSON.parse(out);
}

export const dealPiles = (layout, seed) =>
  engine(`from wuxing_core.tower import Tower\nprint(json.dumps(Tower.deal(${JSON.stringify(layout)}, ${seed}).piles(), ensure_ascii=False))`);

export const winningLine = (layout, seed) =>
  engine(`from wuxing_core.tower import Tower\nline = Tower.deal(${JSON.stringify(layout)}, ${seed}).solve(0)\nprint(json.dumps([str(a) for a in line], ensure_ascii=False))`);

export const pilesAfter = (layout, seed, actions) =>
  engine(`from wuxing_core.tower import Tower\nt = Tower.deal(${JSON.stringify(layout)}, ${seed})\nfor a in ${JSON.stringify(actions)}: t.play(a)\nprint(json.dumps(t.piles(), ensure_ascii=False))`);

export const pilesAlong = (layout, seed, actions) =>
  engine(`from wuxing_core.tower import Tower\nt = Tower.deal(${JSON.stringify(layout)}, ${seed})\nout = []\nfor a in ${JSON.stringify(actions)}:\n    t.play(a)\n    out.append(t.piles())\nprint(json.dumps(out, ensure_ascii=False))`);

export const firstStack = (layout, seed) =>
  engine(`from wuxing_core.tower import Tower\nprint(json.dumps(str(Tower.deal(${JSON.stringify(layout)}, ${seed}).legal_stacks()[0])))`);
