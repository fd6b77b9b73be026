"""The line of 釣鶼鰈 and its scoring combinations (RULES.md F4, F4b).

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


def run_kind(els: Sequence[int]) -> str:
    """The combination a scoring group is: ``pair``, ``dragon`` or ``tiger``.

    >>> run_kind([0, 0]), run_kind([0, 1, 2, 3, 4]), run_kind([3, 0, 2, 4, 1])
    ('pair', 'dragon', 'tiger')
    """
    if len(els) == 2:
        return "pair"
    return "dragon" if follows(els, generates) else "tiger"


def classify(els: Sequence[int]) -> Verdict:
    """F4 and F4b on the effective entries.

    - a dragon or tiger is any five consecutive entries, each generating /
      overcoming the next; the rest of the line does not spoil it (F4b).
      Runs are taken left to right without overlap, so of two overlapping
      runs the first in line order scores (F4b);
    - then every pair of adjacent equal entries that is not in such a run,
      left to right without overlap (FC1: 木 木 木 is one pair), so a run
      of five is never spoilt by a pair that shares a card with it (FC3);
    - open: no entry at all (all blocked, ruling FC2), one entry, or fewer than
      five that all follow one order;
    - anything else is broken.

    ``kind`` names the first group when several score (see ``run_kind``).

    >>> v = classify([0, 1, 2, 3, 4, 0]); v.kind, v.groups   # 木火土金水木 holds a dragon (F4b)
    ('dragon', ((0, 1, 2, 3, 4),))
    >>> classify([0, 1, 2, 3, 0]).kind                       # 木火土金 + a stray 木
    'broken'
    """
    n = len(els)
    groups: list[tuple[int, ...]] = []
    used = [False] * n
    i = 0
    while i + 5 <= n:
        window = els[i:i + 5]
        if follows(window, generates) or follows(window, overcomes):
            groups.append(tuple(range(i, i + 5)))
            for k in range(i, i + 5):
                used[k] = True
            i += 5
        else:
            i += 1
    i = 0
    while i + 1 < n:
        if not used[i] and not used[i + 1] and els[i] == els[i + 1]:
            groups.append((i, i + 1))
            i += 2
        else:
            i += 1
    if groups:
        groups.sort()
        return Verdict(run_kind([els[k] for k in groups[0]]), tuple(groups))
    if n <= 1 or (n < 5 and (follows(els, generates) or follows(els, overcomes))):
        return Verdict("open")
    return Verdict("broken")
