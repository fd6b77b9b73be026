"""Hint benchmark (issue #38.4): a hint as the page asks it (the hint worker:
``Tower.advice(node_limit=HINT_NODE_LIMIT)``) on positions a player reaches:
for DEALS deals of every layout (seeds SEED0, SEED0+1, …), the deal itself and
the position after 4 and 8 random stacks (no items; the stacks drawn by a
seeded generator from ``legal_stacks()``, so every run asks the same
positions; a deal stuck before the count is asked where it stuck). Prints per
layout and depth the median / p95 / max CPU time of a hint and how many
answers were "undecided" (no line, no proof), and how many lines won are not
proven the fewest (``Advice.fewest``: found with more items after the search
stopped at a smaller budget); then the page's "Think longer" on those
positions (``LONGER_LIMIT`` nodes, given the line shown when there is one,
as the page gives it; ``LONGER=0`` skips it): how many it
decides and its median / max time; then the difficulty table's undecided
deals.

Then, for the player who follows the hint (issue #38.3): from each position
whose hint is a line proven the fewest, every later position along it, the
hint as ``Tower.advice`` alone gives it and as the hint worker
(``web/app/tower/hint_worker.py``) does, which answers from the line it gave.
The same from each position whose hint is a line not proven the fewest:
there the worker looks only for fewer items than the rest of that line
(ruling U5), and is never undecided.

Times are CPU seconds of this process (``time.process_time``; in Pyodide,
wall time: ``DEALS=3 FOLLOW=0 node scripts/pyodide_run.mjs bench/hint_bench.py``,
as ``make bench`` runs it). ``DEALS=5 LAYOUTS=windmill,lightning`` for a quick look.
"""
from __future__ import annotations

import json
import os
import random
import sys
import time
from pathlib import Path

from wuxing_core.tower import Tower
from wuxing_core.tower.layouts import LAYOUTS

DEALS = int(os.environ.get("DEALS", 10))
SEED0 = int(os.environ.get("SEED0", 5000))
DEPTHS = tuple(int(d) for d in os.environ.get("DEPTHS", "0,4,8").split(","))
LAYOUT_LIST = os.environ.get("LAYOUTS", ",".join(LAYOUTS)).split(",")
NODE_LIMIT = int(os.environ.get("NODE_LIMIT", 100_000))
"""As the page asks (web/app/tower/hints.py, HINT_NODE_LIMIT)."""
LONGER_LIMIT = int(os.environ.get("LONGER_LIMIT", 1_000_000))
"""As the page's "Think longer" asks (web/app/tower/hints.py, LONGER_NODE_LIMIT)."""
LONGER = os.environ.get("LONGER", "1") != "0"
clock = time.perf_counter if sys.platform == "emscripten" else time.process_time


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def reached(layout: str, seed: int, depth: int) -> Tower:
    """The deal after ``depth`` random stacks (fewer if it sticks first)."""
    tower = Tower.deal(layout, seed)
    rng = random.Random(f"{layout}/{seed}/{depth}")
    for _ in range(depth):
        stacks = tower.legal_stacks()
        if not stacks or tower.is_over():
            break
        tower.play(rng.choice(stacks))
    return tower


FOLLOW = os.environ.get("FOLLOW", "1") != "0"
WORKER = Path(__file__).resolve().parent.parent / "web" / "app" / "workers" / "hint.py"


def worker():
    """The hint worker's Python side, loaded as the worker loads it."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("hint_worker", WORKER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Along:
    """The hints of a player who follows lines: ``Tower.advice`` alone and
    the worker's, their times and undecided answers."""

    def __init__(self) -> None:
        self.alone: list[float] = []
        self.worker: list[float] = []
        self.undecided = [0, 0]

    def report(self, what: str, worker_does: str) -> str:
        a, w = self.alone, self.worker
        return (f"following {what}: {len(a)} hints; Tower.advice alone median {pct(a, .5):.3f} s, "
                f"p95 {pct(a, .95):.3f} s, max {max(a):.3f} s, undecided {self.undecided[0]}; the worker "
                f"({worker_does}) median {pct(w, .5):.4f} s, p95 {pct(w, .95):.4f} s, max {max(w):.4f} s, "
                f"undecided {self.undecided[1]}")


def follow(tower: Tower, line: list, fewest: bool, along: Along) -> None:
    """Time a hint at each later position of ``line`` from ``tower``:
    ``Tower.advice`` alone, and the worker that gave the line, which answers
    from it when it is the fewest and looks only for fewer items when not
    (U5): its answer is a line either way."""
    hints = worker()
    (hints.remember if fewest else hints.remember_unproven)(tower.to_text(), line)
    here = Tower.from_text(tower.to_text())
    for action in line[:-1]:
        here.play(action)
        t0 = clock()
        along.undecided[0] += here.advice(node_limit=NODE_LIMIT).undecided
        along.alone.append(clock() - t0)
        request = json.dumps({"kind": "hint", "id": 1, "limit": NODE_LIMIT, "position": here.to_text()})
        t0 = clock()
        reply = json.loads(hints.hint_json(request))
        along.worker.append(clock() - t0)
        along.undecided[1] += reply["status"] == "undecided"
        assert reply["status"] == "ok" and (reply["fewest"] or not fewest), reply


def think_longer(stuck: list[tuple[Tower, list | None]]) -> None:
    """The page's "Think longer" on the positions the hint left undecided or
    not proven the fewest (given that line, as the page gives it: U5): how
    many it decides, and its time."""
    times, decided, undecided = [], 0, 0
    for tower, line in stuck:
        t0 = clock()
        advice = tower.advice(node_limit=LONGER_LIMIT, known=line)
        times.append(clock() - t0)
        decided += advice.proven_lost or advice.line is not None and advice.fewest
        undecided += advice.undecided
    print(f"think longer (node_limit={LONGER_LIMIT}) on those {len(stuck)}: {decided} decided, {undecided} undecided, "
          f"{len(stuck) - decided - undecided} won with fewest not proven; "
          f"median {pct(times, .5):.3f} s, max {max(times):.3f} s")


def main() -> None:
    print(f"hint = Tower.advice(node_limit={NODE_LIMIT}); {DEALS} deals a layout (seeds {SEED0}…), "
          f"after {', '.join(map(str, DEPTHS))} random stacks; " + ("wall s" if sys.platform == "emscripten" else "CPU s"))
    print(f"{'layout':<14}{'stacks':>7}{'median':>9}{'p95':>8}{'max':>8}  {'won':>4} {'lost':>4} {'undecided':>9}"
          f" {'(won, fewest not proven)':>25}")
    all_times: list[float] = []
    undecided_total = unproven_total = 0
    stuck: list[tuple[Tower, list | None]] = []
    along = {True: Along(), False: Along()}     # by whether the line is proven the fewest
    for layout in LAYOUT_LIST:
        for depth in DEPTHS:
            times, won, lost, undecided, unproven = [], 0, 0, 0, 0
            for seed in range(SEED0, SEED0 + DEALS):
                tower = reached(layout, seed, depth)
                t0 = clock()
                advice = tower.advice(node_limit=NODE_LIMIT)
                times.append(clock() - t0)
                if advice.undecided or advice.line is not None and not advice.fewest:
                    stuck.append((tower, advice.line))
                if advice.line is not None:
                    won += 1
                    unproven += not advice.fewest
                    if FOLLOW:
                        follow(tower, advice.line, advice.fewest, along[advice.fewest])
                elif advice.proven_lost:
                    lost += 1
                else:
                    undecided += 1
            all_times += times
            undecided_total += undecided
            unproven_total += unproven
            print(f"{layout:<14}{depth:>7}{pct(times, .5):>9.3f}{pct(times, .95):>8.3f}{max(times):>8.3f}  "
                  f"{won:>4} {lost:>4} {undecided:>9} {unproven:>25}")
    print(f"all: {len(all_times)} hints, median {pct(all_times, .5):.3f} s, p95 {pct(all_times, .95):.3f} s, "
          f"max {max(all_times):.3f} s; undecided {undecided_total}; won with fewest not proven {unproven_total}")
    if along[True].alone:
        print(along[True].report("a fewest line", "answers from the line"))
    if along[False].alone:
        print(along[False].report("a line not proven the fewest", "fewer items than the line's rest"))
    if stuck and LONGER:
        think_longer(stuck)
    table = Path(__file__).resolve().parent.parent / "web" / "data" / "difficulty.json"
    if table.exists():
        layouts = json.loads(table.read_text(encoding="utf-8"))["layouts"]
        open_deals = {entry["layout"]: entry["seeds"]["undecided"] for entry in layouts if entry["seeds"]["undecided"]}
        print(f"difficulty table: {sum(len(v) for v in open_deals.values())} undecided deals "
              f"of {sum(e['deals'] for e in layouts)}" + (f" {open_deals}" if open_deals else ""))


if __name__ == "__main__":
    main()
