"""How 釣鶼鰈 games against the computer end (issue #35.6, rulings F9b, F9c).

GAMES seeded games per seat count (2, 3, 4) and table: every seat attentive,
every seat forgetful, and the two alternating (seat 0 attentive). Prints the
share of games ended by each reason (``safety`` is F9's safety stop), the mean
and longest log (events) and the mean number of turns after the last score.
"""
from __future__ import annotations

import os
from collections import Counter

from wuxing_core.fishing import Computer, Fishing
from wuxing_core.fishing.events import Scored, TurnStarted

GAMES = int(os.environ.get("GAMES", 50))


TABLES = {"attentive": ("attentive",), "forgetful": ("forgetful",), "alternating": ("attentive", "forgetful")}


def play(players: int, seed: int, levels: tuple[str, ...]) -> tuple[str, int, int]:
    """(end reason, events, turns after the last score) of one seeded game."""
    g = Fishing.deal(players, seed)
    bots = [Computer(levels[s % len(levels)], s, seed=seed) for s in range(players)]
    while not g.is_over():
        g.play(bots[g.current_player()].choose(g))
    last = max((k for k, e in enumerate(g.events) if isinstance(e, Scored)), default=0)
    tail = sum(isinstance(e, TurnStarted) for e in g.events[last:])
    return str(g.end_reason), len(g.events), tail


def main() -> None:
    print(f"釣鶼鰈 endings, {GAMES} games per seat count and table of computers")
    print(f"{'table':<12} {'seats':>5}  {'ends (share of games)':<50} {'events mean':>11} {'max':>5} "
          f"{'turns after last score':>23}")
    for table, levels in TABLES.items():
        for players in (2, 3, 4):
            rows = [play(players, seed, levels) for seed in range(GAMES)]
            ends = Counter(r[0] for r in rows)
            shares = ", ".join(f"{k} {100 * v / GAMES:.0f} %" for k, v in sorted(ends.items()))
            print(f"{table:<12} {players:>5}  {shares:<50} {sum(r[1] for r in rows) / GAMES:>11.0f} "
                  f"{max(r[1] for r in rows):>5} {sum(r[2] for r in rows) / GAMES:>23.1f}")


if __name__ == "__main__":
    main()
