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
