"""A play's total and its other effects, from the cards' effect data (M5;
issue #15.2). Pure functions: the game, the preview and the computer players
all use them, so a shown total is the total the rules apply.

>>> from .cards import card
>>> s = score([card(20), card(1002), card(2001)], leading=False, last_element="火", hand_after=5)
>>> s.total, [(p.card, p.amount) for p in s.parts]
(19, [(20, 9), (1002, 3), (2001, 2), (20, 2), (2001, 3)])
>>> s.element
'水'
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from ..elements import CHARS, generates, overcomes
from .cards import ALL_FIVE, Card, Effect, the_set


@dataclass(frozen=True, slots=True)
class Part:
    """One addend of a total: a card's ink value (``effect`` None) or an effect's bonus."""
    card: int
    amount: int
    effect: Effect | None = None


@dataclass(frozen=True, slots=True)
class Score:
    """What a play does: its ``total``, the ``parts`` that make it, its ``element``
    (the skill's, if any) and the effects other than ink that apply, in card order."""
    total: int
    parts: tuple[Part, ...]
    element: str | None
    actions: tuple[tuple[int, Effect], ...]


def related(mine: str | None, last: str | None, relation: str) -> bool:
    """Whether element ``mine`` stands in ``relation`` to ``last`` (五合 is every
    element; no element, no relation).

    >>> related("木", "火", "generates"), related("火", "木", "generated"), related("五合", "水", "overcome")
    (True, True, True)
    >>> related(None, "水", "same"), related("金", "金", "same"), related("金", "木", "overcome")
    (False, True, False)
    """
    if mine is None or last is None:
        return False
    if ALL_FIVE in (mine, last):
        return True
    a, b = CHARS.index(mine), CHARS.index(last)
    if relation == "generates":
        return generates(a, b)
    if relation == "overcomes":
        return overcomes(a, b)
    if relation == "same":
        return a == b
    if relation == "generated":
        return generates(b, a)
    if relation == "overcome":
        return overcomes(b, a)
    raise ValueError(relation)


def holds(e: Effect, owner: Card, cards: Sequence[Card], leading: bool, last_element: str | None,
          hand_after: int) -> bool:
    """Whether effect ``e`` of ``owner`` applies in a play of ``cards``."""
    name, arg = e.condition, e.arg
    if name == "always":
        return True
    if name == "leading":
        return leading
    if name == "following":
        return not leading
    if name == "alone":
        return len(cards) == 1
    if name == "with":
        return any(c.kind == arg for c in cards)
    if name == "weapon":
        return any(c.kind == "equipment" and c.weapon == arg for c in cards)
    if name == "weapon_match":   # M1: external skills only (checked when the set loads)
        return owner.style == "external" and any(c.kind == "equipment" and c.weapon == owner.weapon for c in cards)
    element = next((c.element for c in cards if c.kind == "skill"), None)
    if name == "element":
        return element is not None and (element == arg or element == ALL_FIVE)
    if name == "relation":
        return related(element, last_element, str(arg))
    if name == "hand":
        return hand_after >= int(arg)  # type: ignore[arg-type]
    raise ValueError(name)


def score(cards: Sequence[Card], leading: bool, last_element: str | None, hand_after: int) -> Score:
    """Every effect of every card adds up (所有特殊能力會全部累積計算)."""
    parts = [Part(c.no, c.ink) for c in cards]
    actions = []
    for c in cards:
        for e in c.effects:
            if holds(e, c, cards, leading, last_element, hand_after):
                if e.result == "ink":
                    parts.append(Part(c.no, int(e.amount), e))
                else:
                    actions.append((c.no, e))
    element = next((c.element for c in cards if c.kind == "skill"), None)
    return Score(sum(p.amount for p in parts), tuple(parts), element, tuple(actions))


@lru_cache(maxsize=1 << 16)
def total(cards: tuple[int, ...], leading: bool, last_element: str | None, hand_after: int) -> int:
    """``score(...).total`` for a play of the shipped set's cards by number,
    memoised: the legal-action list and the computer players ask for the same
    plays again and again."""
    the = the_set()
    cs = [the[n] for n in cards]
    t = 0
    for c in cs:
        t += c.ink
        for e in c.effects:
            if e.result == "ink" and holds(e, c, cs, leading, last_element, hand_after):
                t += e.amount  # type: ignore[operator]
    return t
