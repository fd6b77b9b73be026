"""The eight 靈獸塔 layouts (RULES.md T7) and the board they make (T4).

The seed's pictures are lost; these shapes are the project's own design
(rulings L1–L2 in docs/RULES-PROJECT.md): 20 cells each, every cell with an
orthogonal neighbour, and each layout connected, since without items the set
of occupied cells only shrinks and two separate groups can never meet.

>>> print(LAYOUTS["top"].art)
..##..
######
######
.####.
..##..
"""
from __future__ import annotations

from dataclasses import dataclass

from ..errors import InvalidPositionError, quote


@dataclass(frozen=True)
class Layout:
    """A named layout: which cells of its bounding box hold a card."""

    name: str
    zh: str
    english: str
    stars: int
    rows: tuple[str, ...]

    @property
    def art(self) -> str:
        return "\n".join(self.rows)

    @property
    def width(self) -> int:
        return len(self.rows[0])

    @property
    def height(self) -> int:
        return len(self.rows)

    def cells(self) -> list[tuple[int, int]]:
        """Layout cells as ``(col, row)`` on the board, i.e. shifted by the
        one-cell margin of T4, in reading order (row by row, left to right)."""
        return [(c + 1, r + 1) for r, line in enumerate(self.rows)
                for c, ch in enumerate(line) if ch == "#"]

    @property
    def board_size(self) -> tuple[int, int]:
        """``(columns, rows)`` of the board: bounding box + margin (T4)."""
        return self.width + 2, self.height + 2


def _layout(name: str, zh: str, english: str, stars: int, art: str) -> Layout:
    return Layout(name, zh, english, stars, tuple(art.split()))


# Stars: the designer's 1–5 order (T7 lists the layouts easiest first; the
# seed says layouts of ★★★ and below rarely need three items).
LAYOUTS: dict[str, Layout] = {l.name: l for l in (
    _layout("basic", "基本形", "Basic", 1, """
        #####
        #####
        #####
        #####"""),
    _layout("cross", "十字形", "Cross", 2, """
        ..##..
        ..##..
        ######
        ######
        ..##..
        ..##.."""),
    _layout("lightning", "閃電形", "Lightning", 3, """
        ....##
        ...##.
        ..##..
        ######
        ...##.
        ..##..
        .##...
        ##...."""),
    _layout("reverse-cross", "裏十字形", "Reverse cross", 3, """
        ..##..
        ..##..
        ..##..
        ..##..
        ..##..
        ######
        ..##..
        ..##.."""),
    _layout("windmill", "風車形", "Windmill", 4, """
        ###..#
        ..#..#
        ..####
        ####..
        #..#..
        #..###"""),
    _layout("reverse-x", "裏叉字形", "Reverse X", 4, """
        ##....##
        .##..##.
        ..####..
        .##..##.
        ##....##"""),
    _layout("infinity", "無限形", "Infinity", 5, """
        .###..###.
        ##.####.##
        .###..###."""),
    _layout("top", "陀螺形", "Spinning top", 5, """
        ..##..
        ######
        ######
        .####.
        ..##.."""),
)}

LAYOUT_NAMES: tuple[str, ...] = tuple(LAYOUTS)


def get_layout(name: str) -> Layout:
    """The layout called ``name``; a clear error naming the choices otherwise."""
    try:
        return LAYOUTS[name]
    except (KeyError, TypeError):
        raise InvalidPositionError(
            f"unknown layout {quote(name)} (choose one of {', '.join(LAYOUT_NAMES)})",
            f"沒有這種牌陣 {quote(name)}（可選：{', '.join(LAYOUT_NAMES)}）") from None
