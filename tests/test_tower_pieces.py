"""Boards in pieces decided by their item uses (issue #38.1, ``pieces``).

The search walks each group's stacks alone and lets before each item use
only the stacks that make the piles the item touches. It claims to be
exact, so its answer (a line, or None) must be the independent brute
force's (every stack and item move by the rules module, T1–T5) on random
small boards in two to four groups, with every set of up to three items;
each line it gives must replay to a win through ``Tower.play``.
"""
import random
from itertools import combinations

import pytest

from brute_force import wins_with_items
from test_tower_joins import scattered
from test_tower_regions import bare
from wuxing_core.tower import Tower, board
from wuxing_core.tower import pieces
from wuxing_core.tower.joins import Joins
from wuxing_core.tower.pieces import Pieces
from wuxing_core.tower.solver import Solver, advise


def groups(cells: list[tuple[int, ...]], width: int, height: int) -> tuple[int, ...]:
    occ = sum(1 << i for i, pile in enumerate(cells) if pile)
    return Joins(width, height).groups(occ)


def replays_to_a_win(tower: Tower, line: list[tuple]) -> bool:
    t = tower.copy()
    for move in line:
        t.play(board.action_of(move, t.width))
    return t.is_won()


@pytest.mark.slow     # 19 s in CPython, twice that in Pyodide: CPython only
@pytest.mark.parametrize("most", [pieces.MAX_PILES, 2])
def test_it_agrees_with_the_brute_force_on_boards_in_pieces(most, monkeypatch):
    # with most=2 a group of three piles or more goes to the full search
    monkeypatch.setattr(pieces, "MAX_PILES", most)
    rng = random.Random(3811)
    won = lost = boards = 0
    for _ in range(60):
        t = scattered(rng)
        cells = bare(t)
        search = Pieces(Solver(t.width, t.height))
        if len(groups(cells, t.width, t.height)) < 2:
            continue
        boards += 1
        for k in (1, 2, 3):
            for items in combinations("木火土金水", k):
                items = "".join(items)
                line = search.search(cells, items, k)
                truth = wins_with_items(cells, t.width, t.height, items)
                assert (line is not None) == truth, (items, t.to_text())
                if line is not None:
                    won += 1
                    hand = Tower.from_text(t.to_text().split(" | ")[0] + " | " + items)
                    assert replays_to_a_win(hand, line), (items, t.to_text(), line)
                    assert sum(m[0] != "stack" for m in line) <= k
                else:
                    lost += 1
    # not vacuous: many boards, many sets won and many proven lost
    assert boards > 25 and won > 100 and lost > 100, (boards, won, lost)


def test_a_player_told_nothing_after_eight_stacks_gets_the_fewest_items():
    # cross 5003 after 8 random stacks (hint_bench): four groups, all five
    # items; the full search stopped at three items with the page's limit
    # (100,000 nodes) and the hint said "undecided"
    t = Tower.from_text(". . . . . . . ./. . . 木 金水土 . . ./. . . . . . . ./. 土 金 金火 . . 木火 ./"
                        ". . 火水 木金水 . 木 火 ./. . . . 土 . . ./. . . . 水土 . . ./. . . . . . . . | 木火土金水")
    a = advise(t, node_limit=100_000)
    assert a.line is not None and a.fewest and a.items == 3
    won = t.copy()
    for action in a.line:
        won.play(action)
    assert won.is_won()


