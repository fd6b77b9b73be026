"""Solver benchmark (issue #3.6): for DEALS seeded deals of every layout, time
the no-item decision and the fewest-items solve; print median, p95 and max
per layout. Runs under CPython (`make bench`) and inside Pyodide
(`node scripts/pyodide_run.mjs bench/solver_bench.py`).

Each search has a node cap so the benchmark ends; a capped search is counted
("capped") and its time is a lower bound."""
from __future__ import annotations

import os
import platform
import sys
import time

from wuxing_core.errors import SearchLimitError
from wuxing_core.tower.layouts import LAYOUTS
from wuxing_core.tower import Tower
from wuxing_core.tower.solver import solve

DEALS = int(os.environ.get("DEALS", 200))
DECIDE_CAP = int(os.environ.get("DECIDE_CAP", 150_000))
ITEMS_CAP = int(os.environ.get("ITEMS_CAP", 30_000))
LAYOUT_LIST = os.environ.get("LAYOUTS", ",".join(LAYOUTS)).split(",")


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def timed(tower: Tower, max_items: int, cap: int) -> tuple[float, str]:
    t0 = time.perf_counter()
    try:
        line = solve(tower, max_items, node_limit=cap)
        outcome = "lost" if line is None else str(sum(a.item is not None for a in line))
    except SearchLimitError:
        outcome = "capped"
    return (time.perf_counter() - t0) * 1000, outcome


def main() -> None:
    runtime = f"{platform.python_implementation()} {platform.python_version()} on {sys.platform}"
    print(f"solver benchmark: {DEALS} deals per layout (seeds 0-{DEALS - 1}), {runtime}")
    print(f"node caps: no-item {DECIDE_CAP}, fewest-items {ITEMS_CAP}; times in ms")
    print(f"{'layout':14} | {'no-item: median':>15} {'p95':>8} {'max':>9} {'>2s':>4} {'lost':>5} {'capped':>6} "
          f"| {'fewest-items: median':>20} {'p95':>8} {'max':>9} {'capped':>6}")
    for layout in LAYOUT_LIST:
        decide, fewest = [], []
        lost = capped_d = capped_i = 0
        for seed in range(DEALS):
            ms, outcome = timed(Tower.deal(layout, seed), 0, DECIDE_CAP)
            decide.append(ms)
            lost += outcome == "lost"
            capped_d += outcome == "capped"
            ms, outcome = timed(Tower.deal(layout, seed), 5, ITEMS_CAP)
            fewest.append(ms)
            capped_i += outcome == "capped"
        over = sum(ms > 2000 for ms in decide)
        print(f"{layout:14} | {pct(decide, .5):15.1f} {pct(decide, .95):8.1f} {max(decide):9.1f} {over:4} {lost:5} "
              f"{capped_d:6} | {pct(fewest, .5):20.1f} {pct(fewest, .95):8.1f} {max(fewest):9.1f} {capped_i:6}",
              flush=True)


if __name__ == "__main__":
    main()
