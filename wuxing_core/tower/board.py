"""靈獸塔's rules as tables and pure functions over a board (T1–T5), stated
once for the game (``rules.py``) and the solver (``solver.py``).

A pile is a tuple of cards, bottom first; a card is an int whose current
element is ``card % 5`` (the game keeps the printed element in ``card // 5``,
T5 元化之土; the solver's cards are bare elements). A board is a list of piles
indexed ``row * width + col``; ``()`` is an empty cell. A move is a small
tuple of cell indices: ``("stack", src, dst, under)``, ``("木", src, dst)``,
``("火", src, count, dst)``, ``("土", src, element)``, ``("金", src)``,
``("水", a, b)``.

>>> may_sit(0, 2), may_sit(2, 0)     # 木 on 土 (木剋土); not 土 on 木
(True, False)
>>> cells = [(0,), (1,), ()]
>>> sorted(stacks(cells, neighbours(3, 1)))   # 火 on 木 (木生火), or 木 under 火
[('stack', 0, 1, True), ('stack', 1, 0, False)]
>>> apply(cells, ("stack", 1, 0, False)); cells
[(0, 1), (), ()]
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Iterator, Sequence

from ..elements import CHARS, Element
from .actions import Discard, Move, Split, Stack, Swap, TowerAction, Transform

Pile = tuple[int, ...]
Board = list[Pile]

SITS: tuple[tuple[bool, ...], ...] = tuple(tuple((x - y) % 5 in (1, 3) for y in range(5)) for x in range(5))
"""T1: ``SITS[x][y]``: element x may lie directly on element y (x overcomes y,
or y generates x: x - y is 1 or 3 mod 5)."""

ITEMS = CHARS
"""T5: the five items, one per element, in 木火土金水 order."""


def may_sit(x: int, y: int) -> bool:
    """T1: card ``x`` may lie directly on card ``y``."""
    return SITS[x % 5][y % 5]


NONZERO = bytes(48 if b == 0 else 49 for b in range(256))
"""``cell_mask``'s digits for the cells whose value is not 0 (a pile stands there)."""
ONE = bytes(49 if b == 1 else 48 for b in range(256))
"""``cell_mask``'s digits for the cells whose value is 1 (a single card)."""


def cell_mask(values: Iterable[int], digits: bytes) -> int:
    """The bit mask of the cells whose value (0–255) ``digits`` maps to "1".

    >>> cell_mask([0, 3, 0, 7], NONZERO), cell_mask([1, 2, 0, 1], ONE)
    (10, 9)
    """
    return int(bytes(values).translate(digits)[::-1], 2)


@lru_cache(maxsize=64)
def neighbours(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """T2/T4: the orthogonal neighbours of every cell (only cells of the board exist)."""
    return tuple(tuple((r + dr) * width + c + dc for dc, dr in ((0, -1), (-1, 0), (1, 0), (0, 1))
                       if 0 <= c + dc < width and 0 <= r + dr < height)
                 for r in range(height) for c in range(width))


def can_stack(moving: Pile, staying: Pile, under: bool) -> bool:
    """T3: pile ``moving`` may go on top of (or ``under``) pile ``staying``:
    only the two touching cards are checked."""
    lower, upper = (moving, staying) if under else (staying, moving)
    return SITS[upper[0] % 5][lower[-1] % 5]


def stacks(cells: Sequence[Pile], nbrs: Sequence[Sequence[int]]) -> Iterator[tuple]:
    """Every legal stack (T2/T3), pile by pile in reading order."""
    for i, a in enumerate(cells):
        if not a:
            continue
        for j in nbrs[i]:
            b = cells[j]
            if b:
                if SITS[a[0] % 5][b[-1] % 5]:
                    yield ("stack", i, j, False)
                if SITS[b[0] % 5][a[-1] % 5]:
                    yield ("stack", i, j, True)


def item_moves(cells: Sequence[Pile], nbrs: Sequence[Sequence[int]], items: str) -> Iterator[tuple]:
    """Every legal use of the ``items`` in hand (T5), item by item in the order of ``items``."""
    occupied = [i for i, p in enumerate(cells) if p]
    for item in items:
        if item == "木":      # 疾走之木: to an adjacent empty cell
            yield from (("木", i, j) for i in occupied for j in nbrs[i] if not cells[j])
        elif item == "火":    # 神離之火: the top 1 … height-1 cards to an adjacent empty cell
            yield from (("火", i, k, j) for i in occupied for k in range(1, len(cells[i]))
                        for j in nbrs[i] if not cells[j])
        elif item == "土":    # 元化之土: the top card becomes another element
            yield from (("土", i, e) for i in occupied for e in range(5) if e != cells[i][-1] % 5)
        elif item == "金":    # 殺伐之金: the top card is discarded
            yield from (("金", i) for i in occupied)
        elif item == "水":    # 幻予之水: two piles anywhere swap cells
            yield from (("水", a, b) for n, a in enumerate(occupied) for b in occupied[n + 1:])


def item_moves_touching(cells: Sequence[Pile], nbrs: Sequence[Sequence[int]], item: str,
                        mask: int) -> Iterator[tuple]:
    """The uses of ``item`` (as ``item_moves``) that change a cell of ``mask``.

    >>> cells = [(0,), (), (1,), (2, 3)]           # a 2 × 2 board
    >>> list(item_moves_touching(cells, neighbours(2, 2), "木", 0b0010))
    [('木', 0, 1), ('木', 3, 1)]
    >>> list(item_moves_touching(cells, neighbours(2, 2), "水", 0b0001))
    [('水', 0, 2), ('水', 0, 3)]
    """
    occupied = [i for i, p in enumerate(cells) if p]
    marked = [i for i in occupied if mask >> i & 1]
    if item == "木":        # from a marked pile, or into a marked empty cell
        yield from (("木", i, j) for i in occupied for j in nbrs[i]
                    if not cells[j] and (mask >> i & 1 or mask >> j & 1))
    elif item == "火":
        yield from (("火", i, k, j) for i in occupied for k in range(1, len(cells[i])) for j in nbrs[i]
                    if not cells[j] and (mask >> i & 1 or mask >> j & 1))
    elif item == "土":
        yield from (("土", i, e) for i in marked for e in range(5) if e != cells[i][-1] % 5)
    elif item == "金":
        yield from (("金", i) for i in marked)
    elif item == "水":
        yield from (("水", a, b) for n, a in enumerate(occupied) for b in occupied[n + 1:]
                    if mask >> a & 1 or mask >> b & 1)


def apply(cells: Board, move: tuple) -> int | None:
    """Apply a legal ``move`` to ``cells`` in place (T2/T3/T5); return the
    discarded card for 殺伐之金, else ``None``."""
    kind = move[0]
    if kind == "stack":
        _, i, j, under = move
        cells[j] = cells[i] + cells[j] if under else cells[j] + cells[i]
        cells[i] = ()
    elif kind == "木":
        _, i, j = move
        cells[j], cells[i] = cells[i], ()
    elif kind == "火":
        _, i, k, j = move
        pile = cells[i]
        cells[i], cells[j] = pile[:-k], pile[-k:]
    elif kind == "土":
        _, i, e = move
        top = cells[i][-1]
        cells[i] = cells[i][:-1] + (top - top % 5 + e,)   # keeps the printed element
    elif kind == "金":
        _, i = move
        top = cells[i][-1]
        cells[i] = cells[i][:-1]
        return top
    else:
        _, a, b = move
        cells[a], cells[b] = cells[b], cells[a]
    return None


def action_of(move: tuple, width: int) -> TowerAction:
    """The action object (with its notation) of an index ``move``."""
    def cell(i: int) -> tuple[int, int]:
        return i % width, i // width
    kind = move[0]
    if kind == "stack":
        return Stack(cell(move[1]), cell(move[2]), move[3])
    if kind == "木":
        return Move(cell(move[1]), cell(move[2]))
    if kind == "火":
        return Split(cell(move[1]), move[2], cell(move[3]))
    if kind == "土":
        return Transform(cell(move[1]), Element(move[2]))
    if kind == "金":
        return Discard(cell(move[1]))
    return Swap.of(cell(move[1]), cell(move[2]))


def move_of(action: TowerAction, width: int) -> tuple:
    """The index move of an action (the inverse of ``action_of``)."""
    def i(cell: tuple[int, int]) -> int:
        return cell[1] * width + cell[0]
    if isinstance(action, Stack):
        return ("stack", i(action.src), i(action.dst), action.under)
    if isinstance(action, Move):
        return ("木", i(action.src), i(action.dst))
    if isinstance(action, Split):
        return ("火", i(action.src), action.count, i(action.dst))
    if isinstance(action, Transform):
        return ("土", i(action.src), int(action.element))
    if isinstance(action, Discard):
        return ("金", i(action.src))
    return ("水", i(action.a), i(action.b))
