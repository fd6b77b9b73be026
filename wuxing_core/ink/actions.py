"""Actions of 墨香 and their notation, both ways (issue #15.4).

The player who acts is always ``Ink.current_player()``, so an action names
only the cards:

============================  ===============================================
``play 0012+1003+2005``       M4: a monster with at most one support card of
                              each kind its potential allows (numbers in any
                              order; written in ascending order, the monster
                              first)
``special 4001``              M7: a special card, alone
``pass``                      M6: draw one card; the turn passes
============================  ===============================================

>>> str(parse_action("play 2005+0012+1003")), str(parse_action("special 4001")), parse_action("pass")
('play 0012+1003+2005', 'special 4001', Pass())
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..errors import InvalidNotationError, quote
from ..notation import CardNo, Cards, Notated, parse, well_formed


@dataclass(frozen=True, slots=True)
class Play(Notated):
    """M4: ``cards`` (collection numbers, ascending: the monster first)."""
    cards: Cards
    NOTATION = "play {cards}"


@dataclass(frozen=True, slots=True)
class Special(Notated):
    """M7: the special card ``card`` alone."""
    card: CardNo
    NOTATION = "special {card}"


@dataclass(frozen=True, slots=True)
class Pass(Notated):
    """M6: draw one card (when the deck allows) and let the turn pass."""
    NOTATION = "pass"


InkAction = Union[Play, Special, Pass]
ACTION_TYPES = (Play, Special, Pass)


def parse_action(text: str) -> InkAction:
    """Text to action (syntax only; legality is the game's business)."""
    if isinstance(text, str):
        text = " ".join(text.split()).replace(" +", "+").replace("+ ", "+")
    action = parse(text, ACTION_TYPES)
    if action is None or not well_formed(action):
        raise InvalidNotationError(
            f"not a 墨香 action: {quote(text)} (expected like 'play 0012+1003', 'special 4001' or 'pass'; "
            "a card at most once)",
            f"不是墨香的動作：{quote(text)}（例如 'play 0012+1003'、'special 4001'、'pass'；每張牌最多一次）")
    return action  # type: ignore[return-value]
