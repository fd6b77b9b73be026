"""Cross-check (issue #12): the region decision against the forward search on
DEALS seeded deals per layout. The forward search gets BUDGET nodes per deal;
where it decides, both must agree, and every region line is replayed to a win.
Prints, per layout, how many deals were compared, won, lost and left to the
region decision alone (the forward search ran out of budget).

    .venv/bin/python bench/solver_crosscheck.py          # DEALS=200 BUDGET=200000
"""
from __future__ import annotations

import os
import sys

from wuxing_core.tower import LAYOUTS, Tower
from wuxing_core.tower import regions
from wuxing_core.tower.board import action_of
from wuxing_core.tower.solver import Solver, _Restart

DEALS = int(os.environ.get("DEALS", 200))
BUDGET = int(os.environ.get("BUDGET", 200_000))


def main() -> int:
    print(f"region decision vs forward search: {DEALS} deals per layout, forward budget {BUDGET} nodes")
    print(f"{'layout':14} {'compared':>8} {'agree':>6} {'won':>5} {'lost':>5} {'forward undecided':>18}")
    disagreements = 0
    for layout in LAYOUTS:
        compared = agree = won = lost = undecided = 0
        for seed in range(DEALS):
            t = Tower.deal(layout, seed)
            cells = [tuple(card % 5 for card in pile) for pile in t.cells]
            line = regions.decide(cells, t.width, t.height)
            if line is not None:
                replay = Tower.from_text(t.to_text())
                for move in line:
                    replay.play(action_of(("stack", *move), t.width))
                assert replay.is_won(), (layout, seed)
            won += line is not None
            lost += line is None
            forward = Solver(t.width, t.height)
            forward._restart_at = BUDGET
            try:
                old = forward._decide([1 + 5 * p[0] + p[-1] if p else 0 for p in cells],
                                      sum(1 << i for i, p in enumerate(cells) if p), t.pile_count())
            except _Restart:
                undecided += 1
                continue
            compared += 1
            if (old is None) == (line is None):
                agree += 1
            else:
                disagreements += 1
                print(f"  DISAGREE {layout} {seed}: forward {'none' if old is None else 'won'}", flush=True)
        print(f"{layout:14} {compared:8} {agree:6} {won:5} {lost:5} {undecided:18}", flush=True)
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
