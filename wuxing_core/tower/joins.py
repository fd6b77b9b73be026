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

In the swap's ending both parts are looked at once more. The part swapped
out goes as one pile, so its piles must become one first; the part that
stays must hold a single card to swap in (stacks only ever make piles
taller; a 神離之火 could split one off: on a new cell there, or, when a 火 is
left past the new cells, on a cell a stack left empty). Before the swap the
only items that can act in the part swapped out are the 木 and 火 that
filled its new cells (a pile moves or splits onto a neighbouring cell, so
from the same part) and the items the budget leaves past the take, the swap
and all the new cells (木, 火, and 土 where the budget reaches it): its piles
must become one by stacks and at most that many of those items. Whether
they can depends on the elements, so ``possible_at`` asks the caller
(``collapses``: the solver's decisions on that part alone).
"""
from __future__ import annotations

from itertools import combinations
from typing import Callable

Collapses = Callable[[int, int, bool], bool]
"""Can the piles on a mask of cells become one pile by stacks and at most
that many uses of 木 and 火 (and 土, when the flag says so)? False is a proof."""


class Joins:
    """The relaxation for one board size, remembered by where the cards stand
    (the occupied cells and those holding exactly one card)."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self._not_first = sum(1 << i for i in range(width * height) if i % width)
        self._not_last = sum(1 << i for i in range(width * height) if i % width != width - 1)
        self._board = (1 << width * height) - 1
        self._memo: dict[tuple[int, int, int, bool, bool, bool, bool], bool | frozenset[tuple[int, int, bool]]] = {}
        self._groups: dict[int, tuple[int, ...]] = {}
        self._at: dict[tuple[int, int, str, int], tuple] = {}    # possible_at's question → _endings

    def around(self, cells: int) -> int:
        """The cells (a mask) orthogonally next to some cell of ``cells``.

        >>> bin(Joins(3, 2).around(0b000001))    # the top-left corner
        '0b1010'
        """
        w = self.width
        return (((cells << 1) & self._not_first) | ((cells >> 1) & self._not_last)
                | (cells << w) | (cells >> w)) & self._board

    def groups(self, occ: int) -> tuple[int, ...]:
        """The orthogonally connected groups of the cells in ``occ`` (bit
        masks), grown a whole front at a time by shifts (remembered: a
        search meets each set of occupied cells many times).

        >>> Joins(3, 2).groups(0b100011)     # two cells of the top row, one below right
        (3, 32)
        """
        got = self._groups.get(occ)
        if got is not None:
            return got
        key = occ
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
        if len(self._groups) >= 100_000:
            self._groups.clear()
        self._groups[key] = out = tuple(out)
        return out

    def possible(self, cells: list[tuple[int, ...]], items: str, budget: int | None = None,
                 collapses: Collapses | None = None) -> bool:
        """False when no line spending at most ``budget`` (default: all) of
        ``items`` can win from ``cells``: a proof. True says nothing.
        ``collapses``: see ``possible_at``.

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
        return self.possible_at(occ, ones, items, len(items) if budget is None else budget, collapses)

    def possible_at(self, occ: int, ones: int, items: str, budget: int,
                    collapses: Collapses | None = None) -> bool:
        """``possible`` for the occupied cells ``occ`` and the single cards
        ``ones`` (bit masks); the solver asks it at every node.

        ``collapses(part, fills, earth)``, where given, says whether the
        piles on the cells ``part`` can become one pile by stacks and at
        most ``fills`` uses of 木 and 火, and of 土 too when ``earth`` (from
        the elements: the solver's decisions): a two-part ending needs it
        of the part swapped out (see the module's docstring)."""
        at = (occ, ones, items, budget)
        endings = self._at.get(at)
        if endings is None:
            endings = self._at[at] = self._endings(occ, ones, items, budget)
            if len(self._at) > 200_000:
                self._at.clear()
        for got in endings:
            if got is True or (got and (collapses is None or any(collapses(*c) for c in got))):
                return True
        return False

    def _endings(self, occ: int, ones: int, items: str,
                 budget: int) -> tuple[bool | frozenset[tuple[int, int, bool]], ...]:
        """``_possible`` for each way ``possible_at`` tries (with 金 taking a
        card or not, and 水 swapping one in), in its order."""
        most = ("木" in items) + ("火" in items)
        out = []
        for take in (True, False) if "金" in items else (False,):
            for swap in (True, False) if take and "水" in items else (False,):
                free = budget - take - swap
                if free < 0:
                    continue
                fills = min(most, free)
                extra = free > fills and "土" in items     # 土 can be spent too
                fire = "火" in items
                key = (occ, ones if take else 0, fills, take, swap, extra, fire)
                got = self._memo.get(key)
                if got is None:
                    if len(self._memo) > 200_000:
                        self._memo.clear()
                    got = self._memo[key] = self._possible(occ, ones, fills, take, swap, extra, fire)
                out.append(got)
        return tuple(out)

    def _possible(self, occ: int, ones: int, fills: int, take: bool, swap: bool,
                  extra: bool, fire: bool) -> bool | frozenset[tuple[int, int, bool]]:
        """True, False, or the parts one of which must collapse
        (``possible_at``) for an ending to be possible: the mask of its
        cells, how many items may act there (its new cells' and the spare
        ones) and whether 土 may be one of them."""
        groups = self.groups(occ)
        if len(groups) <= 1:
            return True
        if len(groups) > 2 + 3 * fills:
            return False          # a new cell joins at most four groups
        n = len(groups)
        checks: set[tuple[int, int]] = set()

        def ends_well(parts: list[int], new: tuple[tuple[int, int], ...]) -> bool:
            """``parts``: sets of groups (bits of indices) after the new
            cells ``new`` (the groups each set of them touches, and how many
            cells); ``checks`` gets the parts whose collapse would let them
            end well."""
            touched = used = 0
            for joined, count in new:
                touched |= joined
                used += count
            if len(parts) == 1:
                return True
            if len(parts) != 2 or not take:
                return False
            where = [sum(groups[g] for g in range(n) if p >> g & 1) for p in parts]
            if any(c & ones == c and c & (c - 1) == 0 for c in where):
                return True       # 金 takes the other part's single card
            if not swap:
                return False
            spare = fills - used + extra       # items left past the take, the swap and the new cells
            for out, stay in ((0, 1), (1, 0)):
                # The part swapped out must be one pile first; the part that
                # stays must hold a single card to swap in (金 then takes it):
                # only a 火 makes one (on a new cell there, or a spare one
                # on a cell a stack left empty), stacks never do.
                if not (parts[stay] & touched or where[stay] & ones or (fills > used and fire)):
                    continue
                # Before the swap, the items acting in the part swapped out
                # are the 木 and 火 of its new cells and the spare ones.
                fills_in = sum(count for joined, count in new if joined & parts[out])
                checks.add((where[out], fills_in + spare, extra))
            return False

        if ends_well([1 << g for g in range(n)], ()):
            return True
        if not fills:
            return frozenset(checks) or False
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
        merges: set[tuple[tuple[int, int], ...]] = {((t, 1),) for t in kinds}
        if fills == 2:
            # Two new cells next to each other join both sets of groups at once;
            # apart, each its own. Two cells apart with the same set do no more
            # than one; two sets whose cells only ever stand side by side are
            # also tried apart, which their union (tried too) always beats.
            merges.update(((a, 1), (b, 1)) for a, b in combinations(sorted(kinds), 2))
            for cell, t in near.items():
                for other in (cell << 1 & nf, cell << w):
                    u = near.get(other)
                    if u is not None:
                        merges.add(((t | u, 2),))
        for merge in merges:
            parts = [1 << g for g in range(n)]
            for joined, _ in merge:
                hit = 0
                for p in parts:
                    if p & joined:
                        hit |= p
                parts = [p for p in parts if not p & joined] + [hit]
            if ends_well(parts, merge):
                return True
        return frozenset(checks) or False


__all__ = ["Joins"]
