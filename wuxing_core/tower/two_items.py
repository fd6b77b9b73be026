"""The two-item decision for 靈獸塔 (issue #12.3): can a position be won with
stacks and one use each of two given items? Exact for the pairs in
``PAIRS``: a ``None`` is a proof, and every line is replayed by the rules
(``board``) before it is returned.

It composes the events of ``one_item`` in one recursion. 元化之土 and
殺伐之金 are layers (``_Graph``'s ``mask`` holds one bit per item spent inside
a region), so they go into each other's graph and into every graph of
疾走之木 (a relay to a cell of its own) and 幻予之水 (two relays). 殺伐之金 on a
single card is not a layer (T5: it leaves its cell empty): the card never
stacked, so taking it at the start wins whenever taking it later does (then
the other item; a 疾走之木 that moved the card first was spent for nothing). The exception is 幻予之水
with the card before 金 takes it: the pile it changed places with has then,
in effect, jumped to the card's cell, and the cell the card was taken from
stays empty (with these two items nothing ever fills an empty cell). That
is a relay of its own (``swap_discard``). The card's node stays in every
graph with no links (``gone``), so all of them share the position's
regions.

Not composed yet: 神離之火 with any item, and 疾走之木 with 幻予之水
(``UNCOMPOSED``). For those ``first_then_one`` searches the lines that spend
one of the two before any stack: each use of it, then the exact one-item
decision of the other. It finds lines (the difficulty table asks it on deals
the pairs leave undecided), never a proof.
"""
from __future__ import annotations

from . import one_item, regions
from .board import apply, item_moves, neighbours

PAIRS = ("土金", "土木", "土水", "金木", "金水")
"""The pairs decided exactly, in the order the solver asks them: cheap, and
most often the first to win, first (on 142 deals that need two items, 土水
won 90, 土木 13, 土金 9; 金木 and 金水 never won where those three did not).
Each spelled layer first."""


UNCOMPOSED = ("金火", "木火", "土火", "木水", "水火")
"""The pairs ``decide`` does not compose (``first_then_one`` searches them),
cheapest first: 殺伐之金 has a use per single card, 元化之土 four, 幻予之水
one per two piles."""


def pair_of(items: str) -> str:
    """The pair ``items`` spelled as in ``PAIRS`` (ValueError if not decided).

    >>> pair_of("水土")
    '土水'
    """
    for pair in PAIRS:
        if sorted(pair) == sorted(items):
            return pair
    raise ValueError(f"not a pair this decision composes: {items!r}")


def _connected(cells: list[tuple[int, ...]], width: int, height: int) -> bool:
    """Are the piles of ``cells`` one group of neighbours?"""
    nbrs = neighbours(width, height)
    piles = [i for i, p in enumerate(cells) if p]
    seen = {piles[0]}
    todo = [piles[0]]
    while todo:
        for j in nbrs[todo.pop()]:
            if cells[j] and j not in seen:
                seen.add(j)
                todo.append(j)
    return len(seen) == len(piles)


def _lone_discards(cells: list[tuple[int, ...]], width: int, height: int, other: str,
                   shared: one_item.Shared) -> list[tuple] | None:
    """殺伐之金 on a single card, and ``other`` (once, or not at all). The
    card's node stays in the graphs with no links (``gone``), so every
    removal shares the position's regions."""
    occupied = [i for i, p in enumerate(cells) if p]
    n = len(occupied)
    for k, i in enumerate(occupied):
        if len(cells[i]) != 1:
            continue
        if n == 2:
            return [("金", i)]
        rest = list(cells)
        rest[i] = ()
        line = regions.decide(rest, width, height)
        if line is not None:
            return [("金", i)] + [("stack", *m) for m in line]
        if other != "木" and not _connected(rest, width, height):
            graphs = []               # 土 and 水 never fill an empty cell: the parts stay apart
        elif other == "土":
            graphs = [(one_item.graph_of(cells, width, height, [], layers="土", gone=k, shared=shared), 1)]
        else:
            family = one_item.move_graphs if other == "木" else one_item.swap_graphs
            graphs = ((g, 0) for g in family(cells, width, height, shared, gone=k))
        for g, mask in graphs:
            found = one_item.read_line(g, mask, cells)
            if found is not None:
                return [("金", i)] + found
        if other == "水":
            # the card changed places with a pile first: that pile goes to its cell
            for u in range(n):
                if u != k:
                    g = one_item.graph_of(cells, width, height, [i], relay={n: u}, swap_discard=True,
                                          gone=k, shared=shared)
                    found = one_item.read_line(g, 0, cells)
                    if found is not None:
                        return found
    return None


def decide(cells: list[tuple[int, ...]], width: int, height: int, items: str,
           limit: int | None = None, shared: one_item.Shared | None = None) -> list[tuple] | None:
    """A winning line of ``board`` moves from ``cells`` that spends each of
    the two ``items`` once (fewer when the game is won first), or ``None``:
    no line that spends both wins (the one-item decisions answer for lines
    that spend one; with them a ``None`` proves the pair is not enough).
    ``limit``: at most this many regions worked out (``SearchLimitError``
    beyond); ``shared``: what other decisions on this position worked out
    (its own limit then counts).

    >>> cells = [()] * 5 + [(0,), (0,), (0,)] + [()] * 7    # 木 木 木 on a 5 × 3 board
    >>> line = decide(cells, 5, 3, "金土")                     # one goes, one turns
    >>> sorted(move[0] for move in line)
    ['stack', '土', '金']
    """
    pair = pair_of(items)
    if sum(1 for p in cells if p) <= 1:
        return None
    shared = shared or one_item.Shared(limit)
    found: list[tuple] | None = None
    if pair == "土金":
        found = _lone_discards(cells, width, height, "土", shared)
        if found is None:
            found = one_item.read_line(one_item.graph_of(cells, width, height, [], layers="土金", shared=shared),
                                   3, cells)
    else:
        layer, relay = pair[0], pair[1]
        if layer == "金":
            found = _lone_discards(cells, width, height, relay, shared)
        if found is None:
            graphs = one_item.move_graphs if relay == "木" else one_item.swap_graphs
            for g in graphs(cells, width, height, shared, layers=layer):
                found = one_item.read_line(g, 1, cells)
                if found is not None:
                    break
    if found is None:
        return None
    played = one_item.replayed(cells, width, height, pair, found)
    if played is None:
        raise AssertionError(f"the {pair} line does not replay: {found}")  # pragma: no cover
    return played


def first_then_one(cells: list[tuple[int, ...]], width: int, height: int, items: str,
                   limit: int | None = None) -> list[tuple] | None:
    """A winning line that spends two of ``items``, one of the pairs in
    ``UNCOMPOSED``, the first before any stack: every use of it on
    ``cells``, then the exact one-item decision of the other item from the
    position it makes. A search, not a proof: ``None`` says only that no
    such line starts with an item. ``limit``: at most this many regions
    worked out in all the one-item decisions together (``SearchLimitError``
    beyond). Every line is replayed by ``board``.

    >>> cells = [()] * 7 + [(2,), (2,), (), (), (2,), (), (4,)] + [()] * 6   # 土 土 / 土 . 水 on 5 × 4
    >>> [move[0] for move in first_then_one(cells, 5, 4, "火土")]   # a 土 turns, the pile splits
    ['土', 'stack', 'stack', '火', 'stack', 'stack']
    """
    nbrs = neighbours(width, height)
    used = 0
    for first in "金木土水火":                 # the fewest uses first
        partners = [pair.replace(first, "", 1) for pair in UNCOMPOSED if first in pair]
        partners = [then for then in partners if first in items and then in items]
        for move in (item_moves(cells, nbrs, first) if partners else ()):
            if move[0] == "水" and cells[move[1]] == cells[move[2]]:
                continue                          # equal piles: the same position
            after = list(cells)
            apply(after, move)
            shared = one_item.Shared(None if limit is None else limit - used)   # one per position
            try:
                for then in partners:
                    found = one_item.decide(after, width, height, then, shared)
                    if found is not None:
                        line = one_item.replayed(cells, width, height, first + then, [move] + found)
                        if line is None:
                            raise AssertionError(f"the line does not replay: {[move] + found}")  # pragma: no cover
                        return line
            finally:
                used += shared.work
    return None
