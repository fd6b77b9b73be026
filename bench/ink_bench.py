"""Computer-move benchmark for 墨香 (issue #15.6): GAMES seeded games per player
count, one seat the expert and the others greedy (the seat rotated); prints
the time of one move per level (median, p95, max, in ms; wall and CPU).
Target: the expert's p95 ≤ 200 ms inside Pyodide. Runs under CPython
(`make bench`) and inside Pyodide (`node scripts/pyodide_run.mjs bench/ink_bench.py`)."""
from __future__ import annotations

import os
import platform
import sys
import time

from wuxing_core.ink import Ink
from wuxing_core.ink.computer import Computer

GAMES = int(os.environ.get("GAMES", 20))


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def main() -> None:
    print(f"墨香 computer moves — {platform.python_implementation()} {sys.version.split()[0]} "
          f"({sys.platform}), {GAMES} games per row, one expert seat, the others greedy")
    print(f"{'level':<8} {'players':>7} {'moves':>6} {'median':>8} {'p95':>8} {'max':>8} {'p95 cpu':>8}  (ms)")
    for players in (2, 3, 4):
        wall: dict[str, list[float]] = {"expert": [], "greedy": []}
        cpu: dict[str, list[float]] = {"expert": [], "greedy": []}
        for seed in range(GAMES):
            g = Ink.deal(players, 500 + seed)
            levels = ["expert" if s == seed % players else "greedy" for s in range(players)]
            bots = [Computer(level, s, seed) for s, level in enumerate(levels)]
            while not g.is_over():
                p = g.current_player()
                t0, c0 = time.perf_counter(), time.process_time()
                action = bots[p].choose(g)
                wall[levels[p]].append((time.perf_counter() - t0) * 1000)
                cpu[levels[p]].append((time.process_time() - c0) * 1000)
                g.play(action)
        for level in ("expert", "greedy"):
            w = wall[level]
            print(f"{level:<8} {players:>7} {len(w):>6} {pct(w, .5):>8.1f} {pct(w, .95):>8.1f} {max(w):>8.1f} "
                  f"{pct(cpu[level], .95):>8.1f}")


if __name__ == "__main__":
    main()
