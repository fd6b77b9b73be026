"""What happens in a game of 釣鶼鰈, as typed events with named fields.

Every event here is public (F10: hands and plays are open; a face-down card
laid from a hand was seen in that hand), so ``visible_to`` stays ``None``.
A flip names its cell and the element it showed; nothing names a card that
is still face down (ruling FV1).

>>> Flipped(player=0, cell="c2", element="火")
Flipped(visible_to=None, player=0, cell='c2', element='火')
"""
from __future__ import annotations

from dataclasses import dataclass

from ..game import Event


@dataclass(frozen=True)
class TurnStarted(Event):
    """F2: ``player``'s turn number ``turn`` begins."""
    player: int
    turn: int


@dataclass(frozen=True)
class Flipped(Event):
    """F3: ``player`` flipped the face-down top of ``cell``; it showed ``element``."""

    CUE = "flip"
    player: int
    cell: str
    element: str


@dataclass(frozen=True)
class HandPlayed(Event):
    """F5: ``player`` played ``element`` from hand into the line at ``place``, on ``cell``."""

    CUE = "stack"
    player: int
    element: str
    place: int
    cell: str


@dataclass(frozen=True)
class LaidDown(Event):
    """F6: ``player`` laid ``element`` from the open hand face down on ``cell``."""

    CUE = "stack"
    player: int
    cell: str
    element: str


@dataclass(frozen=True)
class Blocked(Event):
    """F7: ``player`` laid ``element`` on the line entry of ``cell``, whose top was ``covered``."""

    CUE = "stack"
    player: int
    element: str
    cell: str
    covered: str


@dataclass(frozen=True)
class Passed(Event):
    """F7: ``player`` let the change stand."""
    player: int


@dataclass(frozen=True)
class LineFailed(Event):
    """F4: ``player``'s line failed: given up, or ``forced`` (broken, no rescue; ruling FG2)."""
    player: int
    forced: bool


@dataclass(frozen=True)
class Stopped(Event):
    """F4: ``player`` ended the flip phase after a score."""
    player: int


@dataclass(frozen=True)
class Scored(Event):
    """F4/F8: ``player`` scored ``kind`` (pair, dragon, tiger) with ``elements`` from ``cells``."""

    CUE = "score"
    player: int
    kind: str
    elements: str
    cells: tuple[str, ...]


@dataclass(frozen=True)
class TurnedDown(Event):
    """F4/F7: the face-up runs of ``cells`` turned face down."""
    cells: tuple[str, ...]


@dataclass(frozen=True)
class GameEnded(Event):
    """F9: the game ended: ``exhausted`` (nothing left to flip) or ``safety``."""

    CUE = "win"
    reason: str


FishingEvent = (TurnStarted | Flipped | HandPlayed | LaidDown | Blocked | Passed | LineFailed | Stopped
                | Scored | TurnedDown | GameEnded)
