"""The no-item decision for 靈獸塔 by regions (issue #12): exact, with no node cap.

Without items a stack empties one cell for good and no cell is ever refilled
(T2), so a won game is a spanning tree of the occupied cells: draw an edge
from every emptied cell to the cell that received its pile. The tree is
rooted at the cell of the last pile, and a cell empties only after all of its
subtree has merged into it. Disjoint subtrees never touch, so they evolve
independently, and only a pile's (bottom, top) pair matters (T3).

So for a connected region ``R`` and a cell ``v`` in it let ``F(R, v)`` be the
set of (bottom, top) pairs that ``R`` can end as, as one pile on ``v``. Cut
``R`` at the child ``c`` of ``v`` that merged last: ``A ∋ v`` (everything
merged into ``v`` before) and ``B ∋ c`` (``c``'s subtree), both connected,
``c`` next to ``v``; ``F(R, v)`` is the union over these splits of
``merge(F(A, v), F(B, c))``, where ``merge`` lets ``B``'s pile go on top of or
under ``A``'s (T3). A set of pairs is a 25-bit mask (bit ``5*bottom + top``);
regions are bit masks of the occupied cells (numbered 0 … n−1). The position is won iff some split of
all the occupied cells across one edge merges to a non-empty set; the line is
read back from the memo. ``None`` is therefore a proof.

What keeps it fast:

- An upper bound on what a region can become. In a pile built without items
  every card sits on the one below it (T1), so the whole final pile of a
  region is one such chain of all its cards; which (bottom, top) pairs a
  chain of a given multiset of elements can have is a small table, filled on
  demand. A region stops as soon as its set reaches that bound, and a split
  is skipped when even the two bounds merged add nothing new.
- Every connected split is enumerated once per (root, child): ``B`` grows
  from ``c`` with banned siblings, and cells cut off from ``v`` are forced
  into ``B`` at once (a branch that banned one of them is dropped). Whether
  ``A`` is still whole is a flood fill by table lookups (a region grows one
  step in three), remembered per (``A``, root): most splits of a proof cut
  ``A`` in two, so no local shortcut pays.
- ``B``'s side of a split is asked first: while ``B`` grows it is the small,
  cheap side, and a split whose ``B`` cannot end as one pile never asks for
  the large ``A`` (a fifth fewer regions in the hard proofs).
- Piles that are not such a chain (a card transformed by 元化之土, or a
  position from elsewhere) make the bound of every region holding them the
  full set: the decision stays exact, only slower.

>>> from wuxing_core.tower.board import neighbours
>>> cells = [(0,), (1,), (3,)] + [()] * 6       # 木 火 金 on a 3 × 3 board
>>> decide(cells, 3, 3)          # 金 under 火, then that pile onto 木: a win
[(2, 1, True), (1, 0, False)]
>>> decide([(0,), (0,)] + [()] * 7, 3, 3) is None   # 木 never sits on 木
True
"""
from __future__ import annotations

from functools import lru_cache

from .board import SITS, neighbours

_grid = lru_cache(maxsize=None)(neighbours)
"""The board's neighbour lists, once per size."""

FULL = (1 << 25) - 1
"""Every (bottom, top) pair: the bound of a region nothing is known about."""

_ON = tuple(tuple(b for b in range(5) if SITS[b][t]) for t in range(5))
"""``_ON[t]``: the bottoms that may lie on a top ``t`` (T1)."""
_CROSS = tuple(tuple(sum(1 << (5 * b + t) for b in range(5) if bm >> b & 1 for t in range(5) if tm >> t & 1)
                     for tm in range(32)) for bm in range(32))
"""``_CROSS[bottoms][tops]``: the pair set of every bottom in one 5-bit set with every top in another."""
_POW6 = (1, 6, 36, 216, 1296)


_SPREAD = tuple(sum(1 << (5 * t) for t in range(5) if r >> t & 1) for r in range(32))


def _rows(pairs: int) -> list[int]:
    """For each bottom, the 5-bit set of its tops."""
    return [pairs & 31, pairs >> 5 & 31, pairs >> 10 & 31, pairs >> 15 & 31, pairs >> 20 & 31]


def _cols(pairs: int) -> list[int]:
    """For each top, the 5-bit set of its bottoms (the transposed pair set)."""
    s = _SPREAD
    t = (s[pairs & 31] | s[pairs >> 5 & 31] << 1 | s[pairs >> 10 & 31] << 2 | s[pairs >> 15 & 31] << 3
         | s[pairs >> 20 & 31] << 4)
    return [t & 31, t >> 5 & 31, t >> 10 & 31, t >> 15 & 31, t >> 20 & 31]


def merge_on(a: int, b: int) -> int:
    """The pairs of pile ``b`` put on top of pile ``a`` (T3): ``b``'s bottom
    on ``a``'s top; the pile keeps ``a``'s bottom and takes ``b``'s top."""
    got = 0
    cols_a, rows_b = _cols(a), _rows(b)
    for t in range(5):
        if cols_a[t]:
            tops = 0
            for bottom in _ON[t]:
                tops |= rows_b[bottom]
            if tops:
                got |= _CROSS[cols_a[t]][tops]
    return got


_merged: dict[int, int] = {}


def merge(a: int, b: int) -> int:
    """The pairs of pile ``b`` joined to pile ``a``, on top or under (T3).

    >>> bit = lambda bottom, top: 1 << (5 * bottom + top)
    >>> merge(bit(0, 0), bit(1, 1)) == bit(0, 1)   # 火 on 木, or 木 under 火: the same pile
    True
    >>> merge(bit(0, 0), bit(0, 0))                # 木 never sits on 木
    0
    """
    key = a << 25 | b
    got = _merged.get(key)
    if got is None:
        got = merge_on(a, b) | merge_on(b, a) if a and b else 0   # b on top of a, or b under a
        if len(_merged) > 200_000:
            _merged.clear()
        _merged[key] = got
    return got


_chains: dict[int, int] = {}


def chain_pairs(counts: int) -> int:
    """The (bottom, top) pairs of every chain (each card on the one below it,
    T1) of the multiset ``counts`` (base 6: digit ``e`` is the number of
    cards of element ``e``, at most 5).

    >>> chain_pairs(1 + 6) == 1 << (5 * 0 + 1)   # 木 and 火: only 火 on 木 (木生火)
    True
    """
    got = _chains.get(counts)
    if got is not None:
        return got
    digits = [(counts // _POW6[e]) % 6 for e in range(5)]
    if sum(digits) == 1:
        e = digits.index(1)
        got = 1 << (6 * e)
    else:
        got = 0
        for e in range(5):
            if digits[e]:
                cols = _cols(chain_pairs(counts - _POW6[e]))
                bottoms = 0
                for t in range(5):
                    if SITS[e][t]:
                        bottoms |= cols[t]
                got |= _CROSS[bottoms][1 << e]
    _chains[counts] = got
    return got


def _is_chain(pile: tuple[int, ...]) -> bool:
    return all(SITS[pile[k + 1] % 5][pile[k] % 5] for k in range(len(pile) - 1))


def _shape(board_cells: list[int], local: dict[int, int], width: int, height: int) -> tuple:
    """What a decision needs of where the piles stand, not of what they
    hold: each cell's neighbour mask, the chunk tables, the neighbour lists,
    and a memo of (region, v) → the cells of region joined to v."""
    grid = _grid(width, height)
    nb = []
    for i in board_cells:
        mask = 0
        for j in grid[i]:
            if j in local:
                mask |= 1 << local[j]
        nb.append(mask)
    # tables[k][m]: the neighbours of the cells m (7 bits) of chunk k (cells 7k … 7k+6),
    # so a region grows by one step in three lookups
    # (each entry is the one without its lowest cell, plus that cell's neighbours)
    n = len(board_cells)
    tables = [[0] * 128 for _ in range(3)]
    for k in range(3):
        table, chunk = tables[k], nb[7 * k:7 * k + 7] + [0] * 7
        for m in range(1, 1 << max(0, min(7, n - 7 * k))):    # the masks a region of n cells has
            low = m & -m
            table[m] = table[m ^ low] | chunk[low.bit_length() - 1]
    part: dict[int, int] = {}
    return nb, tables, [list(_bits(mask)) for mask in nb], part


_CHUNKS: dict[tuple, list[int]] = {}


def chunk_table(chunk: tuple[int, ...], combine=int.__add__) -> list[int]:
    """For each subset of the cells of ``chunk`` (a few), their values
    combined (``int.__add__``: summed; ``int.__or__``: or-ed), so a region
    is read in a few lookups, one per chunk of cells. The positions of one
    search share most chunks: each table is made once.

    >>> chunk_table((1, 6, 36))[0b101], chunk_table((1, 2, 4), int.__or__)[0b110]
    (37, 6)
    """
    key = (combine, chunk)
    got = _CHUNKS.get(key)
    if got is None:
        got = [0] * (1 << len(chunk))
        for m in range(1, len(got)):
            low = m & -m
            got[m] = combine(got[m ^ low], chunk[low.bit_length() - 1])
        if len(_CHUNKS) >= 4096:
            _CHUNKS.clear()
        _CHUNKS[key] = got
    return got


_SHAPES: dict[tuple, tuple] = {}
"""``_shape`` by (width, height, occupied cells…): an item search asks
thousands of decisions on a few hundred shapes (reverse-x 5006 at the
deal: 11,501 decisions, 231 shapes), which differ only in what the piles
hold. At most 1,024 are kept (a few kilobytes each)."""


class Regions:
    """One no-item decision over one position (``cells``: piles of elements,
    bottom first, indexed ``row * width + col``).

    Inside, the occupied cells are numbered 0 … n−1 (n ≤ 20), so a region is
    a small integer (one machine digit: fast in CPython and in Pyodide) and a
    memo key is ``region << 5 | root``; each cell keeps the mask of its
    orthogonal neighbours."""

    def __init__(self, cells: list[tuple[int, ...]], width: int, height: int) -> None:
        board_cells = [i for i, p in enumerate(cells) if p]
        self._outer = board_cells
        self.n = n = len(board_cells)
        if n > 21:   # the lookup tables below hold 21 cells; a 靈獸塔 position has at most 20 cards
            raise ValueError(f"{n} piles: the region decision takes at most 21")
        self.shift = max(5, n.bit_length())
        self.occupied = (1 << n) - 1

        where = (width, height, *board_cells)
        shape = _SHAPES.get(where)
        if shape is None:
            shape = _shape(board_cells, {i: k for k, i in enumerate(board_cells)}, width, height)
            if len(_SHAPES) >= 1024:
                _SHAPES.clear()
            _SHAPES[where] = shape
        self.nb, self._tables, self.nbrs, self._part = shape
        # each pile's (bottom, top) bit, its cards as base-6 counts, and whether it is a chain
        self.leaf = leaf = []
        weights = []
        totals = [0] * 5
        unchained = 0
        for k, i in enumerate(board_cells):
            pile = cells[i]
            leaf.append(1 << (5 * (pile[0] % 5) + pile[-1] % 5))
            weight = 0
            for card in pile:
                totals[card % 5] += 1
                weight += _POW6[card % 5]
            weights.append(weight)
            if len(pile) > 1 and not _is_chain(pile):
                unchained |= 1 << k
        self._wt = (chunk_table(tuple(weights[:7])), chunk_table(tuple(weights[7:14])), chunk_table(tuple(weights[14:])))
        self._unchained = unchained if max(totals) <= 5 else self.occupied
        self._bound: dict[int, int] = {}
        self.memo: dict[int, int] = {}
        self.how: dict[int, list[tuple[int, int, int]]] = {}
        self.splits = 0

    # -- cell masks ------------------------------------------------------------------
    def _grow(self, mask: int) -> int:
        """The orthogonal neighbours of the cells ``mask``."""
        t0, t1, t2 = self._tables
        return t0[mask & 127] | t1[mask >> 7 & 127] | t2[mask >> 14]

    def _reach(self, start: int, within: int) -> int:
        """The cells of ``within`` connected to ``start``."""
        t0, t1, t2 = self._tables
        reach = start
        while True:
            grown = (reach | t0[reach & 127] | t1[reach >> 7 & 127] | t2[reach >> 14]) & within
            if grown == reach:
                return reach
            reach = grown

    def bound(self, region: int) -> int:
        """What ``region`` could become at best (see the module docstring)."""
        got = self._bound.get(region)
        if got is None:
            if region & self._unchained:
                got = FULL
            else:
                t0, t1, t2 = self._wt
                got = chain_pairs(t0[region & 127] + t1[region >> 7 & 127] + t2[region >> 14])
            self._bound[region] = got
        return got

    # -- the recursion ----------------------------------------------------------------
    def pairs(self, region: int, v: int) -> int:
        """``F(region, v)``: the pairs ``region`` can end as, as one pile on ``v``.

        Walks every split (``a ∋ v``, ``b`` holding a neighbour ``c`` of
        ``v``), once each: ``b`` grows from the neighbours in turn with
        banned siblings; cells cut off from ``v`` join ``b`` at once."""
        memo = self.memo
        key = region << self.shift | v
        got = memo.get(key)
        if got is not None:
            return got
        if region == 1 << v:
            memo[key] = got = self.leaf[v]
            return got
        got, how = self._build(region, v, [c for c in self.nbrs[v] if region >> c & 1], False)
        memo[key] = got
        if how:
            self.how[key] = how
        return got

    def _build(self, region: int, v: int, seeds: list[int], first: bool) -> tuple[int, list[tuple[int, int, int]]]:
        """The pairs of ``region`` on ``v`` from the splits whose ``b`` holds
        one of ``seeds``, and the splits that gave them; ``first``: stop at
        the first split that gives any."""
        memo, bounds, bound, merged = self.memo, self._bound, self.bound, _merged
        best = bounds.get(region)
        if best is None:
            best = bound(region)
        have = 0
        how: list[tuple[int, int, int]] = []
        if best:
            nb, pairs, shift = self.nb, self.pairs, self.shift
            reach_of, grow, part = self._reach, self._grow, self._part
            vbit = 1 << v
            allowed = region & ~vbit
            stack = []
            banned = 0
            for c in seeds:
                cbit = 1 << c
                stack.append((cbit, region & ~cbit, nb[c] & allowed & ~banned, banned, c))
                banned |= cbit
            push, pop = stack.append, stack.pop
            splits = 0
            while stack:
                b, a, cand, banned, x = pop()
                near = a & nb[x]
                if near & (near - 1):        # x left two or more neighbours in a: is a still whole?
                    key = a << shift | v
                    reach = part.get(key)
                    if reach is None:
                        reach = part[key] = reach_of(vbit, a)
                    if reach != a:           # cut off from v: those cells must join b
                        cut = a & ~reach
                        if cut & banned:
                            continue
                        b |= cut
                        a = reach
                        cand = (cand | grow(cut)) & allowed & ~b & ~banned
                if cand:
                    keep = allowed & ~b & ~banned
                    while cand:
                        y = cand & -cand
                        cand ^= y
                        k = y.bit_length() - 1
                        keep ^= y
                        push((b | y, a & ~y, (cand | nb[k]) & keep, banned, k))
                        banned |= y
                # the split (a, b): b's side first (it is the small one while b grows).
                # Twin: one_item._Graph._gather merges a split's pairs the same way (with an
                # item's extras and its memo choice); a change to one is a change to the other.
                # Kept as two copies, not a shared helper: this is the proof's hot loop (#71.6).
                splits += 1
                fa = memo.get(a << shift | v)
                if fa == 0:          # known: a cannot end on v (the common case in a proof)
                    continue
                if fa is None:
                    ba = bounds.get(a)
                    if ba is None:
                        ba = bound(a)
                else:
                    ba = fa
                bb = bounds.get(b)
                if bb is None:
                    bb = bound(b)
                m = merged.get(ba << 25 | bb)
                if m is None:
                    m = merge(ba, bb)
                if not m & ~have:
                    continue
                fbs = []
                fb_all = 0
                for c in seeds:
                    if b >> c & 1:
                        fb = memo.get(b << shift | c)
                        if fb is None:
                            fb = pairs(b, c)
                        if fb:
                            fbs.append((c, fb))
                            fb_all |= fb
                if not fb_all:
                    continue
                if fa is None:
                    m = merged.get(ba << 25 | fb_all)
                    if m is None:
                        m = merge(ba, fb_all)
                    if not m & ~have:
                        continue
                    fa = pairs(a, v)
                    if not fa:
                        continue
                for c, fb in fbs:
                    m = merged.get(fa << 25 | fb)
                    if m is None:
                        m = merge(fa, fb)
                    if m & ~have:
                        have |= m
                        how.append((a, b, c))
                if have == best or (first and have):
                    break
            self.splits += splits
        return have, how

    # -- the whole position -----------------------------------------------------------
    def decide(self) -> list[tuple[int, int, bool]] | None:
        """A winning line of stacks ``(src, dst, under)``, or None: a proof."""
        everything = self.occupied
        if self.n <= 1:
            return []
        if self._reach(1, everything) != everything:
            return None
        if not self.bound(everything):
            return None
        for v in sorted(range(self.n), key=lambda k: -len(self.nbrs[k])):
            # the last stack joins a (on v) and b across an edge (v, c); each edge once: c > v
            seeds = [c for c in self.nbrs[v] if c > v]
            if not seeds:
                continue
            got, how = self._build(everything, v, seeds, True)
            if got:
                a, b, c = how[0]
                made = merge(self.memo[a << self.shift | v], self.memo[b << self.shift | c])
                return self._join(a, v, b, c, made & -made)
        return None

    # -- reading the line back ---------------------------------------------------------
    def _line(self, region: int, v: int, pair: int) -> list[tuple[int, int, bool]]:
        if region == 1 << v:
            return []
        for a, b, c in self.how[region << self.shift | v]:
            if merge(self.memo[a << self.shift | v], self.memo[b << self.shift | c]) & pair:
                return self._join(a, v, b, c, pair)
        raise AssertionError("the memo lost a split")  # pragma: no cover

    def _join(self, a: int, v: int, b: int, c: int, pair: int) -> list[tuple[int, int, bool]]:
        """The line that builds ``pair`` on ``v`` from ``a`` (on ``v``) and ``b`` (on ``c``)."""
        bottom, top = divmod(pair.bit_length() - 1, 5)
        fa, fb = self.memo[a << self.shift | v], self.memo[b << self.shift | c]
        src, dst = self._outer[c], self._outer[v]
        for pa in _bits(fa):
            ba, ta = divmod(pa, 5)
            for pb in _bits(fb):
                bb, tb = divmod(pb, 5)
                for under, made in ((False, (ba, tb)), (True, (bb, ta))):
                    fits = SITS[ba][tb] if under else SITS[bb][ta]
                    if made == (bottom, top) and fits:
                        return (self._line(a, v, 1 << pa) + self._line(b, c, 1 << pb)
                                + [(src, dst, under)])
        raise AssertionError("no pair of the parts builds the pile")  # pragma: no cover


def _bits(mask: int):
    while mask:
        low = mask & -mask
        mask ^= low
        yield low.bit_length() - 1


def decide(cells: list[tuple[int, ...]], width: int, height: int) -> list[tuple[int, int, bool]] | None:
    """A winning line of stacks ``(src, dst, under)`` from ``cells`` without
    items, or ``None``, which is a proof that there is none."""
    return Regions(cells, width, height).decide()


__all__ = ["decide", "merge", "merge_on", "chain_pairs", "Regions", "FULL"]
