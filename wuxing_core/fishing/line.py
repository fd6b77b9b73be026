"""The line of 釣鶼鰈 and its scoring combinations (RULES.md F4).

``classify`` looks only at the *effective* entries (those not blocked, F7),
in line order, as element numbers.

>>> classify([4, 0, 2]).kind            # 水 木 土: broken
'broken'
>>> classify([4, 0, 1, 2]).kind         # 水 木 火 土: an open dragon (seed, F5)
'open'
>>> v = classify([4, 0, 0, 2]); v.kind, v.groups   # 水 木 木 土: the pair 木 木
('pair', ((1, 2),))
>>> classify([3, 0, 2, 4, 1]).kind      # 金 木 土 水 火: a tiger
'tiger'
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..elements import generates, overcomes

POINTS = {"pair": 2, "dragon": 7, "tiger": 7}
"""F4/F8: 鶼羽鰈 pair 2, 生龍 dragon 7, 克虎 tiger 7."""

NAMES = {
    "pair": ("鶼羽鰈", "pair"), "dragon": ("生龍", "dragon"), "tiger": ("克虎", "tiger"),
    "open": ("可續翻", "open"), "broken": ("斷了", "broken"),
}


@dataclass(frozen=True)
class Verdict:
    """``kind``: open, broken, pair, dragon or tiger. ``groups``: the
    scoring combinations as tuples of indices into the effective entries."""
    kind: str
    groups: tuple[tuple[int, ...], ...] = ()

    @property
    def scores(self) -> bool:
        return bool(self.groups)


def follows(els: Sequence[int], step) -> bool:
    """Each entry ``step``s (generates / overcomes) the next."""
    return all(step(a, b) for a, b in zip(els, els[1:]))


def classify(els: Sequence[int]) -> Verdict:
    """F4 on the effective entries.

    - a dragon or tiger is exactly five entries, each generating / overcoming
      the next;
    - every pair of adjacent equal entries scores, taken left to right without
      overlap (ruling FC1: 木 木 木 is one pair);
    - open: no entry at all (all blocked, ruling FC2), one entry, or fewer than
      five that all follow one order;
    - anything else is broken.
    """
    n = len(els)
    if n == 5 and follows(els, generates):
        return Verdict("dragon", (tuple(range(5)),))
    if n == 5 and follows(els, overcomes):
        return Verdict("tiger", (tuple(range(5)),))
    pairs: list[tuple[int, int]] = []
    i = 0
    while i + 1 < n:
        if els[i] == els[i + 1]:
            pairs.append((i, i + 1))
            i += 2
        else:
            i += 1
    if pairs:
        return Verdict("pair", tuple(pairs))
    if n <= 1 or (n < 5 and (follows(els, generates) or follows(els, overcomes))):
        return Verdict("open")
    return Verdict("broken")
