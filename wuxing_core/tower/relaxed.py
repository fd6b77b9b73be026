"""Proofs that a pair of items ``two_items`` does not compose is not enough
(issue #12.3): sound relaxations of the pairs in ``two_items.UNCOMPOSED``.
A relaxation lets through every line the rules allow and more, so when it
finds no win, no line with the pair wins; when it finds one, nothing is
known (it never gives a line). Each is meant for a position no line with
one of the two items wins (the one-item decisions say so first): a line
whose second item only does what the first could have done alone is left
out.

The words are those of ``one_item``: a won game is a tree of the nodes, a
node keeps its identity when its pile moves, and more links between nodes
can only add wins. The items are loosened so that they compose:

- 神離之火 *untied*: the pile of node ``s`` splits onto a neighbouring cell
  ``w``; what stays on ``s`` keeps its bottom and ends in any card of a
  junction (any card where the junction sets do not know the pile: an item
  spent in it before, a moved pile in it), and the split-off half is a node
  on ``w`` that may start and end in anything (``FULL``). 元化之土 and
  殺伐之金 on a pile that holds the half, or after the split, act on a pile
  of unknown size (土: any top, or any single card; 金: any top). ``w`` is
  not asked to be empty (T5 asks it). Where the junction sets do not know
  the pile and no 元化之土 is in play, what stays may end only in a card
  the half's first card may lie on (T1: every junction a stack made obeys
  it). For 水火, a graph that wins so is asked again for each first card
  of the half, then each top (``_wins_split``, as ``one_item`` does for
  the exact split): what stays then has a bottom the pile has with that
  top.
- 疾走之木 as *reach*: a pile moved from cell ``p`` to ``q`` is still its
  node, so it may stack, at any time, with the nodes around ``p`` and those
  around ``q`` (``q`` is not asked to be empty either).
- 幻予之水 for every two piles, equal ones too (they may differ by the time
  of the swap) is exact: ``one_item``'s two relays (a move gives its reach
  to every node on the moved pile's cell; a split may be on a pile a swap
  moved). The half swapped with a pile stands on both cells, and so does
  that pile.

``_spread`` builds a graph from the cells each node may stand on.

殺伐之金 on a single card (not a layer: its cell stays empty, T5) comes in
three ways with 神離之火. A card dealt alone that never stacked can go at
the start (then the untied split on what is left). The split-off half of
one card taken is 殺伐之金 on the pile's top without the split (a one-item
line). What stays of a pile split above its bottom card, taken, leaves the
rest of the pile on ``w``: its node with ``w``'s reach, its bottom any card
(``rebottom``).

The difficulty table asks ``refutes`` of each pair on each deal its exact
steps leave undecided, and walks the forward search of a pair it does not
refute to the end (``difficulty.two_decided``, RULES-PROJECT S1); the
solver and the hint do neither: a deal
costs minutes (windmill 5: 土火 0.1 s, 金火 0.5 s, 木火 4.6 s, 木水 67 s,
水火 205 s of CPU, every pair refuted; ``bench/relaxed_bench.py``).
"""
from __future__ import annotations

from . import one_item
from .board import SITS, neighbours
from .regions import FULL, _bits, _rows

NOWHERE = 63
"""The half's node where there is none (``rebottom``): no region holds it."""


def _any_top(pairs: int) -> int:
    """Each bottom of ``pairs`` with every top."""
    return sum(31 << (5 * b) for b, tops in enumerate(_rows(pairs)) if tops)


def _any_bottom(pairs: int) -> int:
    """Each top of ``pairs`` with every bottom.

    >>> _any_bottom(1 << (5 * 2 + 4)) == sum(1 << (5 * b + 4) for b in range(5))
    True
    """
    tops = 0
    for row in _rows(pairs):
        tops |= row
    return sum(tops << (5 * b) for b in range(5))


class _Loose(one_item._Graph):
    """``one_item``'s recursion with the events loosened as above: 神離之火
    composes with 元化之土 or 殺伐之金, and ``rebottom`` makes the 火 event
    "the pile, its bottom gone, moves on" (no half)."""

    composes_fire = True

    def __init__(self, *args, rebottom: bool = False, family: _Family, geo: list[int], **kw) -> None:
        super().__init__(*args, **kw)
        self.rebottom = rebottom
        self.fire_at = 1 << self.split[0] if self.split else 0     # the pile that may split
        self.half = 1 << self.split[1] if self.split and self.split[1] < self.size else 0
        self.family = family
        self.new_links = [a & ~g for a, g in zip(self.adj, geo + [0] * (self.size - len(geo)))]
        touch = 0                     # the ends of links a cell's neighbours do not give
        for k, new in enumerate(self.new_links):
            if new:
                touch |= 1 << k | new
        self.features = self.extras | self.sources | touch
        self._contexts: dict[tuple[int, int], int] = {}
        # without 元化之土 every junction of a pile obeys T1: stacks make them so (T3), a pile dealt
        # as it is need not
        self.t1_junctions = not self.earth and all(SITS[p[i + 1] % 5][p[i] % 5]
                                                   for p in self.piles for i in range(len(p) - 1))
        self.below = 31               # the x a card of the split's ys may lie on (_stays)
        if self.split and self.t1_junctions:
            ys = self.split[2]
            self.below = sum(1 << x for x in range(5) if any(SITS[y][x] for y in range(5) if ys >> y & 1))

    def pairs(self, region: int, v: int, mask: int) -> int:
        """``one_item``'s, but an answer that needs more than the position's
        own regions is kept in ``family`` under what it depends on (the
        extra nodes in the region with their cells and roles, the relayed
        piles in it, the reach if a node it moves is in it, the items of
        ``mask`` and the split's pile), so the graphs of a position share it.
        A region whose links are all its cells' is the position's own
        whichever node it holds moved: its answers are shared by all."""
        if mask & self.fire and not region & self.fire_at:
            return 0
        if not mask and not region & (self.own | self.sources & ~(1 << v)):
            return super().pairs(region, v, mask)
        f = region & self.features
        context = self._contexts.get((f, mask))
        if context is None:
            context = self._contexts[f, mask] = self.family.number(self._context(f, mask))
        key = ((context << 2 | mask) << 5 | v) << 25 | region
        memo = self.family.memo
        got = memo.get(key)
        if got is not None:
            return got
        memo[key] = 0                 # a guard: no region contains itself
        try:
            return self._work_out(region, v, mask, memo, _DROP, key)
        except BaseException:
            memo.pop(key, None)
            raise

    def _context(self, f: int, mask: int) -> tuple:
        kind = self._kind[mask] + ("↓" if self.rebottom and mask & self.fire else "")
        roles = tuple((k, self.relay.get(k), self.fixed.get(k, 0)) for k in _bits(f & self.extras))
        links = tuple((k, self.new_links[k] & f) for k in _bits(f) if self.new_links[k] & f)
        sources = tuple((s, self.avoid.get(s, 0)) for s in _bits(f & self.sources))
        return kind, roles, links, sources, (self.fire_at, *self.split[2:]) if mask & self.fire else None

    def _event(self, region: int, v: int, item: str, rest: int) -> int:
        if item == "火":
            if not self.fire_at >> v & 1 or region & self.half:
                return 0             # the split is on s's pile, gathered without the half
            if not rest and not region & (self.own | self.sources) and not self.rebottom:
                return self._parted(region, v)      # every junction (the memo is the position's)
            if self.size_after(region, rest) < 2:
                return 0
            whole = self.pairs(region, v, rest)
            return _any_bottom(whole) if self.rebottom else self._stays(whole)
        if not (rest & self.fire or region & self.half):
            return super()._event(region, v, item, rest)
        whole = self.pairs(region, v, rest)          # a pile of unknown size
        if item == "土":
            return one_item._retop(whole) | one_item._recolour(whole)
        return _any_top(whole)

    def _stays(self, whole: int) -> int:
        """What stays of the pile ``whole`` split under a ``y`` of the split's
        ys, its top one of the split's tops: its bottom, with an ``x`` ``y``
        may lie on (T1: any ``x`` where junctions need not obey it), for
        each bottom that pile has with such a top. With every ``y`` and top
        (the first run): any top."""
        tops = self.split[3]
        return sum(self.below << (5 * b) for b, ts in enumerate(_rows(whole)) if ts & tops)


class _Drop(dict):
    """A memo of how answers were made that keeps nothing (no line is read)."""

    def __setitem__(self, key, value) -> None:
        pass


_DROP = _Drop()


class _Family:
    """The answers the loosened graphs of one position share, under a
    number per context (``_Loose.pairs``); emptied when it grows large."""

    LARGE = 3_000_000

    def __init__(self) -> None:
        self.memo: dict[int, int] = {}
        self.numbers: dict[tuple, int] = {}

    def number(self, context: tuple) -> int:
        return self.numbers.setdefault(context, len(self.numbers))

    def trim(self) -> None:
        if len(self.memo) > self.LARGE:
            self.memo.clear()


class _Budget:
    """A ``Shared`` per family of graphs of a position, all with the answers
    for the position's own regions (``base``) but each with its own for the
    families' structures (they are not asked again: their memory goes), and
    a limit on the regions they work out together (``SearchLimitError``)."""

    def __init__(self, limit: int | None) -> None:
        self.limit = limit
        self.used = 0
        self.base = one_item.Shared()
        self.family = _Family()
        self._open: one_item.Shared | None = None

    def current(self) -> one_item.Shared:
        return self._open or self.fresh()

    def fresh(self) -> one_item.Shared:
        """A new ``Shared`` (the structures of the last are not asked again)."""
        self.close()
        got = one_item.Shared(None if self.limit is None else self.limit - self.used)
        base = self.base
        got.memo, got.how, got.reach, got.bounds = base.memo, base.how, base.reach, base.bounds
        got.junction, got.junction_how = base.junction, base.junction_how
        self._open = got
        return got

    def close(self) -> int:
        """Count the open ``Shared``'s work; all this budget's work so far."""
        if self._open is not None:
            self.used += self._open.work
            self._open = None
        return self.used

    def child(self) -> _Budget:
        """A budget for another position, with what is left of this one's limit."""
        return _Budget(None if self.limit is None else self.limit - self.used)


def _graph(cells: list[tuple[int, ...]], width: int, height: int, extra: list[int], budget: _Budget,
           reach: list[tuple[int, int]] = (), **kw) -> _Loose:
    """The loosened graph of ``cells`` with nodes on the ``extra`` cells;
    each (p, q) of ``reach``: the nodes on cell ``p`` also stack with the
    nodes around cell ``q`` (a pile moved from ``p`` to ``q``)."""
    occupied = [i for i, p in enumerate(cells) if p]
    pos = occupied + extra
    nbrs = neighbours(width, height)
    adj = [sum(1 << k for k, q in enumerate(pos) if q in nbrs[p]) for p in pos]
    geo = adj[:len(occupied)]
    modified = 0
    for p, q in reach:
        near = sum(1 << k for k, r in enumerate(pos) if r in nbrs[q])
        for j, r in enumerate(pos):
            if r == p:
                modified |= 1 << j       # a region without it keeps its links
                adj[j] |= near & ~(1 << j)
                for k in range(len(pos)):
                    if near >> k & 1 and k != j:
                        adj[k] |= 1 << j
    return _Loose([cells[i] for i in occupied], pos, adj, shared=budget.current(), modified=modified,
                  family=budget.family, geo=geo, **kw)


def _split(n: int, s: int, ys: int = 31, tops: int = 31, **kw) -> dict:
    """The keywords of an untied 神離之火 on node ``s``, its half node ``n``
    starting with a card of ``ys`` and ending in one of ``tops`` (bit sets)."""
    half = sum(1 << (5 * y + t) for y in range(5) if ys >> y & 1 for t in range(5) if tops >> t & 1)
    return dict(fixed={n: half}, split=(s, n, ys, tops), **kw)


def _wins_split(graph, mask: int) -> bool:
    """Does ``graph(ys, tops)`` (a loosened graph with an untied split) end
    won for some first card and top of the half? Every line's half has one
    of each, as in ``one_item._split_line``. A graph with more of either
    lets through every line of one with fewer, so ``graph(y, t)`` is asked
    only where ``graph(any, any)``, ``graph(any, t)`` and ``graph(y, any)``
    all win: the tops first, since on the positions of the tests a first
    card alone often wins and a top alone seldom does (the slowest shape of
    ``test_no_pair…``: 78 -> 32 s of CPU, the same answers)."""
    if not _wins(graph(31, 31), mask):
        return False
    tops = [t for t in range(5) if _wins(graph(31, 1 << t), mask)]
    return bool(tops) and any(_wins(graph(1 << y, 31), mask) and any(_wins(graph(1 << y, 1 << t), mask)
                                                                      for t in tops)
                              for y in range(5))


def _swaps(n: int):
    """Every two of ``n`` piles, as (u, x)."""
    return ((u, x) for u in range(n) for x in range(u + 1, n))


def _wins(g: _Loose, mask: int) -> bool:
    """Does the loosened graph ``g`` end won with the items of ``mask`` spent?"""
    g.family.trim()                  # between graphs: no guard is lost
    return g.decide(mask) is not None


def _fire_with_layer(cells, width, height, layer, budget) -> bool:
    """土火 or 金火 with the split on any pile, onto any neighbouring cell."""
    occupied = [i for i, p in enumerate(cells) if p]
    nbrs = neighbours(width, height)
    n = len(occupied)
    budget.fresh()
    for s, i in enumerate(occupied):
        for w in nbrs[i]:
            if _wins(_graph(cells, width, height, [w], budget, layers=layer + "火", **_split(n, s)), 3):
                return True
    return False


def _fire_alone(cells, width, height, budget) -> bool:
    """The untied 神離之火 alone."""
    occupied = [i for i, p in enumerate(cells) if p]
    if len(occupied) <= 1:
        return True
    nbrs = neighbours(width, height)
    n = len(occupied)
    budget.fresh()
    return any(_wins(_graph(cells, width, height, [w], budget, layers="火", **_split(n, s)), 1)
               for s, i in enumerate(occupied) for w in nbrs[i])


def _metal_fire(cells, width, height, budget) -> bool:
    """金火: 金 a layer; 金 on a card dealt alone; 金 on what a split leaves."""
    if _fire_with_layer(cells, width, height, "金", budget):
        return True
    for i, p in enumerate(cells):
        if len(p) == 1:
            rest = list(cells)
            rest[i] = ()
            other = budget.child()          # another position: nothing shared
            try:
                if _fire_alone(rest, width, height, other):
                    return True
            finally:
                budget.used += other.close()
    occupied = [i for i, p in enumerate(cells) if p]
    nbrs = neighbours(width, height)
    for s, i in enumerate(occupied):
        for w in nbrs[i]:
            g = _graph(cells, width, height, [], budget, reach=[(i, w)], layers="火",
                       split=(s, NOWHERE, 31, 31), rebottom=True)
            if _wins(g, 1):
                return True
    return False


def _wood_fire(cells, width, height, budget) -> bool:
    """木火: the untied split with the reach of one move: of a pile (before
    or after the split), or of the half."""
    occupied = [i for i, p in enumerate(cells) if p]
    nbrs = neighbours(width, height)
    n = len(occupied)
    for p in occupied:
        for q in nbrs[p]:
            budget.fresh()
            for s, i in enumerate(occupied):
                cells_w = set(nbrs[i]) | (set(nbrs[q]) if i == p else set())   # moved, then split
                for w in sorted(cells_w):
                    g = _graph(cells, width, height, [w], budget, reach=[(p, q)], layers="火", **_split(n, s))
                    if _wins(g, 1):
                        return True
    for s, i in enumerate(occupied):
        for w in nbrs[i]:
            if w in occupied:
                continue             # the half on a cell with a node: the loop above reached it
            for q in nbrs[w]:
                g = _graph(cells, width, height, [w], budget, reach=[(w, q)], layers="火", **_split(n, s))
                if _wins(g, 1):
                    return True
    return False


def _spread(cells: list[tuple[int, ...]], width: int, height: int, budget: _Budget,
            where: dict[int, set[int]], split_of: int | None = None, ys: int = 31, tops: int = 31,
            **kw) -> _Loose:
    """The loosened graph in which node ``k`` may stand, over time, on any
    cell of ``where[k]`` (its own cell if not named): two nodes stack when
    one may stand next to the other. ``split_of``: the node whose pile
    神離之火 splits; the half is then a node of its own (the last),
    on the cells ``where`` gives it (``ys``, ``tops``: ``_split``)."""
    occupied = [i for i, p in enumerate(cells) if p]
    n = len(occupied)
    pos = occupied + ([occupied[0]] if split_of is not None else [])
    nbrs = neighbours(width, height)
    spots = [where.get(k, {c}) for k, c in enumerate(pos)]
    near = [_around(nbrs, spot) for spot in spots]
    adj = [sum(1 << k for k in range(len(pos)) if k != j and spots[k] & near[j]) for j in range(len(pos))]
    geo = [sum(1 << k for k in range(n) if occupied[k] in nbrs[c]) for c in occupied]
    modified = sum(1 << k for k in where if k < n)
    if split_of is not None:
        kw.update(_split(n, split_of, ys, tops), layers="火")
    return _Loose([cells[i] for i in occupied], pos, adj, shared=budget.current(), modified=modified,
                  family=budget.family, geo=geo, **kw)


def _around(nbrs: list[list[int]], spot: set[int]) -> set[int]:
    """The cells next to a cell of ``spot``."""
    return set().union(*(nbrs[c] for c in spot))


def _wood_water(cells, width, height, budget) -> bool:
    """木水: every swap (``one_item``'s two relays, equal piles too), with the
    reach of one move of a pile on any cell (one a swap brought there too).
    For each cell, a graph with the moves from it in every direction at
    once is asked first: it has every link of each of them (``_graph``
    links the pile to the nodes around every ``q``), so a swap it loses
    with is not asked again for that cell (same answers; CPU on windmill 5
    123 -> 112 s, on the shapes of ``test_no_pair…`` 17.4 -> 10.5 s). The
    same for 木火 and 水火 (the half on every cell at once) made windmill 5
    three and 1.7 times slower: there it wins and costs more."""
    occupied = [i for i, p in enumerate(cells) if p]
    nbrs = neighbours(width, height)
    n = len(occupied)
    post = 1 << n | 1 << (n + 1)

    def moved(u: int, x: int, reach: list[tuple[int, int]]) -> _Loose:
        return _graph(cells, width, height, [occupied[u], occupied[x]], budget, reach=reach,
                      relay={n: x, n + 1: u}, avoid={u: post, x: post})

    for p in occupied:
        budget.fresh()
        lost = {(u, x) for u, x in _swaps(n) if not _wins(moved(u, x, [(p, q) for q in nbrs[p]]), 0)}
        for q in nbrs[p]:
            budget.fresh()
            for u, x in _swaps(n):
                if (u, x) not in lost and _wins(moved(u, x, [(p, q)]), 0):
                    return True
    return False


def _water_fire(cells, width, height, budget) -> bool:
    """水火: every swap (``one_item``'s two relays, equal piles too) with the
    untied split of any pile, one a swap moved too; and the half swapped
    with a pile: each stands on the other's cell as well as its own."""
    occupied = [i for i, p in enumerate(cells) if p]
    nbrs = neighbours(width, height)
    n = len(occupied)
    post = 1 << n | 1 << (n + 1)
    budget.fresh()
    for u, x in _swaps(n):
        pos = occupied + [occupied[u], occupied[x]]
        for s in range(n + 2):
            for w in nbrs[pos[s]]:
                def swapped(ys: int, tops: int) -> _Loose:
                    return _graph(cells, width, height, [occupied[u], occupied[x], w], budget,
                                  relay={n: x, n + 1: u}, avoid={u: post, x: post}, layers="火",
                                  **_split(n + 2, s, ys, tops))
                if _wins_split(swapped, 1):
                    return True
    for s, i in enumerate(occupied):
        for w in nbrs[i]:
            for x, cell in enumerate(occupied):
                def spread(ys: int, tops: int) -> _Loose:
                    return _spread(cells, width, height, budget, {n: {w, cell}, x: {w, cell}}, split_of=s,
                                   ys=ys, tops=tops)
                if _wins_split(spread, 1):
                    return True
    return False


_LOOSE = {"金火": _metal_fire,
          "土火": lambda c, w, h, b: _fire_with_layer(c, w, h, "土", b),
          "木火": _wood_fire, "木水": _wood_water, "水火": _water_fire}


CHEAPEST_FIRST = ("土火", "金火", "木火", "木水", "水火")
"""The pairs in the order ``difficulty.two_decided`` asks them: seconds for
the first three, a minute for 木水, minutes for 水火
(``bench/relaxed_bench.py``)."""


def refutes(cells: list[tuple[int, ...]], width: int, height: int, pair: str, limit: int | None = None) -> bool:
    """True when no line spending the two items of ``pair`` (one of
    ``two_items.UNCOMPOSED``, either order) wins from ``cells``, on a
    position no line with one of them wins; False when the relaxation
    finds a win (nothing is known then). ``limit``: at most this many
    regions worked out (``SearchLimitError`` beyond).

    >>> cells = [()] * 6 + [(3,), (3,), (3,)] + [()] * 6    # 金 金 金 in a row on 5 × 3
    >>> refutes(cells, 5, 3, "木水")                          # nothing sits on 金
    True
    >>> refutes(cells, 5, 3, "土火")                          # 土火's relaxation wins here
    False
    """
    key = next((p for p in _LOOSE if sorted(p) == sorted(pair)), None)
    if key is None:
        raise ValueError(f"not a pair two_items leaves uncomposed: {pair!r}")
    if sum(1 for p in cells if p) <= 1:
        return False
    budget = _Budget(limit)
    try:
        return not _LOOSE[key](cells, width, height, budget)
    finally:
        budget.close()


__all__ = ["refutes", "CHEAPEST_FIRST"]
