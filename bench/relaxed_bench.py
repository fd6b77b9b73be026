"""Relaxation benchmark (issue #12.3): on the deals the difficulty table
leaves undecided, does ``relaxed.refutes`` prove each pair ``two_items``
does not compose not enough, and in how many CPU seconds? Prints a row per
deal: R = refuted (a proof), - = the relaxation finds a win (nothing
known), cap = stopped at LIMIT regions (if set).

``PAIRS`` (default 金火,土火,木火: the three that answer in seconds; 木水 and
水火 take minutes) and ``DEALS`` (layout:seed, ...) choose what is timed.
``python bench/relaxed_bench.py`` from the top folder, with PYTHONPATH=.
"""
from __future__ import annotations

import os
import time

from wuxing_core.errors import SearchLimitError
from wuxing_core.tower import Tower, relaxed

UNDECIDED = ("windmill:5,windmill:55,windmill:97,windmill:103,"
             "reverse-x:11,reverse-x:28,reverse-x:37,reverse-x:38,reverse-x:42,reverse-x:49,reverse-x:65,"
             "reverse-x:75,reverse-x:85,reverse-x:95,reverse-x:103,reverse-x:108,reverse-x:120,reverse-x:128,"
             "reverse-x:145,reverse-x:157,reverse-x:165,reverse-x:167,reverse-x:190,lightning:120,infinity:19")
"""The 25 deals of seeds 0-199 the table of 2026-11-30 leaves undecided."""

PAIRS = os.environ.get("PAIRS", "金火,土火,木火").split(",")
DEALS = os.environ.get("DEALS", UNDECIDED).split(",")
LIMIT = int(os.environ.get("LIMIT", 0)) or None      # regions per pair and deal; none by default


def main() -> None:
    worst = {pair: 0.0 for pair in PAIRS}
    refuted = {pair: 0 for pair in PAIRS}
    for deal in DEALS:
        layout, seed = deal.split(":")
        t = Tower.deal(layout, int(seed))
        cells = [tuple(card % 5 for card in pile) for pile in t.cells]
        row = []
        for pair in PAIRS:
            started = time.process_time()
            try:
                answer = "R" if relaxed.refutes(cells, t.width, t.height, pair, LIMIT) else "-"
            except SearchLimitError:
                answer = "cap"
            took = time.process_time() - started
            worst[pair] = max(worst[pair], took)
            refuted[pair] += answer == "R"
            row.append(f"{pair} {answer:3} {took:5.1f} s")
        print(f"{layout:10} {seed:>4}  " + "   ".join(row), flush=True)
    print("refuted / slowest: " + ", ".join(f"{p} {refuted[p]}/{len(DEALS)} {worst[p]:.1f} s" for p in PAIRS))


if __name__ == "__main__":
    main()
