// What the embed tests share: waiting for a demo frame to be interactive, and the tower demo's solution as taps.
import { engine } from "./engine.mjs";

export const frameReady = (frame) => frame.waitForFunction(
  () => document.documentElement.dataset.ready === "true" && document.documentElement.dataset.interactive === "true",
  null, { timeout: 90_000 });

// The tower demo's solution, as taps: source, target, and the on/under choice only when both are legal.
// Items (疾走之木) are an item tap, then source and target cells.
export const towerTaps = (position, items = 0) => engine(`from wuxing_core.tower import Tower
from wuxing_core.tower.actions import Move, Stack
from wuxing_core.coords import cell_name
t = Tower.from_text(${JSON.stringify(position.includes(" | ") ? position : position + " | -")})
out = []
for a in t.solve(${items}):
    src, dst = cell_name(*a.src), cell_name(*a.dst)
    if isinstance(a, Move):
        out.append({"item": "木", "src": src, "dst": dst, "choice": None})
    else:
        both = sum(1 for b in t.legal_stacks() if (b.src, b.dst) == (a.src, a.dst)) == 2
        out.append({"item": None, "src": src, "dst": dst, "choice": ("o:under" if a.under else "o:on") if both else None})
    t.play(a)
print(json.dumps(out))`);

export const SMALL_TOWER = "木 火 土/金 水 .";

/** Plays the tower demo in `frame` (the blog's SMALL_TOWER) to the end by taps, as a reader would. */
export async function solveTower(frame, expect) {
  for (const step of towerTaps(SMALL_TOWER)) {
    await frame.locator(`[data-cell="${step.src}"]`).click();
    await frame.locator(`[data-cell="${step.dst}"]`).click();
    if (step.choice) await frame.locator(`[data-choice="${step.choice}"]`).click();
  }
  await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.status)).toBe("won");
}

/** An init script: localStorage, indexedDB and caches throw on every access, as Safari and Firefox (strict)
 *  do for a frame of another site. */
export function refuseStorage() {
  for (const name of ["localStorage", "indexedDB", "caches"]) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() { throw new DOMException(`The operation is insecure (${name}).`, "SecurityError"); },
    });
  }
}
