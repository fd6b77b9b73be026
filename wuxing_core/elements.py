"""The five elements (五行) and their two cycles (RULES.md §0).

>>> Element.from_char("木").generates(Element.FIRE)
True
>>> overcomes(Element("水"), Element("火"))
True
>>> str(Element.METAL), Element.METAL.english
('金', 'Metal')
"""
from __future__ import annotations

from enum import IntEnum

from .errors import InvalidNotationError, quote

CHARS = "木火土金水"
"""The elements in generation order: 木0 火1 土2 金3 水4 (RULES.md §0)."""

ENGLISH = ("Wood", "Fire", "Earth", "Metal", "Water")


class Element(IntEnum):
    """One of 木火土金水, numbered in generation order."""

    WOOD = 0
    FIRE = 1
    EARTH = 2
    METAL = 3
    WATER = 4

    @classmethod
    def _missing_(cls, value: object) -> "Element | None":
        if isinstance(value, str) and len(value) == 1 and value in CHARS:
            return cls(CHARS.index(value))
        return None

    @classmethod
    def from_char(cls, char: str) -> "Element":
        """The element written ``char``; ``ValueError`` for anything else."""
        if not isinstance(char, str) or len(char) != 1 or char not in CHARS:
            raise InvalidNotationError(f"not an element: {quote(char)} (expected one of {CHARS})",
                                       f"不是屬性：{quote(char)}（須為 {CHARS} 其中之一）")
        return cls(CHARS.index(char))

    @property
    def english(self) -> str:
        return ENGLISH[self]

    def generates(self, other: "Element") -> bool:
        """相生: 木→火→土→金→水→木."""
        return generates(self, other)

    def overcomes(self, other: "Element") -> bool:
        """相剋: 木→土→水→火→金→木."""
        return overcomes(self, other)

    def __str__(self) -> str:
        return CHARS[self]

    def __repr__(self) -> str:
        return f"Element({CHARS[self]!r})"


def generates(a: int, b: int) -> bool:
    """True iff ``a`` generates ``b`` (index b = a+1 mod 5)."""
    return (int(b) - int(a)) % 5 == 1


def overcomes(a: int, b: int) -> bool:
    """True iff ``a`` overcomes ``b`` (index b = a+2 mod 5)."""
    return (int(b) - int(a)) % 5 == 2

