"""An independent brute-force solver for small positions, written only against
the public API (legal_actions / play / undo / to_text): no abstraction, no
pruning, every line tried. Slow, simple, obviously right."""

from wuxing_core.tower import Tower

INF = 99


def min_items(tower: Tower) -> int:
    """Fewest items that win from ``tower`` (INF when none)."""
    memo: dict[str, int] = {}

    def go(t: Tower) -> int:
        if t.is_won():
            return 0
        key = t.to_text()
        if key in memo:
            return memo[key]
        best = INF
        for a in t.legal_actions():
            t.play(a)
            cost = go(t) + (a.item is not None)
            t.undo()
            best = min(best, cost)
        memo[key] = best
        return best

    return go(tower)


def fewest_items(tower: Tower) -> int:
    """``min_items`` by ``wins_with_items`` (the rules module's moves, no
    Tower object): the smallest set of the items in hand that wins."""
    from itertools import combinations
    cells = [tuple(card % 5 for card in pile) for pile in tower.cells]
    for k in range(len(tower.items) + 1):
        if any(wins_with_items(cells, tower.width, tower.height, "".join(s))
               for s in combinations(tower.items, k)):
            return k
    return INF


def wins_without_items(cells: list[tuple[int, ...]], width: int, height: int) -> bool:
    """Brute force for no-item positions: every stack line from ``cells`` (full
    piles of elements, bottom first) by the rules module's own moves (T1–T3),
    memoised on the whole position. No abstraction: faster than ``min_items``
    only because it skips the Tower object."""
    from wuxing_core.tower import board
    nbrs = board.neighbours(width, height)
    memo: dict[tuple, bool] = {}

    def go(position: tuple) -> bool:
        got = memo.get(position)
        if got is None:
            if len(position) - position.count(()) <= 1:     # one pile or none: won
                return True
            got = False
            for move in board.stacks(position, nbrs):
                after = list(position)
                board.apply(after, move)
                if go(tuple(after)):
                    got = True
                    break
            memo[position] = got
        return got

    return go(tuple(cells))


def wins_with_one_item(cells: list[tuple[int, ...]], width: int, height: int, item: str) -> bool:
    """Brute force with at most one use of ``item`` (``wins_with_items``)."""
    return wins_with_items(cells, width, height, item)


_SHARED: dict = {"key": None, "memo": {}}


def _shared_memo(key: tuple) -> dict:
    """One memo for every call on the same start, for the positions with one
    item or none left, which the pairs of one deal share (a position's answer
    depends only on it and the items left). Every move spends an item or joins
    two piles, so the positions form no cycle and each answer stored is final.
    Only the last start is kept."""
    if _SHARED["key"] != key:
        _SHARED["key"], _SHARED["memo"] = key, {}
    return _SHARED["memo"]


def wins_with_items(cells: list[tuple[int, ...]], width: int, height: int, items: str) -> bool:
    """Brute force with each of ``items`` used at most once: every stack and
    item move from ``cells`` by the rules module's own moves (T1–T5),
    memoised on the whole position and the items left. No abstraction."""
    from wuxing_core.tower import board
    nbrs = board.neighbours(width, height)
    shared = _shared_memo(("items", tuple(cells), width, height))
    own: dict[tuple, bool] = {}

    def moves(position: tuple, left: str):
        yield from ((m, left) for m in board.stacks(position, nbrs))
        for item in left:
            yield from ((m, left.replace(item, "")) for m in board.item_moves(position, nbrs, item))

    def go(position: tuple, left: str) -> bool:
        memo = shared if len(left) <= 1 else own
        got = memo.get((position, left))
        if got is None:
            if len(position) - position.count(()) <= 1:     # one pile or none: won
                return True
            memo[(position, left)] = False
            got = False
            for move, after_left in moves(position, left):
                after = list(position)
                board.apply(after, move)
                if go(tuple(after), after_left):
                    got = True
                    break
            memo[(position, left)] = got
        return got

    return go(tuple(cells), "".join(sorted(items)))


def wins_with_one_swap(cells: list[tuple[int, ...]], width: int, height: int, equal_starts: bool = True) -> bool:
    """Brute force with one 幻予之水 (T5), every stack and swap by the rules
    module; each pile keeps the identity of the cell it started on (a
    stacked pile takes the identity of the one it stands on, T2, a swap
    carries both). ``equal_starts=False`` forbids swapping two piles whose
    start piles were equal, as ``one_item.swap_graphs`` skips them."""
    from wuxing_core.tower import board
    nbrs = board.neighbours(width, height)
    memo: dict[tuple, bool] = {}

    def go(position: tuple, ids: tuple, left: bool) -> bool:
        key = (position, ids if not equal_starts else None, left)
        got = memo.get(key)
        if got is None:
            if len(position) - position.count(()) <= 1:     # one pile or none: won
                return True
            memo[key] = False
            moves = [(m, left) for m in board.stacks(position, nbrs)]
            if left:
                moves += [(m, False) for m in board.item_moves(position, nbrs, "水")
                          if equal_starts or cells[ids[m[1]]] != cells[ids[m[2]]]]
            got = False
            for move, after_left in moves:
                after, after_ids = list(position), list(ids)
                board.apply(after, move)
                if move[0] == "stack":
                    after_ids[move[1]] = None
                else:
                    after_ids[move[1]], after_ids[move[2]] = ids[move[2]], ids[move[1]]
                if go(tuple(after), tuple(after_ids), after_left):
                    got = True
                    break
            memo[key] = got
        return got

    return go(tuple(cells), tuple(i if p else None for i, p in enumerate(cells)), True)
