"""Actions of 釣鶼鰈 and their notation, both ways (issue #5).

The player who acts is always ``Fishing.current_player()``, so an action names
only what is done:

========================  ===================================================
``flip c2``               F3: flip the face-down top of cell c2 into the line
``play 火 2 c3``          F5: hand card 火 into the line at place 2 (0 = the
                          start), laid face up on cell c3
``down 火 c3``            F6: hand card 火 face down on cell c3
``block 水 c3``           F7: hand card 水 on the line entry of cell c3
``pass``                  F7: let the change stand (in a block window)
``fail``                  F4: give the line up (it fails, the flip phase ends)
``stop``                  F4: end the flip phase after a scored combination
========================  ===================================================

>>> str(parse_action("play 火 2 c3")), parse_action("flip  b1")
('play 火 2 c3', Flip(cell=(1, 0)))
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..elements import Element
from ..errors import InvalidNotationError, quote
from ..notation import Cell, Notated, parse


@dataclass(frozen=True, slots=True)
class Flip(Notated):
    """F3: turn the face-down top card of ``cell`` face up; it joins the line."""
    cell: Cell
    NOTATION = "flip {cell}"


@dataclass(frozen=True, slots=True)
class HandPlay(Notated):
    """F5: a hand card face up into the line at ``place`` (0 = start), on ``cell``."""
    element: Element
    place: int
    cell: Cell
    NOTATION = "play {element} {place} {cell}"


@dataclass(frozen=True, slots=True)
class FaceDown(Notated):
    """F6: a hand card face down on an empty cell or a face-down top."""
    element: Element
    cell: Cell
    NOTATION = "down {element} {cell}"


@dataclass(frozen=True, slots=True)
class Block(Notated):
    """F7: a hand card on the line entry of ``cell``; it must overcome the top card."""
    element: Element
    cell: Cell
    NOTATION = "block {element} {cell}"


@dataclass(frozen=True, slots=True)
class Pass(Notated):
    """F7: decline to block in a block window."""
    NOTATION = "pass"


@dataclass(frozen=True, slots=True)
class Fail(Notated):
    """F4: let a broken line fail, or give up an open one (ruling FG1)."""
    NOTATION = "fail"


@dataclass(frozen=True, slots=True)
class Stop(Notated):
    """F4: end the flip phase once a combination has scored and the line is empty."""
    NOTATION = "stop"


FishingAction = Union[Flip, HandPlay, FaceDown, Block, Pass, Fail, Stop]
ACTION_TYPES = (Flip, HandPlay, FaceDown, Block, Pass, Fail, Stop)


def parse_action(text: str) -> FishingAction:
    """Text to action (syntax only; legality is the game's business)."""
    action = parse(text.strip() if isinstance(text, str) else text, ACTION_TYPES)
    if action is None:
        raise InvalidNotationError(
            f"not a 釣鶼鰈 action: {quote(text)} (expected like 'flip c2', 'play 火 2 c3', "
            "'down 火 c3', 'block 水 c3', 'pass', 'fail' or 'stop')",
            f"不是釣鶼鰈的動作：{quote(text)}（例如 'flip c2'、'play 火 2 c3'、'down 火 c3'、"
            "'block 水 c3'、'pass'、'fail'、'stop'）")
    return action
