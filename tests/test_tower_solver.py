"""The exact solver against an independent brute force (issue #3.4)."""
import itertools
import random

import pytest

from brute_force import fewest_items, min_items as brute_min_items
from wuxing_core.errors import SearchLimitError
from wuxing_core.tower import Tower

E = "木火土金水"


def board(cells: dict, w: int, h: int, items: str) -> Tower:
    rows = [" ".join(cells.get((c, r), ".") for c in range(w)) for r in range(h)]
    return Tower.from_text("/".join(rows) + " | " + (items or "-"))


def check(t: Tower, items_allowed: int | None = None, brute=brute_min_items) -> None:
    """solve() agrees with brute force, and every line it returns wins."""
    truth = brute(t)
    budget = len(t.items) if items_allowed is None else items_allowed
    line = t.solve(budget)
    if truth <= budget:
        assert line is not None, t
        used = sum(a.item is not None for a in line)
        assert used == truth, (t, line)  # fewest items first
        replay = Tower.from_text(t.to_text())
        for a in line:
            replay.play(str(a))
        assert replay.is_won()
    else:
        assert line is None, (t, line)


def lines(n: int):
    for combo in itertools.product(E, repeat=n):
        yield {(c + 1, 1): e for c, e in enumerate(combo)}, n + 2, 3
        yield {(1, r + 1): e for r, e in enumerate(combo)}, 3, n + 2


@pytest.mark.parametrize("n", [2, 3])
def test_all_lines_without_items(n):
    for cells, w, h in lines(n):
        check(board(cells, w, h, ""))


@pytest.mark.parametrize("item", list(E))
def test_all_three_card_lines_with_each_item(item):
    for cells, w, h in lines(3):
        check(board(cells, w, h, item))


def test_all_two_card_lines_with_all_items():
    for cells, w, h in lines(2):
        check(board(cells, w, h, E))


def blocks():
    for combo in itertools.product(E, repeat=4):
        yield {(1, 1): combo[0], (2, 1): combo[1], (1, 2): combo[2], (2, 2): combo[3]}


def test_all_two_by_two_blocks_without_items():
    for cells in blocks():
        check(board(cells, 4, 4, ""))


@pytest.mark.slow
@pytest.mark.parametrize("item", list(E))
def test_all_two_by_two_blocks_with_each_item(item):
    for cells in blocks():
        check(board(cells, 4, 4, item))


def random_boards(count: int, seed: int, max_cards: int, items_choices):
    rng = random.Random(seed)
    for _ in range(count):
        w, h = rng.randint(3, 5), rng.randint(3, 5)
        free = [(c, r) for c in range(w) for r in range(h)]
        rng.shuffle(free)
        n = rng.randint(2, max_cards)
        cells = {}
        for cell in free[:n]:
            cells[cell] = "".join(rng.choice(E) for _ in range(rng.choice([1, 1, 1, 2])))
        yield board(cells, w, h, rng.choice(items_choices))


def test_random_boards_up_to_eight_cards_without_items():
    for t in random_boards(150, 1, 8, [""]):
        check(t)


def test_random_boards_with_one_or_two_items():
    for t in random_boards(40, 2, 5, ["木", "火", "土", "金", "水", "木水", "火金", "土金"]):
        check(t)


@pytest.mark.slow
def test_random_boards_up_to_eight_cards_with_items():
    # The rules module's brute force (fewest_items): the Tower API's takes 4 minutes on these.
    for t in random_boards(150, 3, 7, ["木", "火", "土", "金", "水", "木水", "火土", "金水", "木火土"]):
        check(t, brute=fewest_items)


def test_solve_respects_the_item_budget():
    # 木 木 can only be won by an item: with budget 0 the answer is None (a proof).
    t = Tower.from_text(". . . ./. 木 木 ./. . . . | 土")
    assert t.solve(0) is None
    line = t.solve(1)
    assert line is not None and sum(a.item is not None for a in line) == 1


def test_hint_is_the_first_move_of_a_solution_or_none():
    t = Tower.from_text(". . . . ./. . 木 . ./. 火 土 金 ./. . 水 . ./. . . . . | -")
    hint = t.hint()
    assert hint is not None
    t.play(hint)
    assert t.solve(0) is not None
    assert Tower.from_text(". . . ./. 木 木 ./. . . . | -").hint() is None


def test_node_limit_raises_instead_of_answering_none():
    # The no-item decision needs no cap (issue #12): it answers even under a tiny limit.
    # cross 11 has no line without items: a proof, not a SearchLimitError.
    assert Tower.deal("cross", 11).solve(0, node_limit=10) is None
    # The item search does stop at its limit, with an error rather than a None.
    stuck = Tower.deal("windmill", 4)
    assert stuck.solve(0) is None       # windmill 4 needs items
    with pytest.raises(SearchLimitError):
        stuck.solve(5, node_limit=10)


def test_full_deal_lines_replay_to_a_win():
    for seed in range(5):
        t = Tower.deal("basic", seed)
        line = t.solve(0)
        assert line is not None
        for a in line:
            t.play(a)
        assert t.is_won() and t.card_count() == 20
