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
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import TYPE_CHECKING

from .elements import Element
from .errors import SearchLimitError
from .tower_actions import Discard, Move, Split, Stack, Swap, TowerAction, Transform

if TYPE_CHECKING:
    from .tower import Tower

# T1 with labels: X may lie on Y iff (X - Y) % 5 in (1, 3).
_SITS = tuple(tuple((x - y) % 5 in (1, 3) for y in range(5)) for x in range(5))


@lru_cache(maxsize=64)
def _geometry(w: int, h: int) -> tuple[tuple[tuple[int, ...], ...], int, int]:
    nbrs = tuple(tuple((r + dr) * w + c + dc for dc, dr in ((0, -1), (-1, 0), (1, 0), (0, 1))
                       if 0 <= c + dc < w and 0 <= r + dr < h)
                 for r in range(h) for c in range(w))
    not_first = sum(1 << i for i in range(w * h) if i % w)
    not_last = sum(1 << i for i in range(w * h) if i % w != w - 1)
    return nbrs, not_first, not_last


class _Restart(Exception):
    """Internal: a short randomised run used up its budget."""


class Solver:
    """One search over one board size. Reusable: the no-item memo carries over."""

    def __init__(self, w: int, h: int, node_limit: int | None = None) -> None:
        self.w, self.h = w, h
        self.nbrs, self._not_first, self._not_last = _geometry(w, h)
        self.node_limit = node_limit
        self.nodes = 0
        self._dead: set[bytes] = set()       # no-item positions proven lost
        self._order = random.Random(0)        # tie-breaks; reseeded per restart
        self._restart_at: int | None = None
        self._failed: dict[str, int] = {}    # full positions → item budget proven too small

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

    def _still_connected(self, occ: int, gone: int, lab: list[int]) -> bool:
        # The board was connected; emptying a cell with one occupied neighbour keeps it so.
        if sum(1 for k in self.nbrs[gone] if lab[k]) <= 1:
            return True
        return self.connected(occ)

    # -- with items: full piles as strings of element digits -------------------------
    def search(self, cells: list[str], items: str, budget: int) -> list[tuple] | None:
        """A winning line using at most ``budget`` of ``items``, or None."""
        lab = [1 + 5 * int(p[0]) + int(p[-1]) if p else 0 for p in cells]
        return self._search(cells, lab, items, budget)

    def _search(self, cells: list[str], lab: list[int], items: str, budget: int) -> list[tuple] | None:
        count = sum(1 for x in lab if x)
        if count == 1:
            return []
        if budget == 0 or not items:
            line = self.decide(lab)
            return None if line is None else [("stack", *m) for m in line]
        key = "/".join(cells) + "|" + items
        if self._failed.get(key, -1) >= budget:
            return None
        self._tick()
        # Items first: a line that spends an item now is found without first
        # walking every stack line; stacks keep the budget.
        for move in self._item_moves(cells, items):
            new, new_lab = self._apply_item(cells, lab, move)
            self._tick()
            line = self._search(new, new_lab, items.replace(move[0], ""), budget - 1)
            if line is not None:
                line.insert(0, move)
                return line
        for move in self._stack_moves(cells):
            _, s, d, under = move
            new, new_lab = list(cells), list(lab)
            new[d] = cells[s] + cells[d] if under else cells[d] + cells[s]
            new[s] = ""
            new_lab[d], new_lab[s] = 1 + 5 * int(new[d][0]) + int(new[d][-1]), 0
            line = self._search(new, new_lab, items, budget)
            if line is not None:
                line.insert(0, move)
                return line
        self._failed[key] = budget
        return None

    @staticmethod
    def _apply_item(cells: list[str], lab: list[int], move: tuple) -> tuple[list[str], list[int]]:
        new, new_lab = list(cells), list(lab)
        kind = move[0]
        if kind == "木":
            _, s, d = move
            new[d], new[s] = cells[s], ""
            new_lab[d], new_lab[s] = lab[s], 0
            return new, new_lab
        if kind == "火":
            _, s, k, d = move
            new[s], new[d] = cells[s][:-k], cells[s][-k:]
            changed = (s, d)
        elif kind == "土":
            _, s, e = move
            new[s] = cells[s][:-1] + str(e)
            changed = (s,)
        elif kind == "金":
            _, s = move
            new[s] = cells[s][:-1]
            changed = (s,)
        else:  # 水
            _, a, b = move
            new[a], new[b] = cells[b], cells[a]
            new_lab[a], new_lab[b] = lab[b], lab[a]
            return new, new_lab
        for i in changed:
            p = new[i]
            new_lab[i] = 1 + 5 * int(p[0]) + int(p[-1]) if p else 0
        return new, new_lab

    def _stack_moves(self, cells: list[str]):
        nbrs = self.nbrs
        for i, p in enumerate(cells):
            if not p:
                continue
            bi, ti = int(p[0]), int(p[-1])
            for j in nbrs[i]:
                q = cells[j]
                if q:
                    if _SITS[bi][int(q[-1])]:
                        yield ("stack", i, j, False)
                    if _SITS[int(q[0])][ti]:
                        yield ("stack", i, j, True)

    def _item_moves(self, cells: list[str], items: str):
        nbrs = self.nbrs
        occupied = [i for i, p in enumerate(cells) if p]
        if "金" in items:
            for i in occupied:
                yield ("金", i)
        if "土" in items:
            for i in occupied:
                top = int(cells[i][-1])
                for e in range(5):
                    if e != top:
                        yield ("土", i, e)
        if "木" in items:
            for i in occupied:
                for j in nbrs[i]:
                    if not cells[j]:
                        yield ("木", i, j)
        if "火" in items:
            for i in occupied:
                for k in range(1, len(cells[i])):
                    for j in nbrs[i]:
                        if not cells[j]:
                            yield ("火", i, k, j)
        if "水" in items:
            for n, a in enumerate(occupied):
                for b in occupied[n + 1:]:
                    if cells[a] != cells[b]:  # swapping equal piles changes nothing
                        yield ("水", a, b)


def _to_action(move: tuple, w: int) -> TowerAction:
    def cell(i: int) -> tuple[int, int]:
        return i % w, i // w
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


def solve(tower: "Tower", max_items: int = 0, *, node_limit: int | None = None,
          solver: Solver | None = None) -> list[TowerAction] | None:
    """A winning line from ``tower`` with as few items as possible, at most
    ``max_items``; ``None`` only when none exists (proof by exhaustion)."""
    solver = solver or Solver(tower.width, tower.height, node_limit)
    cells = ["".join(str(x % 5) for x in p) for p in tower._cells]
    items = tower.items
    if tower.pile_count() == 1:
        return []
    for budget in range(0, min(max_items, len(items)) + 1):
        line = solver.search(cells, items, budget)
        if line is not None:
            return [_to_action(m, tower.width) for m in line]
    return None


__all__ = ["Solver", "solve"]
