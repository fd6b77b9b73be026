"""Computer-player benchmark for 釣鶼鰈 (issue #5.4): GAMES seeded games per
level and player count, all seats that level; prints the time of one computer
move (median, p95, max, in ms), moves per game, and how games ended.
Runs under CPython (`make bench`) and inside Pyodide
(`node scripts/pyodide_run.mjs bench/fishing_bench.py`)."""
from __future__ import annotations

import os
import platform
import sys
import time

from wuxing_core.fishing import Fishing
from wuxing_core.fishing.computer import LEVELS, Computer

GAMES = int(os.environ.get("GAMES", 20))


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    print(f"釣鶼鰈 computer moves — {platform.python_implementation()} {sys.version.split()[0]} "
          f"({sys.platform}), {GAMES} games per row")
    print(f"{'level':<10} {'players':>7} {'median':>8} {'p95':>8} {'max':>8} {'moves/game':>10}  ends")
    for level in LEVELS:
        for players in (2, 3, 4):
            times, moves, ends = [], [], {}
            for seed in range(GAMES):
                g = Fishing.deal(players, seed)
                bots = [Computer(level, s, seed) for s in range(players)]
                n = 0
                while not g.is_over():
                    t0 = time.perf_counter()
                    action = bots[g.current_player()].choose(g)
                    times.append((time.perf_counter() - t0) * 1000)
                    g.play(action)
                    n += 1
                moves.append(n)
                ends[g.end_reason] = ends.get(g.end_reason, 0) + 1
            print(f"{level:<10} {players:>7} {pct(times, .5):>8.2f} {pct(times, .95):>8.2f} "
                  f"{max(times):>8.2f} {sum(moves) / len(moves):>10.1f}  "
                  + ", ".join(f"{k} {v}" for k, v in sorted(ends.items())))


if __name__ == "__main__":
    main()
