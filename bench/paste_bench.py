"""Figures for issue #70.5: the embed builder's paste reader (``embed.recipe.read``)
on hostile pastes, against the reader it replaced (one pattern that looked for
``src`` from every ``<iframe``, kept below as the baseline), in the same run.
CPU milliseconds, best of 3. The page's own figure (the paste read in Pyodide,
from the tap on Load to the answer) is in ``bench/builder_bench.mjs``.

    PYTHONPATH=. .venv/bin/python bench/paste_bench.py
"""
from __future__ import annotations

import html
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web" / "app"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from page_stub import plain_module  # noqa: E402

from wuxing_core.errors import WuxingError  # noqa: E402

recipe = next(plain_module("embed.recipe"))

_OLD_SRC = re.compile(r"""<iframe\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.I)


def old_find(text: str):
    """The replaced reader's search (before #70.5): strip, cut, one pattern."""
    text = text.strip()[:recipe.PASTE_MOST]
    found = _OLD_SRC.search(text)
    return html.unescape(found.group(1) or "") if found else None


def new_find(text: str):
    try:
        return recipe.read(text)
    except WuxingError:
        return None


def best_ms(fn, text: str) -> float:
    times = []
    for _ in range(3):
        t0 = time.process_time()
        fn(text)
        times.append((time.process_time() - t0) * 1000)
    return min(times)


snippet = recipe.Recipe(recipe.TowerSketch()).snippet("https://blog.example/embed.html", "demo")
CASES = [
    ("a snippet", snippet),
    ("20,000 chars of '<iframe '", "<iframe " * 2500),
    ("1 MB of '<iframe '", "<iframe " * 131072),
    ("1 MB of text, then the snippet", "x" * 1_000_000 + snippet),
    ("20 MB of '<iframe '", "<iframe " * 2_621_440),
]
print(f"{'paste':34} {'before ms':>10} {'after ms':>10}")
for name, text in CASES:
    print(f"{name:34} {best_ms(old_find, text):10.2f} {best_ms(new_find, text):10.2f}")
