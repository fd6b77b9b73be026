"""Measured difficulty of the 靈獸塔 layouts (issues #3.7, #12).

``python -m wuxing_core.tower.difficulty [--deals N] [--node-limit K] [--json FILE]``
prints, per layout over N seeded deals (seeds 0 … N−1), the share that the
solver wins with 0, 1, 2, … items, the share proven impossible even with all
five, the share it could not decide within its node limit, and the average
minimum over the decided deals, next to the designer's stars (T7, L3).

"Wins with 0 items" and "with 1 item" are always decided (the region
decision and the one-item decision need no limit, issue #12.3); a deal is
"undecided" only when it is proven to need two or more items, the search
with two found no line within its node limit, neither did the exact
decisions of the pairs ``two_items`` composes, nor its search of the others
(``first_then_one``: one of the two spent before any stack). ``--jobs``
spreads the deals over processes.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from ..errors import SearchLimitError
from . import two_items
from .layouts import LAYOUTS
from .rules import Tower
from .solver import Solver, solve


FIRST_ITEM_LIMIT = 3_000_000
"""Regions ``first_then_one`` may work out on an undecided deal (about a
minute: 1.5 million on reverse-x 37, which it searches to the end)."""


def min_items_of_deal(layout: str, seed: int, node_limit: int) -> int | str:
    """Fewest items that win the deal; 'none' (proven) or 'undecided' (two or
    more needed, and the search with two hit its limit)."""
    tower = Tower.deal(layout, seed)
    solver = Solver(tower.width, tower.height, node_limit, unlimited_one_item=True)
    try:
        line = solve(tower, 5, solver=solver)
    except SearchLimitError:
        return "undecided"
    return "none" if line is None else sum(a.item is not None for a in line)


def min_items_and_bound(layout: str, seed: int, node_limit: int) -> tuple[int | str, int | None]:
    """``min_items_of_deal``, with an undecided deal decided as 2 when a line
    of a pair ``two_items`` does not compose is found (``first_then_one``);
    and for one still undecided the fewest items of a line found anyway
    (three, four, five: each budget searched with its own node limit, no
    proof asked), else ``None``."""
    result = min_items_of_deal(layout, seed, node_limit)
    if result != "undecided":
        return result, None
    tower = Tower.deal(layout, seed)
    cells = [tuple(card % 5 for card in pile) for pile in tower.cells]
    # the pairs two_items does not compose: lines that spend one before any stack
    try:
        if two_items.first_then_one(cells, tower.width, tower.height, tower.items, FIRST_ITEM_LIMIT) is not None:
            return 2, None           # one item is proven not enough
    except SearchLimitError:
        pass
    for budget in range(3, 6):      # undecided: one item is proven not enough, two found no line
        try:
            line = Solver(tower.width, tower.height, node_limit).search(cells, tower.items, budget)
        except SearchLimitError:
            continue
        if line:
            return result, sum(1 for move in line if move[0] != "stack")
    return result, None


def measure(layout: str, deals: int, node_limit: int, jobs: int = 1) -> dict[str, Any]:
    started = time.perf_counter()
    if jobs > 1:
        from multiprocessing import Pool
        with Pool(jobs) as pool:
            found = pool.starmap(min_items_and_bound, [(layout, seed, node_limit) for seed in range(deals)])
    else:
        found = [min_items_and_bound(layout, seed, node_limit) for seed in range(deals)]
    results = [r for r, _ in found]
    counts = {str(k): results.count(k) for k in (0, 1, 2, 3, 4, 5, "none", "undecided")}
    decided = [r for r in results if isinstance(r, int)]
    bounded = [b for r, b in found if r == "undecided" and b is not None]
    shape = LAYOUTS[layout]
    return {
        "layout": layout, "zh": shape.zh, "stars": shape.stars, "deals": deals, "node_limit": node_limit,
        "counts": counts,
        "share": {k: round(v / deals, 3) for k, v in counts.items()},
        "undecided_with_a_line": {"3_to_5_items": len(bounded)},
        "average_min_items": round(sum(decided) / len(decided), 2) if decided else None,
        "seconds": round(time.perf_counter() - started, 1),
    }


def table(rows: list[dict[str, Any]]) -> str:
    head = (f"{'layout':14} {'stars':5} {'0':>5} {'1':>5} {'2':>5} {'3':>5} {'4-5':>5} {'none':>5} {'undec':>5} "
            f"{'avg':>5}  undecided, yet a line of 3-5 items found")
    lines = [head]
    for r in rows:
        s = r["share"]
        pct = lambda x: f"{100 * x:4.0f}%"  # noqa: E731
        lines.append(f"{r['layout']:14} {'★' * r['stars']:5} {pct(s['0'])} {pct(s['1'])} {pct(s['2'])} {pct(s['3'])} "
                     f"{pct(s['4'] + s['5'])} {pct(s['none'])} {pct(s['undecided'])} "
                     f"{r['average_min_items'] if r['average_min_items'] is not None else '-':>5}  "
                     f"{r['undecided_with_a_line']['3_to_5_items']} of {r['counts']['undecided']}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--node-limit", type=int, default=20_000)
    parser.add_argument("--layouts", default=",".join(LAYOUTS))
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--jobs", type=int, default=1, help="processes to spread the deals over")
    args = parser.parse_args(argv)
    rows = []
    for layout in args.layouts.split(","):
        rows.append(measure(layout, args.deals, args.node_limit, args.jobs))
        print(f"  {layout}: {rows[-1]['seconds']} s", file=sys.stderr, flush=True)
    print(f"Share of {args.deals} seeded deals (seeds 0-{args.deals - 1}) by the fewest items that win them; "
          f"'none' = proven lost even with all five, 'undec' = proven to need 2 or more, "
          f"no line with 2 found within {args.node_limit} nodes:")
    print(table(rows))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"generated_by": "python -m wuxing_core.tower.difficulty", "layouts": rows}, f,
                      ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
