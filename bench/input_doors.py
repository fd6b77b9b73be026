"""Figures for issue #39: every input door of the engine given the odd values
of ``tests/test_input_doors.py``, plus the hostile save texts, timed.
Prints per door the inputs tried, how many were refused with the engine's
error, any other exception (there should be none) and the slowest input in
CPU milliseconds; then each save reader on each hostile shape at 1 and 2 MB.

    PYTHONPATH=. .venv/bin/python bench/input_doors.py
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from test_input_doors import HOSTILE, ODD, doors  # noqa: E402

from wuxing_core import WuxingError  # noqa: E402
from wuxing_core.deck import from_json as deck_from_json  # noqa: E402
from wuxing_core.errors import quote  # noqa: E402
from wuxing_core.fishing import Fishing  # noqa: E402
from wuxing_core.ink import Ink  # noqa: E402
from wuxing_core.tower import Tower  # noqa: E402


def main() -> None:
    total = others = 0
    worst = (0.0, "")
    print(f"{'door':32} {'tried':>5} {'refused':>7} {'other':>5} {'slowest ms':>10}  slowest input")
    for name, call, _game in doors():
        refused = other = 0
        slow = (0.0, "")
        for value in ODD:
            started = time.process_time()
            try:
                call(value)
            except WuxingError:
                refused += 1
            except Exception:   # noqa: BLE001 - counted, not hidden
                other += 1
            spent = time.process_time() - started
            if spent > slow[0]:
                slow = (spent, quote(value, 24))
        total += len(ODD)
        others += other
        worst = max(worst, (slow[0], f"{name}({slow[1]})"))
        print(f"{name:32} {len(ODD):5} {refused:7} {other:5} {slow[0] * 1000:10.1f}  {slow[1]}")
    print(f"\n{total} inputs through {len(doors())} doors; errors not the engine's: {others}; "
          f"slowest: {worst[1]} in {worst[0] * 1000:.1f} ms CPU")
    print("\nhostile save texts (CPU ms per reader: tower, fishing, ink, deck):")
    for shape, make in sorted(HOSTILE.items()):
        for size in (1_000_000, 2_000_000):
            text = make(size)
            spent = []
            for reader in (Tower.from_json, Fishing.from_json, Ink.from_json, deck_from_json):
                started = time.process_time()
                try:
                    reader(text)
                except WuxingError:
                    pass
                spent.append((time.process_time() - started) * 1000)
            print(f"  {shape:30} {size // 1_000_000} MB  " + "  ".join(f"{t:6.1f}" for t in spent))


if __name__ == "__main__":
    main()
