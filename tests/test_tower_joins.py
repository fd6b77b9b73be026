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
from wuxing_core.tower.solver import Solver, advise


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
    # the pile swapped out needs a single card to swap in, for 金 to take: none here
    assert not joins.possible(cells, "金水")
    assert not wins_with_items(cells, t.width, t.height, "金水")
    # a single 火 beside 火火: swap 木木 with it, take it; 火火 then sits on 木木
    t = Tower.from_text(". . . . . . . ./. 木木 . . . 火火 火 ./. . . . . . . . | -")
    cells, joins = bare(t), Joins(t.width, t.height)
    assert not joins.possible(cells, "金")
    assert joins.possible(cells, "金水")
    assert wins_with_items(cells, t.width, t.height, "金水")


def test_the_part_swapped_out_must_first_become_one_pile():
    # 木木 . 木木 with 金 and 水: neither part is a single card, so one must
    # be swapped out as one pile for a single card of the other, which 金
    # then takes. Two 木 never stack (T1): lost, though where the cards stand
    # allows it. With 火 木 on the right (火 sits on 木) the check allows it.
    t = Tower.from_text(". . . . . . ./. 木 木 . 木 木 ./. . . . . . . | -")
    cells, joins = bare(t), Joins(t.width, t.height)
    solver = Solver(t.width, t.height)
    assert joins.possible(cells, "金水")                       # where the cards stand only
    assert not joins.possible(cells, "金水", collapses=lambda *part: solver.collapses(cells, *part))
    assert not wins_with_items(cells, t.width, t.height, "金水")
    t = Tower.from_text(". . . . . . ./. 木 木 . 火 木 ./. . . . . . . | -")
    cells = bare(t)
    assert joins.possible(cells, "金水", collapses=lambda *part: solver.collapses(cells, *part))


def paired(rng: random.Random) -> Tower:
    """Piles of two cards, now and then one, of one to three elements, on
    both sides of an empty column: two parts (more when a side falls
    apart), where neither is often a single card."""
    h = 3                      # one row of piles: the brute force stays quick
    rows = range(1, h - 1)
    left = rng.sample([(c, r) for c in (1, 2) for r in rows], rng.randint(1, 2 * len(rows)))
    right = rng.sample([(c, r) for c in (4, 5) for r in rows], rng.randint(1, 2 * len(rows)))
    palette = rng.sample(E, rng.choice([1, 2, 3]))
    cells = {cell: "".join(rng.choice(palette) for _ in range(rng.choice([1, 2, 2, 2]))) for cell in left + right}
    lines = [" ".join(cells.get((c, r), ".") for c in range(7)) for r in range(h)]
    return Tower.from_text("/".join(lines) + " | -")


def test_the_collapse_check_never_denies_what_the_brute_force_wins():
    # ``collapses`` (the solver's decisions on one part alone) makes the
    # relaxation stronger; it must stay a relaxation. It matters only
    # when 金 and 水 end the game: checked on random boards in pieces against
    # the brute force, every such set of two or three items
    rng = random.Random(3802)
    denied = denied_more = allowed_won = 0
    for _ in range(300):
        t = paired(rng)
        cells = bare(t)
        solver = Solver(t.width, t.height)
        joins = Joins(t.width, t.height)
        for items in ("金水", "木金水", "火金水", "土金水", "木火金水"):
            if joins.possible(cells, items, collapses=lambda *part: solver.collapses(cells, *part)):
                allowed_won += wins_with_items(cells, t.width, t.height, items)
                continue
            assert not wins_with_items(cells, t.width, t.height, items), (items, t.to_text())
            denied += 1
            denied_more += joins.possible(cells, items)
    # not vacuous: many sets denied, some only by the check, many allowed win
    assert denied > 100 and denied_more > 20 and allowed_won > 200, (denied, denied_more, allowed_won)


def bridged(rng: random.Random) -> Tower:
    """Two piles a cell apart on the left, one or two far on the right (three
    empty cells: two new cells do not reach): one new cell makes the left
    one part, which the swap may take out only as one pile."""
    palette = rng.sample(E, rng.choice([1, 2, 3]))
    spots = [(1, 1), (3, 1), (7, 1)] + ([(8, 1)] if rng.random() < 0.5 else [])
    cells = {cell: "".join(rng.choice(palette) for _ in range(rng.choice([1, 2, 2]))) for cell in spots}
    lines = [" ".join(cells.get((c, r), ".") for c in range(10)) for r in range(3)]
    return Tower.from_text("/".join(lines) + " | -")


def test_a_part_joined_by_a_new_cell_is_checked_with_that_items_use():
    # The part swapped out holds a new cell: it must become one pile by
    # stacks and the one 木 or 火 that filled it (the solver's exact searches
    # on that part alone). Checked against the brute force.
    rng = random.Random(3803)
    denied = by_fills = 0
    for _ in range(300):
        t = bridged(rng)
        cells = bare(t)
        solver = Solver(t.width, t.height)
        joins = Joins(t.width, t.height)
        for items in ("木金水", "火金水", "木火金水"):
            asked = []

            def collapses(part: int, fills: int, earth: bool) -> bool:
                asked.append((fills, solver.collapses(cells, part, fills, earth)))
                return asked[-1][1]

            if not joins.possible(cells, items, collapses=collapses):
                assert not wins_with_items(cells, t.width, t.height, items), (items, t.to_text())
                denied += 1
                by_fills += any(fills and not ok for fills, ok in asked)
    assert denied > 100 and by_fills > 50, (denied, by_fills)


def test_the_items_left_past_the_ending_are_checked_with_the_part_swapped_out():
    # An item left past the take, the swap and the new cells (土, or a 木 or
    # 火 no new cell needs) may act in either part: the part swapped out must
    # still become one pile, with those items as well as its new cells'.
    # Before, any item left allowed the ending: every denial of 土金水 on
    # ``paired`` and of 木火金水 on ``bridged`` is new (69 and 31 of 150).
    # Checked against the brute force.
    denied: dict[str, int] = {}
    for make, seed, sets in ((paired, 3804, ("土金水",)), (bridged, 3805, ("木火金水",))):
        rng = random.Random(seed)
        for _ in range(150):
            t = make(rng)
            cells = bare(t)
            solver = Solver(t.width, t.height)
            joins = Joins(t.width, t.height)
            for items in sets:
                if not joins.possible(cells, items, collapses=lambda *part: solver.collapses(cells, *part)):
                    assert not wins_with_items(cells, t.width, t.height, items), (items, t.to_text())
                    denied[items] = denied.get(items, 0) + 1
    assert denied.get("土金水", 0) > 40 and denied.get("木火金水", 0) > 20, denied


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
