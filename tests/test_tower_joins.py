"""Where the cards stand (issue #38.1, ``joins``): a relaxation that proves a
budget of items cannot bring the board's groups together. A ``False`` is a
proof, so it must never deny a set of items the independent brute force
wins with (every stack and item move by the rules module, T1–T5); checked
on random small boards whose piles lie in two to four groups. The hint then
answers these positions (lost, or the first budget that can win) instead of
searching to its node limit.
"""
import random
from itertools import combinations

from brute_force import wins_with_items
from test_tower_regions import E, bare
from wuxing_core.tower import Tower
from wuxing_core.tower.joins import Joins
from wuxing_core.tower.solver import advise


def scattered(rng: random.Random) -> Tower:
    """2–6 piles of one or two cards (few elements, so stacks are rare enough
    to matter) on a small board with a margin, in groups a gap of one or two
    cells apart, now and then on the margin."""
    w, h = rng.randint(4, 6), rng.randint(3, 5)
    spots = [(c, r) for c in range(w) for r in range(h) if rng.random() < (0.5 if 0 < c < w - 1 and 0 < r < h - 1 else 0.1)]
    rng.shuffle(spots)
    shape = spots[:rng.randint(2, 6)] or [(1, 1), (w - 2, h - 2)]
    palette = rng.sample(E, rng.choice([2, 3, 5]))
    cells = {cell: "".join(rng.choice(palette) for _ in range(rng.choice([1, 1, 1, 2]))) for cell in shape}
    rows = [" ".join(cells.get((c, r), ".") for c in range(w)) for r in range(h)]
    return Tower.from_text("/".join(rows) + " | -")


def test_no_set_of_items_the_brute_force_wins_with_is_denied():
    rng = random.Random(38)
    denied = allowed_won = 0
    for _ in range(300):
        t = scattered(rng)
        cells = bare(t)
        joins = Joins(t.width, t.height)
        for k in (0, 1, 2):     # and 3: 400 shapes, 3,258 sets denied, checked offline
            for items in combinations("木火土金水", k):
                items = "".join(items)
                if joins.possible(cells, items):
                    allowed_won += wins_with_items(cells, t.width, t.height, items)
                else:
                    assert not wins_with_items(cells, t.width, t.height, items), (items, t.to_text())
                    denied += 1
    # not vacuous: many sets denied, and many allowed that do win
    assert denied > 1000 and allowed_won > 1000, (denied, allowed_won)


def test_what_each_item_can_join():
    # 金 . 金 on the middle row of 5 × 3: two groups a cell apart; nothing sits on 金 (T1)
    cells = [()] * 6 + [(3,), (), (3,)] + [()] * 6
    joins = Joins(5, 3)
    assert not joins.possible(cells, "土水")       # neither fills a cell nor takes a card
    assert joins.possible(cells, "木")             # a pile moved into the gap
    assert joins.possible(cells, "金")             # one card taken: one group left
    assert not joins.possible(cells, "木金", budget=0)


def test_two_groups_of_several_cards_need_a_swap_and_a_take():
    # two piles of two cards with three empty cells between: two new cells do not reach
    t = Tower.from_text(". . . . . . ./. 木木 . . . 火火 ./. . . . . . . | -")
    cells, joins = bare(t), Joins(t.width, t.height)
    assert not joins.possible(cells, "金")         # neither group is a single card
    assert not joins.possible(cells, "木火土")     # two new cells do not bridge three
    assert joins.possible(cells, "金水")           # swap one in, take the single card swapped out


def test_the_hint_answers_a_board_fallen_apart():
    # Four single cards each three cells from the next: no items can join them
    t = Tower.from_text(". . . . . . . ./. 木 . . 火 . . 土/. . . . . . . ./. . . . . . . ./"
                        ". 金 . . . . . ./. . . . . . . . | 木火土金水")
    a = advise(t, node_limit=1000)
    assert a.proven_lost and a.line is None


def test_the_hint_agrees_with_the_brute_force_on_boards_in_pieces():
    # advise skips the budgets ``joins`` rules out: the fewest items it
    # answers, or "lost", must be the brute force's (three items in hand)
    from brute_force import INF, fewest_items
    rng = random.Random(3801)
    skipped = 0
    for _ in range(60):
        t = scattered(rng)
        picked = rng.sample("木火土金水", 3)
        hand = "".join(i for i in "木火土金水" if i in picked)
        t = Tower.from_text(t.to_text().split(" | ")[0] + " | " + hand)
        a = advise(t)
        truth = fewest_items(t)
        assert (a.items if a.line is not None else INF) == truth and a.proven_lost == (truth == INF), t.to_text()
        joins = Joins(t.width, t.height)
        skipped += sum(not joins.possible(bare(t), t.items, b) for b in range(1, 4))
    assert skipped > 30, skipped
