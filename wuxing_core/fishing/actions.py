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

from ..coords import cell_name, parse_cell
from ..elements import CHARS, Element
from ..errors import InvalidNotationError

Cell = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Flip:
    """F3: turn the face-down top card of ``cell`` face up; it joins the line."""
    cell: Cell

    def __str__(self) -> str:
        return f"flip {cell_name(*self.cell)}"


@dataclass(frozen=True, slots=True)
class HandPlay:
    """F5: a hand card face up into the line at ``place`` (0 = start), on ``cell``."""
    element: Element
    place: int
    cell: Cell

    def __str__(self) -> str:
        return f"play {self.element} {self.place} {cell_name(*self.cell)}"


@dataclass(frozen=True, slots=True)
class FaceDown:
    """F6: a hand card face down on an empty cell or a face-down top."""
    element: Element
    cell: Cell

    def __str__(self) -> str:
        return f"down {self.element} {cell_name(*self.cell)}"


@dataclass(frozen=True, slots=True)
class Block:
    """F7: a hand card on the line entry of ``cell``; it must overcome the top card."""
    element: Element
    cell: Cell

    def __str__(self) -> str:
        return f"block {self.element} {cell_name(*self.cell)}"


@dataclass(frozen=True, slots=True)
class Pass:
    """F7: decline to block in a block window."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Fail:
    """F4: let a broken line fail, or give up an open one (ruling FG1)."""

    def __str__(self) -> str:
        return "fail"


@dataclass(frozen=True, slots=True)
class Stop:
    """F4: end the flip phase once a combination has scored and the line is empty."""

    def __str__(self) -> str:
        return "stop"


FishingAction = Union[Flip, HandPlay, FaceDown, Block, Pass, Fail, Stop]
ACTION_TYPES = (Flip, HandPlay, FaceDown, Block, Pass, Fail, Stop)


def _bad(text: object) -> InvalidNotationError:
    return InvalidNotationError(
        f"not a 釣鶼鰈 action: {text!r} (expected like 'flip c2', 'play 火 2 c3', "
        "'down 火 c3', 'block 水 c3', 'pass', 'fail' or 'stop')",
        f"不是釣鶼鰈的動作：{text!r}（例如 'flip c2'、'play 火 2 c3'、'down 火 c3'、"
        "'block 水 c3'、'pass'、'fail'、'stop'）")


def _element(word: str, text: str) -> Element:
    if len(word) != 1 or word not in CHARS:
        raise _bad(text)
    return Element(CHARS.index(word))


def parse_action(text: str) -> FishingAction:
    """Text to action (syntax only; legality is the game's business)."""
    if not isinstance(text, str):
        raise _bad(text)
    words = text.split()
    try:
        match words:
            case ["flip", cell]:
                return Flip(parse_cell(cell))
            case ["play", el, place, cell]:
                if not place.isdigit() or len(place) > 3:
                    raise _bad(text)
                return HandPlay(_element(el, text), int(place), parse_cell(cell))
            case ["down", el, cell]:
                return FaceDown(_element(el, text), parse_cell(cell))
            case ["block", el, cell]:
                return Block(_element(el, text), parse_cell(cell))
            case ["pass"]:
                return Pass()
            case ["fail"]:
                return Fail()
            case ["stop"]:
                return Stop()
    except InvalidNotationError:
        raise _bad(text) from None
    raise _bad(text)
