"""What happens in a game of 墨香, as typed events with named fields.

Plays, passes, skips, reveals and cards taken back are public. A draw is
two events: ``Drew`` names the cards and only the drawer sees it (M9);
``DrewCount`` tells everyone how many.

>>> Drew(player=1, cards=(12, 3004), visible_to=frozenset({1})).seen_by(0)
False
"""
from __future__ import annotations

from dataclasses import dataclass

from ..game import Event


@dataclass(frozen=True)
class Played(Event):
    """M4/M5: ``player`` played ``cards`` for ``total``; ``lead`` if there was no total to beat."""

    CUE = "stack"
    player: int
    cards: tuple[int, ...]
    total: int
    lead: bool


@dataclass(frozen=True)
class SpecialPlayed(Event):
    """M7: ``player`` played the special card ``card``; the total is back to zero."""

    CUE = "stack"
    player: int
    card: int


@dataclass(frozen=True)
class Passed(Event):
    """M6: ``player`` passed (and drew, see ``DrewCount``)."""
    player: int


@dataclass(frozen=True)
class Skipped(Event):
    """An effect made ``player`` miss a turn."""
    player: int


@dataclass(frozen=True)
class Drew(Event):
    """``player`` drew ``cards`` (seen by that player only)."""
    player: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class DrewCount(Event):
    """``player`` drew ``count`` cards; ``short`` if the deck could not give all asked for."""
    player: int
    count: int
    short: bool = False


@dataclass(frozen=True)
class Recycled(Event):
    """M6: the deck was empty: ``count`` battlefield cards were shuffled into it."""
    count: int


@dataclass(frozen=True)
class Revealed(Event):
    """An effect showed ``cards`` of ``player``'s hand to everyone."""

    CUE = "flip"
    player: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class TookBack(Event):
    """``player`` took ``card`` back from the battlefield into hand (everyone sees it)."""

    CUE = "score"
    player: int
    card: int


@dataclass(frozen=True)
class LeadStarted(Event):
    """M5: ``player`` leads: no total to beat."""
    player: int


@dataclass(frozen=True)
class GameEnded(Event):
    """M8/M10: the game ended: ``emptied`` (a hand is empty) or ``safety`` (300 turns)."""

    CUE = "win"
    reason: str
    winners: tuple[int, ...]


InkEvent = (Played | SpecialPlayed | Passed | Skipped | Drew | DrewCount | Recycled | Revealed | TookBack
            | LeadStarted | GameEnded)
