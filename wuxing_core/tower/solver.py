"""Exact solver for 靈獸塔 (issues #3, #12).

The no-item decision is ``regions.decide``: exact with no node cap, a
``None`` from it is a proof. So is the one-item decision (``one_item``, issue
#12.3): a search with a budget of one item first walks 2,000 nodes forward
(lines that spend the item early, found in milliseconds), then decides each
item in hand exactly; a node limit caps the regions it may work out. A
short forward search runs before the region decision too (100 nodes, only
for the position asked about, not inside the item search): when a deal has
an obvious line it finds it sooner. Two facts keep that search small:

- T3 checks only the touching cards, so a pile acts only through its
  (bottom, top) pair: the no-item search keys positions on those pairs.
- Without items a stack empties a cell and never fills one (T2), so the set
  of occupied cells only shrinks: once it splits into two groups they can
  never meet again, and the position is lost. Every move that disconnects
  the board is cut.

With two items or more, a search that spends every item before any stack
goes first (``items_first``, issue #38.1: on positions hints left
undecided it finds lines in a few thousand nodes that the full search,
walking stack lines between items, missed in 150,000); its failures are
remembered apart and prove nothing. ``advise`` asks a position already in
pieces (groups of at most ``pieces.MAX_PILES`` piles) of ``pieces``, which
walks each group's stacks alone between item uses. ``advise``, stopped at a budget, asks
it for a line with more items (``Advice.fewest`` is then False). A region
decision counts toward the node limit by its splits (``SPLITS_PER_NODE``), and
the exact one- and two-item decisions by the regions they work out.

With two items the exact decisions of the pairs ``two_items`` composes run
between a short forward search and the full one (on deals that need two
items they find a line in about a second where a forward search of a
million nodes finds none; they prove only their own pairs not enough).
With two items or more, the search is a plain depth-first search over full positions
whose leaves (budget spent) ask the region decision, cached by (bottom, top)
pairs, of each set of that many items apart (``by_sets``). Stacks only
ever split the piles into more groups, so a position whose
groups the items left cannot join again is cut (``_joinable`` counts them, and
``joins`` asks where new cells could join them, issue #38.1); ``advise``
skips a budget ``joins`` proves too small, and answers "lost" when every
budget is. The search
is over full positions because every card matters to 神離之火 and 殺伐之金; it
deepens iteratively on the number of items, so the first line found uses the
fewest items (ruling S1);
at each position item actions are tried before stacks, which finds one-item
lines without first walking every stack line. A position that fails is
remembered with the item budget it failed with. Moves on different cells
commute, so one order of them is walked (``_search``: uses in a fixed
order of the items, stacks as late as they can come; issue #38.1: the 7
proofs it finishes of the 10 the hints of the bench hand it after 4 stacks
take 66 to 79 % fewer nodes, windmill 5003 239,838 -> 51,059). ``None`` is only ever
returned after the whole space was searched; a node limit raises
``SearchLimitError`` instead.

The rules come from ``board`` (T1 table, neighbours, legal moves, item
effects); the no-item search keeps its own fast encoding of a pile as the
label ``1 + 5*bottom + top`` built from ``board.SITS``.
"""
from __future__ import annotations

import random
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import combinations
from typing import Iterator, Protocol, Sequence

from ..errors import SearchLimitError, WuxingError
from . import board, one_item, regions, two_items
from .joins import Joins
from .pieces import Pieces
from .actions import TowerAction


class Position(Protocol):
    """What a search reads of a tower (``rules.Tower`` is one): typed here so the
    solver need not import the rules, which call it (``Tower.solve``, ``advice``)."""

    width: int
    height: int
    cells: list
    items: str

    def pile_count(self) -> int: ...
    def to_text(self) -> str: ...
    def parse_action(self, text: str) -> TowerAction: ...
    def play(self, action: TowerAction | str) -> object: ...
    def is_won(self) -> bool: ...

_SITS = board.SITS
SEARCH_ITEM_ORDER = "金土木火水"
"""Items tried first at each node: the cheapest branching first."""
ONE_ITEM_ORDER = "土金水木火"
"""The exact one-item decisions in the order that reaches a line soonest:
土 and 金 take milliseconds; 水 wins most often of the rest (27 of the 33
bench deals that need an item, 火 11), and in ``swap_order`` it finds its
line quickly; 火 costs the most. On 112 positions of other seeds (the
deals and 4 stacks in), the decisions until the first line took 16.3 s
in all, against 30.4 s in the order 土金木火水 (issue #38.3)."""


def _masks(w: int, h: int) -> tuple[int, int]:
    not_first = sum(1 << i for i in range(w * h) if i % w)
    not_last = sum(1 << i for i in range(w * h) if i % w != w - 1)
    return not_first, not_last


def _label(pile: board.Pile) -> int:
    return 1 + 5 * (pile[0] % 5) + pile[-1] % 5 if pile else 0


_NONZERO, _ONE, _mask = board.NONZERO, board.ONE, board.cell_mask


def _touched(move: tuple) -> tuple[int, ...]:
    """The cells a ``board`` move changes."""
    kind = move[0]
    if kind == "火":
        return move[1], move[3]
    if kind in ("土", "金"):
        return (move[1],)
    return move[1], move[2]


def _mask_of(move: tuple) -> int:
    """The cells a ``board`` move changes, as a bit mask.

    >>> _mask_of(("火", 5, 1, 6)), _mask_of(("金", 2))
    (96, 4)
    """
    mask = 0
    for i in _touched(move):
        mask |= 1 << i
    return mask


STACKED = len(SEARCH_ITEM_ORDER)
"""The rank of a stack in ``_search``'s ``last`` (after every item): a use
may follow stacks only if it touches their cells."""


def _stacked(last: tuple | None, cells: int) -> tuple:
    """``last`` after a stack on ``cells`` (a mask): ``STACKED``, the cells
    of the stacks since the last use, and those cells in parts (stacks that
    share a cell are in one part).

    >>> _stacked(_stacked(None, 0b11), 0b1100)
    (5, 15, (3, 12))
    >>> _stacked(_stacked(_stacked(None, 0b11), 0b1100), 0b110)
    (5, 15, (15,))
    """
    if last is None or last[0] != STACKED:
        return STACKED, cells, (cells,)
    joined, apart = cells, []
    for part in last[2]:
        if part & cells:
            joined |= part
        else:
            apart.append(part)
    return STACKED, last[1] | cells, tuple(sorted(apart + [joined]))


class _Restart(Exception):
    """Internal: the forward search used up its budget."""


class Solver:
    """One search over one board size. Reusable: the no-item memo carries over."""

    def __init__(self, w: int, h: int, node_limit: int | None = None, *, unlimited_one_item: bool = False) -> None:
        self.w, self.h = w, h
        self.one_item_limit = None if unlimited_one_item else node_limit
        """How many regions the exact one-item decision may work out before it
        gives up (``SearchLimitError``): the node limit (a region costs about
        what a search node does), or none with ``unlimited_one_item``."""
        self.nbrs = board.neighbours(w, h)
        self._not_first, self._not_last = _masks(w, h)
        self.node_limit = node_limit
        self.nodes = 0
        self._dead: set[bytes] = set()       # no-item positions proven lost
        self._order = random.Random(0)        # tie-breaks; reseeded per restart
        self._restart_at: int | None = None
        self._failed: dict[tuple, int] = {}  # full positions → item budget proven too small
        self._failed_after: dict[tuple, int] = {}   # (full position, ``last``) → budget too small after that move
        self._tried: dict[tuple, int] = {}   # (full position, budget) → stacks a restricted search walked
        self.decisions = 0                    # region decisions made
        self.forward_nodes = 0
        self._decided: dict[bytes, tuple | None] = {}   # no-item answers by (bottom, top) pairs
        self._shared_on: tuple[tuple, one_item.Shared] | None = None
        self._collapsed: dict[tuple, bool] = {}   # (a part's cells, fills, earth) → collapses
        self._sub: Solver | None = None               # searches parts alone (``collapses``)
        self._most_joins: dict[tuple[str, int], int] = {}   # (items, budget) → the most groups they join
        self.joins = Joins(w, h)
        """Where the cards stand: can the items left still join the groups? (``joins``)"""

    def tick(self) -> None:
        """One search node: counted, and the node limit kept (``SearchLimitError``
        past it). The search by pieces (``pieces.Pieces``) counts its nodes here too."""
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise SearchLimitError(f"search stopped after {self.node_limit} nodes without deciding")

    @contextmanager
    def capped(self, nodes: int) -> Iterator[None]:
        """At most ``nodes`` more nodes inside the block: stopping there ends
        the block quietly; stopping at the node limit itself, if that comes
        first, raises ``SearchLimitError`` as ever. What the block proved
        (its memos) stays known.

        >>> s = Solver(2, 1, node_limit=10)
        >>> with s.capped(3):
        ...     for _ in range(5): s.tick()
        >>> s.nodes, s.node_limit
        (4, 10)
        """
        limit = self.node_limit
        cap = self.nodes + nodes
        self.node_limit = cap if limit is None else min(limit, cap)
        try:
            yield
        except SearchLimitError:
            if self.node_limit == limit:
                raise
        finally:
            self.node_limit = limit

    def connected(self, occ: int) -> bool:
        """Are the occupied cells ``occ`` (a bit mask) one orthogonal group?"""
        w, nf, nl = self.w, self._not_first, self._not_last
        reach = occ & -occ
        while True:
            grown = (reach | ((reach << 1) & nf) | ((reach >> 1) & nl) | (reach << w) | (reach >> w)) & occ
            if grown == reach:
                return reach == occ
            reach = grown

    # -- without items: labels 1 + 5*bottom + top, 0 for an empty cell -----------
    FORWARD_NODES = 100
    """The forward search's budget before the region decision takes over. It
    pays on deals with many lines (basic, top: median 95 → 1 ms), not inside
    the item search, where most positions have no line (windmill 1 → 7 ms)."""

    SPLITS_PER_NODE = 4
    """A region decision counts toward the node limit as its splits over
    this (a split costs about a quarter of a search node in CPython), so the
    limit bounds the time on connected positions too, where a decision
    costs up to a few milliseconds."""

    def decide(self, cells: board.Board, forward: bool = True,
               lab: list[int] | None = None) -> list[tuple[int, int, bool]] | None:
        """A winning line of stacks ``(src, dst, under)`` from ``cells``, or
        None, which is a proof (``regions.decide``); ``forward``: try the
        short forward search first; ``lab``: the cells' labels, if known."""
        if lab is None:
            lab = [_label(p) for p in cells]
        occ = _mask(lab, _NONZERO)
        count = occ.bit_count()
        if count > 1 and not self.connected(occ):
            return None
        key = bytes(lab)     # the answer depends on (bottom, top) pairs only (T3)
        if key in self._decided:
            line = self._decided[key]
            return None if line is None else list(line)
        self._order.seed(0)
        self._restart_at = self.forward_nodes + (self.FORWARD_NODES if forward else 0)
        try:  # a copy: an interrupted run leaves its labels mid-change
            line = self._decide(list(lab), occ, count) if forward else None
        except _Restart:
            forward = False
        finally:
            self._restart_at = None
        if not forward:
            self.decisions += 1
            deciding = regions.Regions(list(cells), self.w, self.h)
            line = deciding.decide()
            self.nodes += deciding.splits // self.SPLITS_PER_NODE
        if len(self._decided) > 100_000:
            self._decided.clear()
        self._decided[key] = None if line is None else tuple(line)
        return line

    def _decide(self, lab: list[int], occ: int, count: int) -> list[tuple[int, int, bool]] | None:
        if count == 1:
            return []
        key = bytes(lab)
        if key in self._dead:
            return None
        self.forward_nodes += 1   # its own budget, not the node limit: the region decision needs none
        if self._restart_at is not None and self.forward_nodes > self._restart_at:
            raise _Restart
        nbrs = self.nbrs
        outcomes = []
        bits = occ
        while bits:
            low = bits & -bits
            bits ^= low
            i = low.bit_length() - 1
            bi, ti = divmod(lab[i] - 1, 5)
            for j in nbrs[i]:
                if j < i or not lab[j]:
                    continue
                bj, tj = divmod(lab[j] - 1, 5)
                if _SITS[bi][tj]:   # i's bottom on j's top: pile j+i, bottom bj, top ti
                    label = 1 + 5 * bj + ti
                    outcomes.append((j, i, label, (i, j, False)))
                    outcomes.append((i, j, label, (j, i, True)))
                if _SITS[bj][ti]:   # j's bottom on i's top: pile i+j, bottom bi, top tj
                    label = 1 + 5 * bi + tj
                    outcomes.append((i, j, label, (j, i, False)))
                    outcomes.append((j, i, label, (i, j, True)))
        # Peel from the edge: empty the cell with the fewest occupied neighbours first.
        degree = {g: sum(1 for k in nbrs[g] if lab[k]) for _, g, _, _ in outcomes}
        self._order.shuffle(outcomes)
        outcomes.sort(key=lambda o: degree[o[1]])
        for keep, gone, label, move in outcomes:
            lk, lg = lab[keep], lab[gone]
            lab[keep], lab[gone] = label, 0
            nocc = occ & ~(1 << gone)
            ok = count == 2 or degree[gone] <= 1 or self.connected(nocc)
            line = self._decide(lab, nocc, count - 1) if ok else None
            lab[keep], lab[gone] = lk, lg
            if line is not None:
                line.insert(0, move)
                return line
        self._dead.add(key)
        return None

    # -- with items: full piles, cards as bare elements ---------------------------------
    def search(self, cells: board.Board, items: str, budget: int) -> list[tuple] | None:
        """A winning line of ``board`` moves using at most ``budget`` of ``items``, or None.
        Budgets 0 and 1 are decided exactly; the one-item decision stops at
        ``one_item_limit`` regions (``SearchLimitError``), the no-item one never.
        Budget 2 adds the exact pair decisions when the forward search stops."""
        if budget == 0 or not items:
            line = self.decide(list(cells))
            return None if line is None else [("stack", *m) for m in line]
        if budget == 1:
            return self.one_item(cells, items)
        line = self.items_first(cells, items, budget, self.ITEMS_FIRST_NODES)
        if line is not None:
            return line
        if budget == 2:
            return self.two_items(cells, items)
        return self.by_sets(cells, items, budget)

    def exhaustive(self, cells: board.Board, items: str, budget: int) -> list[tuple] | None:
        """The plain depth-first search with ``budget`` of ``items``, without
        the quicker phases and exact decisions ``search`` tries first: every
        position it walks counts toward the node limit."""
        return self._search(list(cells), [_label(p) for p in cells], items, budget)

    ITEMS_FIRST_NODES = 20_000
    """The items-first search's budget at each item budget of two or more
    (issue #38.1): on positions the hint left undecided, a line that spends
    its items before any stack took 900–35,000 nodes where the full search,
    which walks stack lines between items first, found none in 150,000."""

    def items_first(self, cells: board.Board, items: str, budget: int, nodes: int,
                    stacks: int = 0) -> list[tuple] | None:
        """A winning line that spends ``budget`` of ``items`` before any stack
        (with at most ``stacks`` stacks among them), or None, which proves
        nothing; it stops after ``nodes`` nodes (None), or at the node limit
        (``SearchLimitError``). Like every search here it walks one order of
        the moves that commute (``_search``)."""
        line = None
        with self.capped(nodes):
            line = self._search(list(cells), [_label(p) for p in cells], items, budget, stacks)
        return line

    QUICK_NODES = 2_000
    """The forward search's budget for a one-item line before the exact
    decision takes over: it finds a line that spends the item early in
    milliseconds; the exact decision costs a second or two on a deal."""

    def _shared(self, cells: board.Board) -> one_item.Shared:
        """The regions the exact decisions worked out on ``cells`` (one
        position at a time), with ``one_item_limit`` for them all."""
        key = tuple(cells)
        if self._shared_on is None or self._shared_on[0] != key:
            self._shared_on = (key, one_item.Shared(self.one_item_limit))
        return self._shared_on[1]

    def one_item(self, cells: board.Board, items: str) -> list[tuple] | None:
        """A winning line with at most one of ``items``, or None: a proof
        (``one_item.decide`` for each item in hand, issue #12.3)."""
        line = self.decide(list(cells))
        if line is not None:
            return [("stack", *m) for m in line]
        limit = self.node_limit
        quick = self.nodes + self.QUICK_NODES
        self.node_limit = quick if limit is None else min(limit, quick)
        try:
            line = self._search(list(cells), [_label(p) for p in cells], items, 1)
        except SearchLimitError:
            line = None
        finally:
            self.node_limit = limit
        if line is not None:
            return line
        shared = self._shared(cells)
        with self._counting(shared):
            for item in ONE_ITEM_ORDER:
                if item in items:
                    line = one_item.decide(list(cells), self.w, self.h, item, shared)
                    if line is not None:
                        return line
        return None

    @contextmanager
    def _counting(self, shared: one_item.Shared) -> Iterator[None]:
        """The regions the exact decisions work out inside the block count
        toward the node limit, one node each (about what a node costs), so
        that limit bounds a hint's time on whole deals too (issue #38.3:
        they added up to a second past it). They stop at their own limit
        (``one_item_limit``), not at the node limit; where they have none
        (``unlimited_one_item``: the difficulty table) they count apart."""
        before = shared.work
        try:
            yield
        finally:
            if self.one_item_limit is not None:
                self.nodes += shared.work - before

    def two_items(self, cells: board.Board, items: str) -> list[tuple] | None:
        """A winning line with at most two of ``items``, or None (a proof: the
        forward search walked every line). First a quick forward search, then
        the exact decisions of the pairs ``two_items`` composes (issue #12.3:
        they find in a second or two lines a forward search of a million
        nodes misses), then the forward search up to the node limit,
        which alone can prove that two are not enough; at the limit it raises
        ``SearchLimitError`` (the other pairs are not decided)."""
        lab = [_label(p) for p in cells]
        with self.capped(self.QUICK_NODES):
            return self._search(list(cells), lab, items, 2)
        decided: list[str] = []
        for pair in two_items.PAIRS:
            if pair[0] in items and pair[1] in items:
                shared = self._shared(cells)
                try:
                    with self._counting(shared):
                        line = two_items.decide(list(cells), self.w, self.h, pair, shared=shared)
                except SearchLimitError:
                    continue         # the next pair stops at once: the limit is per position
                if line is not None:
                    return line
                decided.append(pair)
        return self.by_sets(cells, items, 2, decided)

    SET_ROUNDS = (1_000, 10_000)
    """The nodes each set of items may walk in the rounds of ``by_sets``
    before the last, which has no cap of its own."""

    def by_sets(self, cells: board.Board, items: str, budget: int, decided: list[str] = ()) -> list[tuple] | None:
        """A winning line with at most ``budget`` of ``items``, or None: a
        proof. The forward search of each set of ``budget`` of the items
        apart (together they walk every line; with fewer items in play a
        search branches less, and ``joins`` cuts more: the items left may
        join the groups in fewer ways), in rounds (``SET_ROUNDS``) so that a
        set with a short line does not wait behind one that takes long to
        fail; at the node limit ``SearchLimitError``. ``decided``: pairs
        whose lines that spend both are known not to win (``two_items``):
        left out (the one-item decision answers for an item no set holds)."""
        lab = [_label(p) for p in cells]
        sets = ["".join(s) for s in combinations(items, min(budget, len(items)))]
        sets = [s for s in sets if not any(sorted(s) == sorted(d) for d in decided)]
        if any(not any(i in s for s in sets) for i in items):
            line = self.one_item(cells, items)     # lines with one item the sets leave out
            if line is not None:
                return line
        for nodes in (*self.SET_ROUNDS, None):
            still = []
            for items_of in sets:
                got: list[tuple] | None | bool = False
                if nodes is None:
                    got = self._search(list(cells), lab, items_of, budget)
                else:
                    with self.capped(nodes):
                        got = self._search(list(cells), lab, items_of, budget)
                if got is False:
                    still.append(items_of)
                elif got is not None:
                    return got
            sets = still
            if not sets:
                break
        return None

    def _search(self, cells: board.Board, lab: list[int], items: str, budget: int,
                stacks: int | None = None, last: tuple | None = None) -> list[tuple] | None:
        """``stacks``: at most this many stacks while items are left to
        spend (``None``: any); a restricted search finds lines, its
        failures prove nothing and are remembered apart.

        Two moves on different cells give the same position in either order
        (T2, T3 and T5 read and change only their own cells), so of the
        lines that differ only in such orders one is walked: two uses in
        ``SEARCH_ITEM_ORDER`` unless the second touches the cells of the
        first, and stacks as late as they can come (a use after stacks only
        if it touches their cells, and every part of them: a stack that
        touches no later one nor the use could come after it; the stacks
        after the last use are the region decision's). ``last``: the move
        just made, as the rank of its item (``STACKED`` for a stack) and the
        cells it touched (a mask; for stacks, those of every stack since
        the last use, and those in parts: ``_stacked``); a position that fails
        after it is remembered with it (``_failed_after``), since only the
        moves it allows were walked."""
        count = len(lab) - lab.count(0)
        if count == 1:
            return []
        if budget == 0 or not items:
            line = self.decide(cells, forward=False, lab=lab)
            return None if line is None else [("stack", *m) for m in line]
        key = (tuple(cells), items)
        if self._failed.get(key, -1) >= budget:
            return None
        if stacks is not None and max(self._tried.get((key, budget, last), -1),
                                      self._tried.get((key, budget, None), -1)) >= stacks:
            return None     # (walked without ``last``: with every order of uses)
        if stacks is None and last is not None and self._failed_after.get((key, last), -1) >= budget:
            return None
        self.tick()
        if not self._joinable(cells, lab, items, budget):
            self._failed[key] = budget
            return None
        # Items first: a line that spends an item now is found without first
        # walking every stack line; stacks keep the budget.
        for rank, item in enumerate(SEARCH_ITEM_ORDER):
            if item not in items:
                continue
            rest = items.replace(item, "")
            parts: tuple[int, ...] = ()
            if last is None or rank > last[0]:
                moves = board.item_moves(cells, self.nbrs, item)
            else:   # moves on different cells commute: one order is walked (see above)
                if last[0] == STACKED:
                    parts = last[2]
                    if len(parts) > (1 if item in "土金" else 2):
                        continue     # a use touches one cell or two: one part each
                moves = board.item_moves_touching(cells, self.nbrs, item, last[1])
            for move in moves:
                if item == "水" and cells[move[1]] == cells[move[2]]:
                    continue  # swapping equal piles changes nothing
                touched = _mask_of(move)
                if len(parts) == 2 and not (touched & parts[0] and touched & parts[1]):
                    continue
                line = self._after(cells, lab, move, rest, budget - 1, stacks, (rank, touched))
                if line is not None:
                    return line
        if stacks != 0:
            for move in board.stacks(cells, self.nbrs):
                since = _stacked(last, _mask_of(move))
                line = self._after(cells, lab, move, items, budget, None if stacks is None else stacks - 1, since)
                if line is not None:
                    return line
        if stacks is None:
            if last is None:
                self._failed[key] = budget
            else:
                self._failed_after[(key, last)] = budget
        else:
            self._tried[(key, budget, last)] = stacks
        return None

    JOINS = {"木": 3, "火": 3, "水": 0, "金": 1, "土": 0}
    """At most how many separate groups of piles one use of an item removes: a
    lone pile moved (木) or split off (火) into a cell next to three other
    groups, a lone card discarded (金). A swap (水) or a transform (土) leaves
    the occupied cells as they were."""

    def _joinable(self, cells: board.Board, lab: list[int], items: str, budget: int) -> bool:
        """Can ``budget`` of ``items`` make the piles one group again? Without
        items no stack ever joins two groups (T2), so each gap costs an item;
        where there are gaps, ``joins`` looks at where they are."""
        whole = _mask(lab, _NONZERO)
        groups = len(self.joins.groups(whole))
        if groups == 1:
            return True
        most = self._most_joins.get((items, budget))
        if most is None:
            most = self._most_joins[(items, budget)] = sum(sorted((self.JOINS[i] for i in items), reverse=True)[:budget])
        if groups - 1 > most:
            return False
        ones = _mask(map(len, cells), _ONE)
        return self.joins.possible_at(whole, ones, items, budget, lambda *part: self.collapses(cells, *part))

    def collapses(self, cells: board.Board, part: int, fills: int = 0, earth: bool = False) -> bool:
        """Can the piles on the cells of ``part`` (a mask), alone, become one
        pile by stacks and at most ``fills`` uses of 木 and 火, and of 土 when
        ``earth``? Without items exact (``decide``, remembered by their
        pairs); with them the plain search of a solver of its own (its
        memos kept from part to part), at most ``COLLAPSE_NODES`` nodes,
        which count toward this one's (stopped there: True, which proves
        nothing)."""
        alone = [pile if part >> i & 1 else () for i, pile in enumerate(cells)]
        if not fills:
            return self.decide(alone) is not None
        key = (tuple(alone), fills, earth)
        got = self._collapsed.get(key)
        if got is None:
            if self._sub is None:       # one for all parts: what it proves holds for any
                self._sub = Solver(self.w, self.h)
            sub = self._sub
            sub.nodes, sub.node_limit = 0, self.COLLAPSE_NODES
            try:
                got = sub.exhaustive(alone, "木火土" if earth else "木火", fills) is not None
            except SearchLimitError:
                got = True
            self.nodes += sub.nodes
            if len(self._collapsed) > 10_000:
                self._collapsed.clear()
            self._collapsed[key] = got
        return got

    COLLAPSE_NODES = 1_000
    """The nodes a part's search with its new cells' items may walk."""

    def _after(self, cells: board.Board, lab: list[int], move: tuple, items: str,
               budget: int, stacks: int | None = None, last: tuple | None = None) -> list[tuple] | None:
        new = list(cells)
        board.apply(new, move)
        new_lab = list(lab)
        for i in _touched(move):
            new_lab[i] = _label(new[i])
        self.tick()
        line = self._search(new, new_lab, items, budget, stacks, last)
        if line is not None:
            line.insert(0, move)
        return line


def solve(tower: Position, max_items: int = 0, *, node_limit: int | None = None,
          solver: Solver | None = None) -> list[TowerAction] | None:
    """A winning line from ``tower`` with as few items as possible, at most
    ``max_items``; ``None`` only when none exists (proof by exhaustion)."""
    solver = solver or Solver(tower.width, tower.height, node_limit)
    cells = [tuple(card % 5 for card in pile) for pile in tower.cells]
    items = tower.items
    if tower.pile_count() == 1:
        return []
    for budget in range(0, min(max_items, len(items)) + 1):
        line = solver.search(cells, items, budget)
        if line is not None:
            return [board.action_of(m, tower.width) for m in line]
    return None


@dataclass(frozen=True)
class Advice:
    """What the solver knows about a position, for a hint (issue #12).

    ``line``: a winning line with the fewest items (``None`` if none is known;
    when the search stopped at a budget, a line with more items if the
    items-first search finds one: ``fewest`` is then False);
    ``items``: how many items that line uses; ``without_items``: whether a
    line without items exists (always decided); ``proven_lost``: no line wins
    even with every item in hand (a proof); ``at_least``: every line needs at
    least this many items (proven: no line with fewer exists). An undecided
    position says the budget its search stopped at: 1 when the one-item
    decision stopped at its limit, 2 or more when every smaller budget is
    proven not enough (searched to the end, or ``joins``)."""
    line: list[TowerAction] | None
    items: int | None
    without_items: bool
    proven_lost: bool
    at_least: int = 0

    @property
    def fewest(self) -> bool:
        """The line is proven to use the fewest items (every smaller budget
        fails); after an undecided budget ``advise`` may still give a line
        with more (``at_least`` < ``items``)."""
        return self.line is not None and self.items == self.at_least

    @property
    def undecided(self) -> bool:
        """No line without items, and the item search stopped at its limit."""
        return self.line is None and not self.proven_lost


def advise(tower: Position, *, node_limit: int | None = None,
           known: Sequence[TowerAction | str] | None = None) -> Advice:
    """The best line from ``tower`` with the items in hand, or what is known
    when the item search hits ``node_limit``: the no-item answer is exact.

    With a node limit the budgets share it in two rounds (``_shared_rounds``):
    a budget left undecided does not keep a larger one from its turn to
    find a line.

    ``known``: a winning line from ``tower`` already found (one a hint gave
    that is not proven the fewest, ruling U5): it is replayed first (a
    ``WuxingError`` if it does not win), only the budgets below its items
    are searched, with the node limit alone (no ``LINE_NODES`` past it: a
    line is known), and it is the answer when none of
    them gives a line: the fewest once each is proven too small, else with
    ``fewest`` False. A position with a line known is never undecided.

    >>> from wuxing_core.tower import Tower
    >>> a = advise(Tower.from_text(". . . ./. 木 木 ./. . . . | 土"))   # 木 never sits on 木
    >>> [str(x) for x in a.line], a.items, a.without_items
    (['土b2=火', 'c2<b2'], 1, False)
    >>> advise(Tower.from_text(". . . ./. 木 木 ./. . . . | -")).proven_lost
    True
    >>> t = Tower.from_text(". . . ./. 木 . 火/. . . . | 木土")
    >>> longer = [t.parse_action(a) for a in ("木b2-c2", "土c2=土", "c2>d2")]
    >>> a = advise(t, known=longer)            # a line with fewer items is looked for
    >>> [str(x) for x in a.line], a.fewest
    (['木b2-c2', 'd2>c2'], True)
    """
    if tower.pile_count() == 1:
        return Advice([], 0, True, False)
    solver = Solver(tower.width, tower.height, node_limit)
    cells = [tuple(card % 5 for card in pile) for pile in tower.cells]
    items = tower.items
    bound = len(items) + 1          # the budgets below it are searched
    if known is not None:
        known = replayed(tower, known)
        bound = len(_spent_actions(known))
        if bound == 0:
            return Advice(known, 0, True, False, 0)
    in_pieces = Pieces(solver)
    ask = in_pieces.search if in_pieces.applies(cells) else solver.search
    # the budgets ``joins`` does not prove too small (issue #38.1)
    budgets = [b for b in range(bound)
               if solver.joins.possible(cells, items, b, lambda *part: solver.collapses(cells, *part))]
    if node_limit is None:
        for budget in budgets:       # exact: every answer is a line or a proof
            line = ask(cells, items, budget)
            if line is not None:
                return _advice(tower, line, budget, budget)
        open_ = []
    else:
        line, open_ = _shared_rounds(solver, ask, cells, items, budgets, node_limit, known is None)
        if line is not None:
            used = len(_spent(line))
            return _advice(tower, line, used, min(open_ + [used]))
    if known is not None:
        return Advice(known, bound, False, False, min(open_, default=bound))
    return Advice(None, None, False, not open_, min(open_, default=bound))


def replayed(tower: Position, line: Sequence[TowerAction | str]) -> list[TowerAction]:
    """``line`` (actions or their texts) as actions, once it is replayed from
    ``tower`` to a win (a ``WuxingError`` if it is not legal there or does
    not win)."""
    if isinstance(line, (str, bytes)) or not hasattr(line, "__iter__"):
        raise WuxingError("the line is not a list of actions")
    replay = type(tower).from_text(tower.to_text())
    actions = []
    for action in line:
        actions.append(replay.parse_action(action) if isinstance(action, str) else action)
        replay.play(actions[-1])
    if not replay.is_won():
        raise WuxingError("the line does not win")
    return actions


def _spent_actions(line: list[TowerAction]) -> list[TowerAction]:
    """The item uses of a line of actions."""
    return [action for action in line if action.item is not None]


def _advice(tower: Position, line: list[tuple], used: int, least: int) -> Advice:
    return Advice([board.action_of(m, tower.width) for m in line], used, used == 0, False, least)


LAST_STACKS = 1
"""The stacks the items-first search for a longer line may make among its
uses on the budget of every item (``_shared_rounds``): on windmill 5008 and
reverse-x 5005 after 4 stacks, the only lines with every item need one
stack before a use (38,000 and 52,000 nodes); the other budgets keep none,
where lines are found sooner without."""

LINE_NODES = 100_000
"""What ``advise`` may spend past its node limit (at most that limit again)
when a budget is left undecided: the two rounds share both."""


def _shared_rounds(solver: Solver, ask, cells: board.Board, items: str, budgets: list[int],
                   node_limit: int, extra: bool = True) -> tuple[list[tuple] | None, list[int]]:
    """The fewest-items line ``advise`` finds in ``node_limit`` nodes and
    ``LINE_NODES`` more (``extra``; none when a line is already known), and
    the budgets below it left undecided (all those not proven too small,
    when no line is found).

    1. Budgets in order, while every smaller one is proven too small, each
       with half of what is left (the last with all of it): a proof drops
       it; a line ends the search.
    2. Once one stops at its share (left open), a line with more items is
       looked for, on each larger budget in order: the items-first search
       (``LAST_STACKS`` stacks among the uses on the budget of every item;
       with all that is left; on a board in pieces with a quarter, then
       the search by pieces with half, which finds lines there the
       items-first search misses); a proof drops a budget, a stop leaves
       it open.
    3. The open budgets below that line, in order, with what is left of
       the node limit itself, if anything: a line there replaces it, a
       proof drops the budget."""
    total = node_limit + (min(LINE_NODES, node_limit) if extra else 0)
    start = solver.nodes

    def left() -> int:
        return total - (solver.nodes - start)

    def run(search, budget: int, nodes: int) -> list[tuple] | None | bool:
        """A line, None (a proof, unless ``search`` is the items-first
        one), or False (stopped at ``nodes``)."""
        if nodes <= 0:
            return False
        solver.node_limit = solver.nodes + nodes
        try:
            return search(cells, items, budget)
        except SearchLimitError:
            return False

    open_: list[int] = []
    line = None
    for n, budget in enumerate(budgets):
        got = run(ask, budget, left() if n == len(budgets) - 1 else left() // 2)
        if got is False:
            open_.append(budget)
            in_pieces = ask != solver.search
            for more in budgets[n + 1:]:
                quick = left() // 4 if in_pieces else left()
                k = LAST_STACKS if more == budgets[-1] else 0
                got = run(lambda c, i, b: solver.items_first(c, i, b, quick, k), more, left()) or False
                if got is False and in_pieces:   # (the items-first search proves nothing)
                    got = run(ask, more, left() // 2)
                if got is False:
                    open_.append(more)
                elif got is not None:
                    line = got
                    break
            break
        if got is not None:
            return got, []
    if line is None:
        return None, open_
    for budget in [b for b in open_ if b < len(_spent(line))]:
        got = run(ask, budget, min(left(), node_limit - (solver.nodes - start)))
        if got is False:
            break
        open_.remove(budget)
        if got is not None:
            line = got
            break
    return line, [b for b in open_ if b < len(_spent(line))]


def _spent(line: list[tuple]) -> list[tuple]:
    """The item uses of a line of ``board`` moves."""
    return [move for move in line if move[0] != "stack"]


__all__ = ["Solver", "solve", "advise", "Advice", "replayed"]
