"""Boards in pieces, decided by their item uses (issue #38.1).

A board a player has left in several groups of piles (cells joined by
orthogonal neighbours) is where the item search stalls: it walks the stack
lines of every group in every order between two items, the product of the
groups' spaces. This search walks each group's stacks alone.

A stack moves a pile onto a neighbour (T2), so it stays inside its group.
A stack and an item use that touch different cells commute: each one's
legality and effect depend only on its own cells (T3, T5). So any winning
line can be reordered so that, before each item use, the only stacks are
those in the groups (of the position before that use) holding the use's
cells. That is one group for 木, 火, 土 and 金 (a 木 or 火 target that a
stack emptied lies next to the moved pile, so in its group), one or two for
水. The search therefore asks, at each position with items left:

- one group whose piles can become one by stacks (``Solver.decide``, exact);
- or, for each item and each group (pair of groups for 水), the states of
  the group(s) that stacks reach with at most the piles the use touches
  changed (the other stacks commute past it; one more changed pile when 木
  or 火 fills a cell a stack emptied), every such use, and the rest from
  there; the other groups stay as they were.

The last item must leave one group: 金 only on a lone card of two groups,
木 and 火 only into a cell next to every other group; 土 and 水 never. Two
uses on different groups, neither touching what the other changed,
commute: only the order with the earlier item in ``RANK`` first is walked
(a failure found with the other order skipped is remembered with that
condition). Positions with one group and one item left, or a group of
more than ``MAX_PILES`` piles, go to the solver's full search, which counts
every node it walks (not to its exact one-item decision: that one's work
went uncounted here and its memo lives for one position, so each of the
many one-group positions a search meets cost up to 100 ms outside the
node limit).

It is exact: ``None`` is a proof, a line is a line (the suite checks both
against the brute force). It may stop at the solver's node limit
(``SearchLimitError``): a position, a use and a state of a group each
count as a node. The search runs in rounds (``ROUNDS``) that try the
items in different orders and share what they prove.
"""
from __future__ import annotations

from typing import ContextManager, Iterator, Protocol

from . import board
from .joins import Joins


class Search(Protocol):
    """What the search by pieces asks of the solver that owns it
    (``solver.Solver``): typed here so this module need not import the solver,
    which imports it."""

    nbrs: list
    joins: Joins

    def tick(self) -> None: ...
    def capped(self, nodes: int) -> ContextManager[None]: ...
    def decide(self, cells: list) -> list | None: ...
    def exhaustive(self, cells: list, items: str, budget: int) -> list | None: ...
    def collapses(self, cells: board.Board, part: int, fills: int = 0, earth: bool = False) -> bool: ...

_SITS = board.SITS

MAX_PILES = 9
"""A group of more piles than this is not walked state by state: the
position is handed to the full search. Nine piles reach at most a few
thousand states; a whole deal's twenty reach millions."""

ORDERS = ("木火金土水", "金木火土水")
"""The orders items are tried in at each position, one per round: the
items that join groups first, or the cheapest branching first (as
``solver.SEARCH_ITEM_ORDER``). Which finds a line sooner depends on the
position (cross 5003 after 8 stacks: 414 nodes or over 100,000)."""

ROUNDS = (2_000, 2_000, 10_000, 10_000)
"""The nodes of the rounds before the last, which has no cap of its own:
each round ends at its cap and the next starts over in the other order;
what a round proved stays proved."""

RANK = "木火土金水"
"""A fixed order of the items, for the order of two uses that commute."""

State = tuple[board.Pile, ...]


class Pieces:
    """The search for one solver (its board size, node count, memos)."""

    def __init__(self, solver: Search) -> None:
        self.solver = solver
        self.nbrs = solver.nbrs
        self._closures: dict[tuple, dict[State, tuple | None]] = {}
        self._options: dict[tuple, list] = {}
        self._failed: dict[tuple, int] = {}
        self.order = ORDERS[0]
        self._slept: dict[tuple, int] = {}   # failures with some orders of two uses left to the other order

    def applies(self, cells: board.Board) -> bool:
        """Is ``cells`` in two groups or more, none of more than ``MAX_PILES`` piles?"""
        occ = sum(1 << i for i, p in enumerate(cells) if p)
        groups = self.solver.joins.groups(occ)
        return len(groups) > 1 and max(g.bit_count() for g in groups) <= MAX_PILES

    def search(self, cells: board.Board, items: str, budget: int) -> list[tuple] | None:
        """A winning line of ``board`` moves with at most ``budget`` of
        ``items``, or None: a proof. It may stop at the solver's node limit
        (``SearchLimitError``)."""
        for n, nodes in enumerate(ROUNDS):
            self.order = ORDERS[n % len(ORDERS)]
            with self.solver.capped(nodes):
                return self._search(cells, items, budget)
        self.order = ORDERS[len(ROUNDS) % len(ORDERS)]
        return self._search(cells, items, budget)

    def _search(self, cells: board.Board, items: str, budget: int,
                after: tuple[int, frozenset[int]] | None = None) -> list[tuple] | None:
        """``search`` in one order; ``after``: the rank (in ``RANK``) of the
        item just used and the groups it left as they were."""
        key = (tuple(cells), items)
        if budget and self._failed.get(key, -1) >= budget:
            return None
        sizes = bytes(map(len, cells))
        occ = board.cell_mask(sizes, board.NONZERO)
        if occ & (occ - 1) == 0:
            return []
        groups = self.solver.joins.groups(occ)
        if budget == 0 or not items:
            if len(groups) > 1:
                return None
            line = self.solver.decide(list(cells))
            return None if line is None else [("stack", *m) for m in line]
        if (len(groups) == 1 and budget == 1) or max(g.bit_count() for g in groups) > MAX_PILES:
            return self._full(cells, items, budget)
        if after is not None and self._slept.get((key, after), -1) >= budget:
            return None
        solver = self.solver
        solver.tick()
        ones = board.cell_mask(sizes, board.ONE)
        if not solver.joins.possible_at(occ, ones, items, budget, lambda *part: solver.collapses(cells, *part)):
            self._failed[key] = budget
            return None
        if len(groups) == 1:
            line = solver.decide(list(cells))
            if line is not None:
                return [("stack", *m) for m in line]
        last = budget == 1 and len(groups) > 1
        rank, olds = after if after is not None else (0, frozenset())
        slept = False
        for item in (i for i in self.order if i in items):
            if last and item in "土水":
                continue     # neither leaves fewer groups, and no item follows
            rest = items.replace(item, "")
            if item == "水":
                choices = [[g] for g in groups] + [[a, b] for n, a in enumerate(groups) for b in groups[n + 1:]]
            else:
                choices = [[g] for g in groups]
            below = RANK.index(item) < rank
            for chosen in choices:
                if below and olds.issuperset(chosen):
                    slept = True     # the same two uses the other way round come first
                    continue
                into = -1            # where 木 or 火 may put a pile: anywhere
                if last:             # the one use left must leave one group
                    if item == "金":
                        (g,) = chosen
                        if len(groups) > 2 or g & (g - 1) or len(cells[g.bit_length() - 1]) > 1:
                            continue     # only a lone card taken leaves fewer groups
                    else:            # 木, 火: into a cell next to every other group
                        into = self._next_to_all(groups, chosen[0])
                        if not into:
                            continue
                line = self._use(cells, groups, chosen, item, rest, budget - 1, into)
                if line is not None:
                    return line
        if slept:
            self._slept[(key, after)] = budget
        else:
            self._failed[key] = budget
        return None

    def _next_to_all(self, groups: tuple[int, ...], source: int) -> int:
        """The cells (a mask) next to every group but ``source``."""
        around = self.solver.joins.around
        into = -1
        for g in groups:
            if g != source:
                into &= around(g)
        return into

    def _full(self, cells: board.Board, items: str, budget: int) -> list[tuple] | None:
        """The full search's answer (exact, or ``SearchLimitError``): its
        failures stay known to every later position of this search."""
        return self.solver.exhaustive(list(cells), items, budget)

    def _states(self, cells: board.Board, idx: list[int], most: int) -> list[tuple[tuple, dict[int, board.Pile], set[int]]]:
        """The states stacks among the piles on ``idx`` reach with at most
        ``most`` piles changed: (where it is in the closure, the new piles
        by cell, the cells of the changed piles)."""
        key = (tuple(idx), tuple(cells[i] for i in idx), most)
        out = self._options.get(key)
        if out is None:
            seen = self._closure(cells, idx)
            out = []
            for state in seen:
                changed = {idx[n] for n, p in enumerate(state) if p and p != cells[idx[n]]}
                if len(changed) <= most:
                    out.append(((seen, state), dict(zip(idx, state)), changed))
            if len(self._options) > 10_000:
                self._options.clear()
            self._options[key] = out
        return out

    def _use(self, cells: board.Board, groups: tuple[int, ...], chosen: list[int], item: str,
             rest: str, budget: int, into: int = -1) -> list[tuple] | None:
        """Stacks inside the group(s) ``chosen`` (bit masks of ``groups``),
        then one use of ``item`` on their cells (one on each group's when
        two), then the rest with ``budget`` items; 木 and 火 only ``into``
        the cells of that mask.

        Only the stacks that make the piles the item touches need come
        first; the rest commute past it. So the state before the use has
        changed at most the touched piles, and one more when 木 or 火 fills
        a cell a stack emptied (the pile that stack made)."""
        left = frozenset(g for g in groups if g not in chosen)
        after = (RANK.index(item), left)
        chosen = [[i for i in range(len(cells)) if g >> i & 1] for g in chosen]
        if len(chosen) == 1:
            options = self._states(cells, chosen[0], 2)
        else:
            one, two = (self._states(cells, idx, 1) for idx in chosen)
            options = [(p1 + p2, {**s1, **s2}, c1 | c2) for p1, s1, c1 in one for p2, s2, c2 in two]

        for path, piles, changed in options:
            new = list(cells)
            for i, pile in piles.items():
                new[i] = pile
            for move in self._moves(new, cells, item, chosen, changed, into):
                board_after = list(new)
                board.apply(board_after, move)
                self.solver.tick()
                line = self._search(board_after, rest, budget, after)
                if line is not None:
                    stacks = [m for n in range(0, len(path), 2) for m in self._path(*path[n:n + 2])]
                    return stacks + [move] + line
        return None

    def _moves(self, new: board.Board, cells: board.Board, item: str, chosen: list[list[int]],
               changed: set[int], into: int = -1) -> Iterator[tuple]:
        """The uses of ``item`` on ``new`` (a state of the groups ``chosen``
        of ``cells``) that touch every changed pile (``_use``): the swaps
        between the two groups when two are chosen."""
        if item == "水":
            if len(chosen) == 2:
                pairs = [(a, b) for a in chosen[0] if new[a] for b in chosen[1] if new[b]]
            else:
                here = [i for i in chosen[0] if new[i]]
                pairs = [(a, b) for n, a in enumerate(here) for b in here[n + 1:]]
            for a, b in pairs:
                if changed.issubset((a, b)) and new[a] != new[b]:
                    yield ("水", min(a, b), max(a, b))
            return
        nbrs = self.nbrs
        for src in chosen[0]:
            pile = new[src]
            if not pile:
                continue
            other = len(changed) - (src in changed)   # changed piles the use does not touch
            if item == "土":
                if not other:
                    yield from (("土", src, e) for e in range(5) if e != pile[-1] % 5)
            elif item == "金":
                if not other:
                    yield ("金", src)
            elif other <= 1:
                for dst in nbrs[src]:
                    if new[dst] or (other and not cells[dst]) or not into >> dst & 1:
                        continue     # the one other changed pile is the one that emptied dst
                    if item == "木":
                        yield ("木", src, dst)
                    else:
                        yield from (("火", src, k, dst) for k in range(1, len(pile)))

    def _closure(self, cells: board.Board, idx: list[int]) -> dict[State, tuple | None]:
        """Every state the piles on ``idx`` reach by stacks among themselves,
        each with the state and stack it came from (``None`` for the start)."""
        start = tuple(cells[i] for i in idx)
        key = (tuple(idx), start)
        seen = self._closures.get(key)
        if seen is not None:
            return seen
        where = {i: n for n, i in enumerate(idx)}
        near = [[where[j] for j in self.nbrs[i] if j in where] for i in idx]
        seen = {start: None}
        todo = [start]
        tick = self.solver.tick
        while todo:
            state = todo.pop()
            for n, a in enumerate(state):
                if not a:
                    continue
                for m in near[n]:
                    b = state[m]
                    if not b:
                        continue
                    for under in (False, True):
                        if not (_SITS[b[0]][a[-1]] if under else _SITS[a[0]][b[-1]]):
                            continue
                        new = list(state)
                        new[m], new[n] = (a + b if under else b + a), ()
                        new = tuple(new)
                        if new not in seen:
                            tick()
                            seen[new] = (state, ("stack", idx[n], idx[m], under))
                            todo.append(new)
        if len(self._closures) > 10_000:
            self._closures.clear()
        self._closures[key] = seen
        return seen

    @staticmethod
    def _path(seen: dict[State, tuple | None], state: State) -> list[tuple]:
        """The stacks from the closure's start to ``state``."""
        line = []
        while seen[state] is not None:
            state, move = seen[state]
            line.append(move)
        return line[::-1]


__all__ = ["Pieces", "MAX_PILES"]
