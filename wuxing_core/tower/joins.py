"""Can the items left ever bring the piles together again? (issue #38.1)

A sound relaxation of the whole game that forgets the elements and keeps only
where the cards stand. It proves a position lost, or a budget of items too
small, where the board has fallen apart into groups no items can join: the
positions a player reaches after a few stacks that leave cells empty
between the piles, which the searches could only walk to their node limit.

Cards go from cell to cell only by a T2 stack, 疾走之木 and 神離之火 (each to an
orthogonal neighbour) and 幻予之水 (one jump between two piles, anywhere);
殺伐之金 removes one card. A cell left empty is filled again only by 木 (the
pile moved onto it) or 火 (the half split onto it), each used once (T5). So a
line that wins uses only the cells ``O ∪ Q``: ``O`` occupied now, ``Q`` at most
one new cell for each of 木 and 火 it spends. Take the groups of ``O ∪ Q``
(cells joined by orthogonal neighbours). The last pile stands in one of them;
a card of another group can leave its group only by the swap, and what the
swap brings in cannot leave again, so it must be the one card 金 takes. A
win therefore needs one group, or two with 金 spent and the other one either
a single card (金 takes it) or joined by 水 (金 takes the single card swapped
into it). Where no choice of ``Q`` allows that, no line wins: ``False`` is a
proof, ``True`` says nothing.
"""
from __future__ import annotations

from itertools import combinations


class Joins:
    """The relaxation for one board size, remembered by where the cards stand
    (the occupied cells and those holding exactly one card)."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self._not_first = sum(1 << i for i in range(width * height) if i % width)
        self._not_last = sum(1 << i for i in range(width * height) if i % width != width - 1)
        self._board = (1 << width * height) - 1
        self._memo: dict[tuple[int, int, int, bool, bool], bool] = {}

    def around(self, cells: int) -> int:
        """The cells (a mask) orthogonally next to some cell of ``cells``.

        >>> bin(Joins(3, 2).around(0b000001))    # the top-left corner
        '0b1010'
        """
        w = self.width
        return (((cells << 1) & self._not_first) | ((cells >> 1) & self._not_last)
                | (cells << w) | (cells >> w)) & self._board

    def groups(self, occ: int) -> list[int]:
        """The orthogonally connected groups of the cells in ``occ`` (bit
        masks), grown a whole front at a time by shifts.

        >>> Joins(3, 2).groups(0b100011)     # two cells of the top row, one below right
        [3, 32]
        """
        w, nf, nl = self.width, self._not_first, self._not_last
        out = []
        while occ:
            reach = occ & -occ
            while True:
                grown = (reach | ((reach << 1) & nf) | ((reach >> 1) & nl) | (reach << w) | (reach >> w)) & occ
                if grown == reach:
                    break
                reach = grown
            out.append(reach)
            occ &= ~reach
        return out

    def possible(self, cells: list[tuple[int, ...]], items: str, budget: int | None = None) -> bool:
        """False when no line spending at most ``budget`` (default: all) of
        ``items`` can win from ``cells``: a proof. True says nothing.

        >>> j = Joins(5, 3)                        # 金 . 金 in the middle row
        >>> cells = [()] * 6 + [(3,), (), (3,)] + [()] * 6
        >>> j.possible(cells, "土水"), j.possible(cells, "木"), j.possible(cells, "金")
        (False, True, True)
        >>> j.possible(cells, "木金", budget=0)
        False
        """
        occ = ones = 0
        for i, pile in enumerate(cells):
            if pile:
                occ |= 1 << i
                if len(pile) == 1:
                    ones |= 1 << i
        return self.possible_at(occ, ones, items, len(items) if budget is None else budget)

    def possible_at(self, occ: int, ones: int, items: str, budget: int) -> bool:
        """``possible`` for the occupied cells ``occ`` and the single cards
        ``ones`` (bit masks); the solver asks it at every node."""
        most = ("木" in items) + ("火" in items)
        for take in (True, False) if "金" in items else (False,):
            for swap in (True, False) if take and "水" in items else (False,):
                fills = min(most, budget - take - swap)
                if fills < 0:
                    continue
                key = (occ, ones if take else 0, fills, take, swap)
                got = self._memo.get(key)
                if got is None:
                    if len(self._memo) > 200_000:
                        self._memo.clear()
                    got = self._memo[key] = self._possible(occ, ones, fills, take, swap)
                if got:
                    return True
        return False

    def _possible(self, occ: int, ones: int, fills: int, take: bool, swap: bool) -> bool:
        groups = self.groups(occ)
        if len(groups) <= 1:
            return True
        if len(groups) > 2 + 3 * fills:
            return False          # a new cell joins at most four groups

        def ends_well(parts: list[int]) -> bool:
            if len(parts) == 1:
                return True
            return len(parts) == 2 and take and (swap or any(p & ones == p and p & (p - 1) == 0 for p in parts))

        if ends_well(groups):
            return True
        if not fills:
            return False
        # An empty cell next to a pile -> the groups it touches: each group's
        # empty neighbours, by shifts.
        w, nf, free = self.width, self._not_first, self._board & ~occ
        near: dict[int, int] = {}
        for g, group in enumerate(groups):
            halo = self.around(group) & free
            while halo:
                low = halo & -halo
                halo ^= low
                near[low] = near.get(low, 0) | 1 << g
        kinds = set(near.values())            # one new cell: the groups it joins
        merges: set[tuple[int, ...]] = {(t,) for t in kinds}
        if fills == 2:
            # Two new cells next to each other join both sets of groups at once;
            # apart, each its own. Two cells apart with the same set do no more
            # than one; two sets whose cells only ever stand side by side are
            # also tried apart, which their union (tried too) always beats.
            merges.update(tuple(sorted(pair)) for pair in combinations(kinds, 2))
            for cell, t in near.items():
                for other in (cell << 1 & nf, cell << w):
                    u = near.get(other)
                    if u is not None:
                        merges.add((t | u,))
        for merge in merges:
            parts = [1 << g for g in range(len(groups))]
            for joined in merge:
                hit = 0
                for p in parts:
                    if p & joined:
                        hit |= p
                parts = [p for p in parts if not p & joined] + [hit]
            if ends_well([sum(groups[g] for g in range(len(groups)) if p >> g & 1) for p in parts]):
                return True
        return False


__all__ = ["Joins"]
