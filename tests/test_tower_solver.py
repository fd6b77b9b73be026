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


def items_first_brute(cells: list[tuple[int, ...]], w: int, h: int, items: str, budget: int,
                      stacks: int = 0) -> bool:
    """Every order of ``budget`` uses of ``items`` (or fewer, once one pile is
    left) and at most ``stacks`` stacks among them, then a win by stacks
    alone: no order skipped."""
    from brute_force import wins_without_items
    from wuxing_core.tower import board as rules
    nbrs = rules.neighbours(w, h)

    def go(position: list, left: str, k: int, stacks: int) -> bool:
        if sum(1 for p in position if p) <= 1:
            return True
        if k == 0 or not left:
            return wins_without_items(position, w, h)
        moves = [(m, left.replace(item, ""), k - 1, stacks) for item in left
                 for m in rules.item_moves(position, nbrs, item)]
        if stacks:
            moves += [(m, left, k, stacks - 1) for m in rules.stacks(position, nbrs)]
        for move, *rest in moves:
            after = list(position)
            rules.apply(after, move)
            if go(after, *rest):
                return True
        return False

    return go(list(cells), items, budget, stacks)


@pytest.mark.parametrize("stacks", [0, 1])
def test_items_first_walks_one_order_of_moves_that_commute_and_misses_no_line(stacks):
    # Two moves on different cells give the same position in either order
    # (T2, T3, T5 read and change only their own cells), so the items-first
    # search walks two uses in SEARCH_ITEM_ORDER only, and a use after a
    # stack only if it touches the stack's cells; it must still find every
    # line the brute force finds with every order.
    from wuxing_core.tower.solver import Solver
    found = missed = 0
    boards = list(random_boards(120 if stacks == 0 else 60, 38 + stacks, 5,
                                ["土金", "木水", "火土", "金水", "木火土", "土金水"]))
    # 木 must fill the cell a stack just emptied (a use after a stack
    # touches its cells when it touches either of them)
    boards.append(Tower.from_text(". 土 ./. 水 ./. 土木 ./土土 土金 ./. . . | 木土"))
    for t in boards:
        cells = [tuple(card % 5 for card in pile) for pile in t.cells]
        budget = min(len(t.items), 2 if len(t.items) < 3 or t.width * t.height > 12 or stacks else 3)
        solver = Solver(t.width, t.height)
        line = solver.items_first(cells, t.items, budget, 10**9, stacks)
        expected = items_first_brute(cells, t.width, t.height, t.items, budget, stacks)
        assert (line is not None) == expected, t.to_text()
        if line is not None:
            assert_wins(t, line, budget)
            found += 1
        else:
            missed += 1
    assert found > 10 and missed > 10, (found, missed)     # both answers are exercised


def assert_wins(t: Tower, line: list[tuple], budget: int) -> None:
    """``line`` (``board`` moves from ``t``) wins when the rules play it, with at most ``budget`` items."""
    from wuxing_core.tower import board as rules
    assert sum(1 for m in line if m[0] != "stack") <= budget, line
    replay = Tower.from_text(t.to_text())
    for move in line:
        replay.play(rules.action_of(move, t.width))
    assert replay.is_won(), line


def test_the_full_search_walks_one_order_of_moves_that_commute_and_misses_no_line():
    # The plain search (what proves two items or more not enough) walks the
    # same one order of moves that commute as the items-first search: two
    # uses in SEARCH_ITEM_ORDER unless the second touches the first's cells,
    # and a use after stacks only if it touches theirs. Its answer must be
    # the brute force's, which walks every order.
    from brute_force import wins_with_items
    from wuxing_core.tower.solver import Solver
    boards = list(random_boards(80, 380, 5, ["木火", "木土", "火金", "木水", "木火土", "火土金"]))
    # a 木 or 火 into the cell a stack just emptied touches that stack (one
    # board of 4,000 random ones where only such a line wins)
    boards.append(Tower.from_text(". . 水木/. . ./土金 金金 木/. . ./. . . | 木火"))
    won = lost = 0
    for t in boards:
        cells = [tuple(card % 5 for card in pile) for pile in t.cells]
        line = Solver(t.width, t.height).exhaustive(cells, t.items, len(t.items))
        assert (line is not None) == wins_with_items(cells, t.width, t.height, t.items), t.to_text()
        if line is not None:
            assert_wins(t, line, len(t.items))
        won += line is not None
        lost += line is None
    assert won > 10 and lost > 10, (won, lost)


def test_the_uses_touching_a_mask_are_the_uses_that_change_one_of_its_cells():
    from wuxing_core.tower import board as rules
    rng = random.Random(38)
    nbrs = rules.neighbours(5, 4)
    for _ in range(500):
        cells = [tuple(rng.randrange(5) for _ in range(rng.randint(1, 3))) if rng.random() < 0.5 else ()
                 for _ in range(20)]
        mask = rng.getrandbits(20)
        for item in E:
            expected = [m for m in rules.item_moves(cells, nbrs, item)
                        if any(mask >> cell & 1 for cell in ((m[1], m[3]) if item == "火" else m[1:2] if item in "土金" else m[1:3]))]
            assert list(rules.item_moves_touching(cells, nbrs, item, mask)) == expected


@pytest.mark.parametrize("budget", [2, 3])
def test_searching_each_set_of_items_apart_decides_as_the_brute_force(budget):
    # Solver.search with two items or more asks each set of that many items
    # apart (by_sets; with two, the pairs two_items decides exactly left out):
    # a line, or None only where no line with that many items wins.
    from brute_force import fewest_items
    from wuxing_core.tower.solver import Solver
    won = lost = 0
    boards = list(random_boards(20 if budget == 2 else 40, 40 + budget, 5,
                                ["木火土金", "火土金水", "木金水", "木火土金水", "木火水"]))
    boards += [Tower.from_text("水 . 木 土/金木 . . 木金/水 . . ./. . . . | 木金水"),   # only 木水 wins
               Tower.from_text("水金 . ./. . ./火 木 土/. . 木金 | 木水")]
    for t in boards:
        cells = [tuple(card % 5 for card in pile) for pile in t.cells]
        solver = Solver(t.width, t.height)
        solver.QUICK_NODES = solver.ITEMS_FIRST_NODES = 0     # (small boards: those would decide alone)
        line = solver.search(cells, t.items, budget)
        assert (line is not None) == (fewest_items(t) <= budget), t.to_text()
        if line is not None:
            assert_wins(t, line, budget)
        won += line is not None
        lost += line is None
    assert won >= 5 and lost >= 5, (won, lost)
