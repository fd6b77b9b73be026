"""Solver benchmark (issues #3.6, #12): for DEALS seeded deals of every layout,
time the no-item decision (exact, no cap) and the fewest-items answer with at
most 2 items (one item decided exactly, no cap; two items: the exact pair
decisions of ``two_items`` with no cap, the forward search with node cap
ITEMS_CAP: "capped" = proven to need two or more, no line of two found);
print median, p95 and max per layout (and the p95 over the deals it answers
with 0, 1 or 2 items: "won ≤2 p95"), then the six hard basic deals. Runs under CPython (`make bench`) and inside Pyodide
(`node scripts/pyodide_run.mjs bench/solver_bench.py`).

Times are CPU seconds of this process (``time.process_time``; in Pyodide, where
the process is one thread, wall time). A line "calibration" times a plain
10⁷-step Python loop, so figures from machines of other speeds compare.
"""
from __future__ import annotations

import os
import platform
import sys
import time

from wuxing_core.errors import SearchLimitError
from wuxing_core.tower import Tower
from wuxing_core.tower.layouts import LAYOUTS
from wuxing_core.tower.solver import Solver, solve

DEALS = int(os.environ.get("DEALS", 200))
ITEMS_CAP = int(os.environ.get("ITEMS_CAP", 20_000))
LAYOUT_LIST = os.environ.get("LAYOUTS", ",".join(LAYOUTS)).split(",")
HARD_BASIC = (157, 1494, 1640, 2757, 4303, 1056)
clock = time.perf_counter if sys.platform == "emscripten" else time.process_time


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def decide(tower: Tower) -> tuple[float, bool]:
    t0 = clock()
    line = solve(tower, 0)
    return (clock() - t0) * 1000, line is not None


def fewest(tower: Tower, max_items: int = 2) -> tuple[float, str]:
    t0 = clock()
    try:
        line = solve(tower, max_items, solver=Solver(tower.width, tower.height, ITEMS_CAP, unlimited_one_item=True))
        outcome = f">{max_items}" if line is None else str(sum(a.item is not None for a in line))
    except SearchLimitError:
        outcome = "capped"
    return (clock() - t0) * 1000, outcome


def calibration() -> float:
    t0 = clock()
    x = 0
    for i in range(10_000_000):
        x += i
    return clock() - t0


def main() -> None:
    runtime = f"{platform.python_implementation()} {platform.python_version()} on {sys.platform}"
    print(f"solver benchmark: {DEALS} deals per layout (seeds 0-{DEALS - 1}), {runtime}")
    print(f"calibration: a 10^7-step loop takes {calibration():.2f} s here")
    print(f"no-item decision: exact, no cap; fewest items (at most 2): one item exact, two: five pairs exact, "
          f"the search with node cap {ITEMS_CAP} (capped = needs 2+, no line of 2 found); times in ms")
    print(f"{'layout':14} | {'no-item: median':>15} {'p95':>7} {'max':>7} {'lost':>5} "
          f"| {'≤2 items: median':>16} {'p95':>7} {'max':>7} {'0':>4} {'1':>4} {'2':>4} {'>2':>4} {'capped':>6} "
          f"| {'won ≤2 p95':>10}")
    for layout in LAYOUT_LIST:
        times, lost, ftimes, outcomes = [], 0, [], []
        for seed in range(DEALS):
            ms, won = decide(Tower.deal(layout, seed))
            times.append(ms)
            lost += not won
            ms, outcome = fewest(Tower.deal(layout, seed))
            ftimes.append(ms)
            outcomes.append(outcome)
        count = {k: outcomes.count(k) for k in ("0", "1", "2", ">2", "capped")}
        won = [ms for ms, outcome in zip(ftimes, outcomes) if outcome in ("0", "1", "2")]
        print(f"{layout:14} | {pct(times, .5):15.1f} {pct(times, .95):7.1f} {max(times):7.1f} {lost:5} "
              f"| {pct(ftimes, .5):16.1f} {pct(ftimes, .95):7.1f} {max(ftimes):7.1f} "
              f"{count['0']:4} {count['1']:4} {count['2']:4} {count['>2']:4} {count['capped']:6} "
              f"| {pct(won, .95) if won else 0:10.1f}", flush=True)
    print("hard basic deals (no-item decision):", flush=True)
    for seed in HARD_BASIC:
        ms, won = decide(Tower.deal("basic", seed))
        print(f"  basic {seed}: {'won' if won else 'no line (proof)'} in {ms:.0f} ms", flush=True)


if __name__ == "__main__":
    main()
