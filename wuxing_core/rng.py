"""A small seeded random generator defined by this project, not by the
platform, so a deal is the same under CPython and Pyodide (RULES.md T8).

SplitMix64 (Steele, Lea, Flood 2014) with unbiased bounded draws and a
Fisher–Yates shuffle.

>>> Rng(1).next_u64()
10451216379200822465
>>> Rng(7).shuffled(range(5))
[4, 1, 3, 0, 2]
"""
from __future__ import annotations

from typing import Iterable, TypeVar

from .errors import WuxingError, quote

T = TypeVar("T")
MASK64 = (1 << 64) - 1
MAX_SEED = MASK64


def is_seed(value: object) -> bool:
    """Whether ``value`` is a seed: a whole number (an ``int``, not ``True``,
    not ``1.0``) from 0 to ``MAX_SEED``. The one check every deal and every
    computer seat asks (#71.6), each in its own words.

    >>> is_seed(0), is_seed(MAX_SEED), is_seed(MAX_SEED + 1), is_seed(True), is_seed(1.0), is_seed(-1)
    (True, True, False, False, False, False)
    """
    return type(value) is int and 0 <= value <= MAX_SEED


class Rng:
    """Deterministic SplitMix64 stream seeded by a non-negative int < 2**64."""

    def __init__(self, seed: int) -> None:
        if not is_seed(seed):
            raise WuxingError(f"seed must be a whole number from 0 to {MAX_SEED}: {quote(seed)}",
                              f"種子須為 0 到 {MAX_SEED} 的整數：{quote(seed)}", "bad_seed")
        self._state = seed

    def next_u64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & MASK64
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` by rejection (no modulo bias)."""
        if n <= 0:
            raise WuxingError(f"bound must be positive: {quote(n)}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffled(self, items: Iterable[T]) -> list[T]:
        """A new list: Fisher–Yates from the last position down."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out
