"""Actions of 靈獸塔 and their notation (issue #3), both ways.

>>> str(parse_action("火b2/2-b1")), parse_action("b2<c2")
('火b2/2-b1', Stack(src=(1, 1), dst=(2, 1), under=True))
>>> str(parse_action("水d4-b2"))  # a swap is written in reading order
'水b2-d4'
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Union

from ..coords import cell_name, parse_cell
from ..elements import Element
from ..errors import InvalidNotationError, quote
from ..notation import Cell, Notated, parse

ITEM_NAMES = {
    Element.WOOD: ("疾走之木", "Swift Wood", "move a pile to an adjacent empty cell"),
    Element.FIRE: ("神離之火", "Parting Fire", "split the top cards of a pile onto an adjacent empty cell"),
    Element.EARTH: ("元化之土", "Changing Earth", "turn the top card into another element"),
    Element.METAL: ("殺伐之金", "Cutting Metal", "discard the top card of a pile"),
    Element.WATER: ("幻予之水", "Illusory Water", "swap two piles anywhere"),
}
ITEM_HELP_ZH = {
    Element.WOOD: "一疊牌移到相鄰的空格",
    Element.FIRE: "把一疊上方幾張分到相鄰的空格",
    Element.EARTH: "最上方一張變成另一種屬性",
    Element.METAL: "最上方一張送入棄牌區",
    Element.WATER: "任意兩疊互換位置",
}


@dataclass(frozen=True, slots=True)
class Stack:
    """T2/T3: pile ``src`` goes on top of (``>``) or under (``<``) pile ``dst``;
    the merged pile stands on ``dst``."""
    src: Cell
    dst: Cell
    under: bool = False
    item = None

    def __str__(self) -> str:
        return f"{cell_name(*self.src)}{'<' if self.under else '>'}{cell_name(*self.dst)}"


@dataclass(frozen=True, slots=True)
class Move(Notated):
    """疾走之木: pile ``src`` moves to the adjacent empty cell ``dst`` (T5)."""
    src: Cell
    dst: Cell
    item = Element.WOOD
    NOTATION = "木{src}-{dst}"


@dataclass(frozen=True, slots=True)
class Split(Notated):
    """神離之火: the top ``count`` cards of ``src`` go to the adjacent empty ``dst`` (T5)."""
    src: Cell
    count: int
    dst: Cell
    item = Element.FIRE
    NOTATION = "火{src}/{count}-{dst}"


@dataclass(frozen=True, slots=True)
class Transform(Notated):
    """元化之土: the top card of ``src`` becomes ``element`` (T5)."""
    src: Cell
    element: Element
    item = Element.EARTH
    NOTATION = "土{src}={element}"


@dataclass(frozen=True, slots=True)
class Discard(Notated):
    """殺伐之金: the top card of ``src`` goes to the discard pile (T5)."""
    src: Cell
    item = Element.METAL
    NOTATION = "金{src}"


@dataclass(frozen=True, slots=True)
class Swap(Notated):
    """幻予之水: piles ``a`` and ``b`` exchange cells (T5). Use ``Swap.of``,
    which puts the two cells in reading order so equal swaps compare equal."""
    a: Cell
    b: Cell
    item = Element.WATER
    NOTATION = "水{a}-{b}"

    @staticmethod
    def of(a: Cell, b: Cell) -> "Swap":
        return Swap(*sorted((a, b), key=lambda c: (c[1], c[0])))


TowerAction = Union[Stack, Move, Split, Transform, Discard, Swap]
ITEM_ACTIONS = (Move, Split, Transform, Discard, Swap)
_STACK = re.compile(r"([a-z][1-9][0-9]?)([<>])([a-z][1-9][0-9]?)\Z")


def parse_action(text: str) -> TowerAction:
    """The action written ``text``; ``InvalidNotationError`` quoting it otherwise."""
    m = _STACK.match(text) if isinstance(text, str) and len(text) <= 16 else None
    action = Stack(parse_cell(m[1]), parse_cell(m[3]), m[2] == "<") if m else parse(text, ITEM_ACTIONS)
    if action is None:
        raise InvalidNotationError(
            f"invalid action: {quote(text)} (expected e.g. 'b2>c2', 'b2<c2', '木b2-b1', "
            "'火b2/2-b1', '土b2=金', '金b2', '水b2-d4')",
            f"看不懂的動作：{quote(text)}（例如 'b2>c2'、'木b2-b1'、'火b2/2-b1'、'土b2=金'、'金b2'、'水b2-d4'）")
    return action
