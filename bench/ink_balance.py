"""墨香 balance and computer-player tables (issue #15.6–7): `make balance`.

Prints, and writes to docs/INK-BALANCE.md:
- the level tables: GAMES_TABLE seeded games per pairing and player count, one
  seat the first level and the others the second, the seat rotated game by
  game; wins of a shared safety-stop win are split;
- the balance figures over GAMES_BALANCE games per player count, every seat
  the greedy level: win rate by seat, game length in turns, share ended by
  the safety stop, and per card how often it was played and the win rate of
  the seat that played it.

Environment: GAMES_TABLE (default 200), GAMES_BALANCE (default 2000),
OUT (default docs/INK-BALANCE.md; empty: print only)."""
from __future__ import annotations

import os
import platform
import sys
import time
from collections import Counter

from wuxing_core.ink import Ink, the_set
from wuxing_core.ink.computer import Computer
from wuxing_core.ink.events import Played, SpecialPlayed

GAMES_TABLE = int(os.environ.get("GAMES_TABLE", 200))
GAMES_BALANCE = int(os.environ.get("GAMES_BALANCE", 2000))
OUT = os.environ.get("OUT", "docs/INK-BALANCE.md")
PAIRS = [("greedy", "beginner"), ("expert", "greedy"), ("expert", "beginner")]


def play(players: int, seed: int, levels: list[str]) -> Ink:
    g = Ink.deal(players, seed)
    bots = [Computer(level, s, seed=seed * 7 + s) for s, level in enumerate(levels)]
    while not g.is_over():
        g.play(bots[g.current_player()].choose(g))
    return g


def table(lines: list[str]) -> None:
    lines += ["## Computer levels", "",
              f"{GAMES_TABLE} games per row; one seat plays the first level, the others the second; the "
              "first level's seat moves one place each game. *Fair share* is what the first level would "
              "win if the levels were equal (1 / players).", "",
              "| first level | other seats | players | first level wins | share | fair share | turns / game |",
              "|---|---|---|---|---|---|---|"]
    for a, b in PAIRS:
        for players in (2, 3, 4):
            wins = 0.0
            turns = 0
            t0 = time.time()
            for seed in range(GAMES_TABLE):
                levels = [a if s == seed % players else b for s in range(players)]
                g = play(players, seed, levels)
                wins += sum(1 / len(g.winners()) for w in g.winners() if levels[w] == a)
                turns += g.turn() - 1
            row = (f"| {a} | {b} | {players} | {wins:g} | {wins / GAMES_TABLE:.0%} | {1 / players:.0%} | "
                   f"{turns / GAMES_TABLE:.1f} |")
            lines.append(row)
            print(row, f"({time.time() - t0:.0f} s)", flush=True)


def balance(lines: list[str]) -> None:
    lines += ["", "## Balance", "",
              f"{GAMES_BALANCE} games per player count, every seat the greedy level (the expert is too slow "
              "for this many games; the greedy level plays every card sooner or later, since a hand must "
              "be emptied).", ""]
    played: dict[int, Counter] = {n: Counter() for n in the_set()}
    for players in (2, 3, 4):
        seat_wins = [0.0] * players
        lengths: list[int] = []
        safety = 0
        for seed in range(GAMES_BALANCE):
            g = play(players, 100_000 + seed, ["greedy"] * players)
            for w in g.winners():
                seat_wins[w] += 1 / len(g.winners())
            lengths.append(g.turn() - 1)
            safety += g.end_reason == "safety"
            by_card: dict[int, set[int]] = {}
            for e in g.events:
                cards = e.cards if isinstance(e, Played) else (e.card,) if isinstance(e, SpecialPlayed) else ()
                for n in cards:
                    by_card.setdefault(n, set()).add(e.player)
            for n, seats in by_card.items():
                played[n]["games"] += 1
                for s in seats:
                    played[n]["seats"] += 1
                    played[n]["wins"] += s in g.winners()
        lengths.sort()
        row = (f"**{players} players**: win rate by seat (seat 1 acts first only if the deal says so; the "
               f"first player is drawn) " + ", ".join(f"seat {s + 1} {w / GAMES_BALANCE:.1%}"
                                                       for s, w in enumerate(seat_wins))
               + f"; turns per game median {lengths[len(lengths) // 2]}, p95 {lengths[int(len(lengths) * .95)]}, "
               f"max {lengths[-1]}; ended by the safety stop {safety / GAMES_BALANCE:.2%}.")
        lines += [row, ""]
        print(row, flush=True)
    total_games = 3 * GAMES_BALANCE
    base = sum(c["wins"] for c in played.values()) / max(1, sum(c["seats"] for c in played.values()))
    lines += ["### Cards", "",
              f"Over all {total_games} games: *played in* is the share of games in which some seat played "
              "the card; *win rate* is how often a seat that played it won the game. Winners play more "
              f"cards, so the baseline is the average over every card played: {base:.1%}.", "",
              "| card | name | kind | ink | played in | win rate |", "|---|---|---|---|---|---|"]
    never = []
    for n, c in the_set().items():
        games, seats, wins = played[n]["games"], played[n]["seats"], played[n]["wins"]
        if games == 0:
            never.append(c.code)
        lines.append(f"| {c.code} | {c.zh} {c.en} | {c.kind} | {c.ink} | {games / total_games:.0%} | "
                     f"{(wins / seats if seats else 0):.0%} |")
    lines += ["", f"Cards never played: {', '.join(never) if never else 'none'}."]
    print("never played:", never or "none")


def main() -> None:
    lines = ["# 墨香 balance and computer levels", "",
             f"Written by `make balance` ({platform.python_implementation()} {sys.version.split()[0]}); "
             "seeded, so a rerun gives the same figures.", ""]
    if GAMES_TABLE:
        table(lines)
    balance(lines)
    if OUT:
        with open(OUT, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        print("wrote", OUT)


if __name__ == "__main__":
    main()
