"""Exact solver for 靈獸塔 (issue #3).

Two facts make the no-item search small and exact:

- T3 checks only the touching cards, so a pile acts only through its
  (bottom, top) pair: the no-item search keys positions on those pairs.
- Without items a stack empties a cell and never fills one (T2), so the set
  of occupied cells only shrinks: once it splits into two groups they can
  never meet again, and the position is lost. Every move that disconnects
  the board is cut.

The no-item decision first makes short randomised runs, then one unbounded
run; positions proven lost carry over, so the last run is still exact.

With items, the search is a plain depth-first search over full positions
(every card matters to 神離之火 and 殺伐之金), with iterative deepening on the
number of items, so the first line found uses the fewest items (ruling S1);
at each position item actions are tried before stacks, which finds one-item
lines without first walking every stack line. A position that fails is
remembered with the item budget it failed with. ``None`` is only ever
returned after the whole space was searched; a node limit raises
``SearchLimitError`` instead.

The rules come from ``board`` (T1 table, neighbours, legal moves, item
effects); the no-item search keeps its own fast encoding of a pile as the
label ``1 + 5*bottom + top`` built from ``board.SITS``.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..errors import SearchLimitError
from . import board
from .actions import TowerAction

if TYPE_CHECKING:
    from .rules import Tower

_SITS = board.SITS
SEARCH_ITEM_ORDER = "金土木火水"
"""Items tried first at each node: the cheapest branching first."""


def _masks(w: int, h: int) -> tuple[int, int]:
    not_first = sum(1 << i for i in range(w * h) if i % w)
    not_last = sum(1 << i for i in range(w * h) if i % w != w - 1)
    return not_first, not_last


def _label(pile: board.Pile) -> int:
    return 1 + 5 * (pile[0] % 5) + pile[-1] % 5 if pile else 0


def _touched(move: tuple) -> tuple[int, ...]:
    """The cells a ``board`` move changes."""
    kind = move[0]
    if kind == "火":
        return move[1], move[3]
    if kind in ("土", "金"):
        return (move[1],)
    return move[1], move[2]


class _Restart(Exception):
    """Internal: a short randomised run used up its budget."""


class Solver:
    """One search over one board size. Reusable: the no-item memo carries over."""

    def __init__(self, w: int, h: int, node_limit: int | None = None) -> None:
        self.w, self.h = w, h
        self.nbrs = board.neighbours(w, h)
        self._not_first, self._not_last = _masks(w, h)
        self.node_limit = node_limit
        self.nodes = 0
        self._dead: set[bytes] = set()       # no-item positions proven lost
        self._order = random.Random(0)        # tie-breaks; reseeded per restart
        self._restart_at: int | None = None
        self._failed: dict[tuple, int] = {}  # full positions → item budget proven too small

    def _tick(self) -> None:
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise SearchLimitError(f"search stopped after {self.node_limit} nodes without deciding")

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
    RESTARTS = (300, 1200, 5000, 20000)

    def decide(self, lab: list[int]) -> list[tuple[int, int, bool]] | None:
        """A winning line of stacks ``(src, dst, under)`` from ``lab``, or None.

        Short randomised runs first (a solvable deal is usually found fast
        unless the first choices lead into a large dead subtree), then one
        unbounded run. Positions proven dead carry over between runs, and a
        position is only recorded dead once its whole subtree was searched,
        so the final run is an exact proof."""
        occ = 0
        for i, x in enumerate(lab):
            if x:
                occ |= 1 << i
        count = bin(occ).count("1")
        if count > 1 and not self.connected(occ):
            return None
        for attempt, budget in enumerate(self.RESTARTS):
            self._order.seed(attempt)
            self._restart_at = self.nodes + budget
            try:  # a copy: an interrupted run leaves its labels mid-change
                return self._decide(list(lab), occ, count)
            except _Restart:
                continue
            finally:
                self._restart_at = None
        self._order.seed(len(self.RESTARTS))
        return self._decide(list(lab), occ, count)

    def _decide(self, lab: list[int], occ: int, count: int) -> list[tuple[int, int, bool]] | None:
        if count == 1:
            return []
        key = bytes(lab)
        if key in self._dead:
            return None
        self._tick()
        if self._restart_at is not None and self.nodes > self._restart_at:
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
        """A winning line of ``board`` moves using at most ``budget`` of ``items``, or None."""
        return self._search(list(cells), [_label(p) for p in cells], items, budget)

    def _search(self, cells: board.Board, lab: list[int], items: str, budget: int) -> list[tuple] | None:
        count = sum(1 for x in lab if x)
        if count == 1:
            return []
        if budget == 0 or not items:
            line = self.decide(lab)
            return None if line is None else [("stack", *m) for m in line]
        key = (tuple(cells), items)
        if self._failed.get(key, -1) >= budget:
            return None
        self._tick()
        # Items first: a line that spends an item now is found without first
        # walking every stack line; stacks keep the budget.
        order = "".join(i for i in SEARCH_ITEM_ORDER if i in items)
        for move in board.item_moves(cells, self.nbrs, order):
            if move[0] == "水" and cells[move[1]] == cells[move[2]]:
                continue  # swapping equal piles changes nothing
            line = self._after(cells, lab, move, items.replace(move[0], ""), budget - 1)
            if line is not None:
                return line
        for move in board.stacks(cells, self.nbrs):
            line = self._after(cells, lab, move, items, budget)
            if line is not None:
                return line
        self._failed[key] = budget
        return None

    def _after(self, cells: board.Board, lab: list[int], move: tuple, items: str,
               budget: int) -> list[tuple] | None:
        new = list(cells)
        board.apply(new, move)
        new_lab = list(lab)
        for i in _touched(move):
            new_lab[i] = _label(new[i])
        self._tick()
        line = self._search(new, new_lab, items, budget)
        if line is not None:
            line.insert(0, move)
        return line


def solve(tower: "Tower", max_items: int = 0, *, node_limit: int | None = None,
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


__all__ = ["Solver", "solve"]
