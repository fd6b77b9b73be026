"""Sound relaxations for the pairs ``two_items`` does not compose (issue
#12.3, ``relaxed``): a refutation is a proof, so it must never refute a
pair the independent brute force wins with (every stack and item move by
the rules module, T1–T5). Checked on random small shapes no single item
wins, and on 靈獸塔 deals the exact decisions leave open.
"""
import random

import pytest

from brute_force import wins_with_items
from test_tower_regions import bare
from test_tower_two_items import needing_two
from wuxing_core.errors import SearchLimitError
from wuxing_core.tower import Tower, relaxed, two_items
from wuxing_core.tower.board import neighbours


@pytest.mark.slow
def test_no_pair_the_brute_force_wins_with_is_refuted():
    answers: dict[tuple[str, bool, bool], int] = {}
    for t in needing_two(101, 12):     # offline: 150 more for 金火, 土火; 450 for 木火; 100 for 木水, 水火
        cells = bare(t)
        for pair in two_items.UNCOMPOSED:
            refuted = relaxed.refutes(cells, t.width, t.height, pair)
            # The brute force is asked only where it can contradict: a pair not
            # refuted claims nothing (this halved the suite's longest test).
            wins = refuted and wins_with_items(cells, t.width, t.height, pair)
            assert not (wins and refuted), (pair, t.to_text())
            answers[pair, wins, refuted] = answers.get((pair, wins, refuted), 0) + 1
    # not vacuous: of these 12, no item alone wins any; the brute force wins 1 with
    # 土火, and the relaxations refute as many lost pairs as when this was written
    floors = {"土火": 1, "金火": 4, "木火": 9, "水火": 9, "木水": 12}
    for pair, floor in floors.items():
        assert answers.get((pair, False, True), 0) >= floor, answers


@pytest.mark.parametrize("text, pair", [      # from needing_two(101 and 29, …): no item alone wins
    (". . ./. . ./. 火 ./火 水木水 火/金 火土 火金土 | -", "土火"),
    ("水火土 木 木/水 木 ./. 木 ./. 火木 ./. . . | -", "土火"),
    (". 土 . . ./. 金土 土土 土火土 ./. 火火金 . . ./. . . . . | -", "金火"),
    (". . ./. 金 ./火水 金 ./. 木木金 土水/. 土金 土 | -", "金火"),
    (". . . . . ./. . 金土 . . ./. 火土火 火木 . 土木 ./. . 木火 木 木 ./. . . . . . | -", "木火"),
    (". . . . . ./. . 金土 . . ./. 火土火 火木 . 土木 ./. . 木火 木 木 ./. . . . . . | -", "水火"),
])
def test_a_pair_that_wins_is_not_refuted(text, pair):
    t = Tower.from_text(text)
    cells = bare(t)
    assert wins_with_items(cells, t.width, t.height, pair)
    assert not relaxed.refutes(cells, t.width, t.height, pair)


def test_three_metal_in_a_row_are_refuted():
    # three 金: nothing sits on 金, and no move or swap puts anything between
    t = Tower.from_text(". . . . ./. 金 金 金 ./. . . . . | -")
    for pair in ("木水", "水火", "木火", "金火"):
        assert not wins_with_items(bare(t), t.width, t.height, pair)
        assert relaxed.refutes(bare(t), t.width, t.height, pair), pair


@pytest.mark.slow
def test_pairs_with_fire_refuted_on_a_deal_the_exact_decisions_leave_open():
    # reverse-x 37: no item alone wins, no composed pair wins, and the
    # forward search with two items stops at its limit
    t = Tower.deal("reverse-x", 37)
    cells = bare(t)
    for pair in ("金火", "土火", "木火"):
        assert relaxed.refutes(cells, t.width, t.height, pair), pair


def test_only_uncomposed_pairs_and_the_limit():
    t = Tower.deal("reverse-x", 37)
    with pytest.raises(ValueError):
        relaxed.refutes(bare(t), t.width, t.height, "土水")
    with pytest.raises(SearchLimitError):
        relaxed.refutes(bare(t), t.width, t.height, "木火", limit=50)


def test_water_fire_asks_each_first_card_and_top_of_the_half_where_any_wins(monkeypatch):
    # 水 火 火 火: no line with 水 and 火 wins. With the half any pile, and what stays on a swapped
    # pile any top, the relaxation wins; asked per first card and top of the half (what stays
    # then ends in a card that card may lie on, T1), it is refuted
    t = Tower.from_text(". . . . . ./. 水 火 火 火 ./. . . . . . | -")
    cells = bare(t)
    assert not wins_with_items(cells, t.width, t.height, "水火")
    assert relaxed.refutes(cells, t.width, t.height, "水火")
    monkeypatch.setattr(relaxed, "_wins_split", lambda graph, mask: relaxed._wins(graph(31, 31), mask))
    assert not relaxed.refutes(cells, t.width, t.height, "水火")




def test_a_pile_moved_every_way_at_once_has_every_link_of_each_move():
    # 木水 asks first, for each cell, a graph with the moves from it in every direction at once,
    # and skips the swaps it loses with. Sound only because it has every link each single move's
    # graph has (a graph with more links can only add wins). Pinned here: its links are those of
    # the single moves' graphs together, a swap's relay node on the moved pile's cell included.
    rng = random.Random(5)
    wider = 0
    for _ in range(300):
        width, height = rng.randint(2, 5), rng.randint(2, 4)
        piles = rng.sample(range(width * height), rng.randint(2, min(6, width * height - 1)))
        cells = [((rng.randrange(5),) if i in piles else ()) for i in range(width * height)]
        occupied = [i for i, pile in enumerate(cells) if pile]
        p = rng.choice(occupied)
        qs = neighbours(width, height)[p]
        u, x = sorted(rng.sample(range(len(occupied)), 2))

        def links(extra, reach):
            return relaxed._graph(cells, width, height, extra, relaxed._Budget(None), reach=reach).adj

        for extra in ([], [occupied[u], occupied[x]]):
            joined = links(extra, [(p, q) for q in qs])
            together = [0] * len(joined)
            for q in qs:
                alone = links(extra, [(p, q)])
                together = [t | a for t, a in zip(together, alone)]
                wider += alone != joined
            assert together == joined, (cells, width, height, p)
    assert wider > 300, wider     # not vacuous: it often links more than one move does
