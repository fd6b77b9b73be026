"""Board coordinates: column letter (``a`` = leftmost) and row number
(``1`` = top row), e.g. ``b2`` (issue #3's notation).

>>> cell_name(1, 1), parse_cell("b2")
('b2', (1, 1))
"""
from __future__ import annotations

import re

from .errors import InvalidNotationError, quote

MAX_SIDE = 26
_CELL = re.compile(r"([a-z])([1-9][0-9]?)\Z")


def cell_name(col: int, row: int) -> str:
    """Name of the cell at 0-based ``col``, ``row``."""
    return f"{chr(ord('a') + col)}{row + 1}"


def parse_cell(text: str) -> tuple[int, int]:
    """0-based ``(col, row)`` of a cell name; bounds are the board's business."""
    m = _CELL.match(text)
    if not m:
        raise InvalidNotationError(f"not a cell: {quote(text)} (expected like 'b2')",
                                   f"不是格子座標：{quote(text)}（例如 'b2'）")
    return ord(m.group(1)) - ord("a"), int(m.group(2)) - 1
