"""Block prompts in scripted 4-player 釣鶼鰈 games (issue #14.6, ruling FP1).

Four human seats, played by the attentive computer's choices, as the page
runs them: in a block window a seat is asked under its setting, and a seat
not asked passes at once. Prints, per setting, the prompts a whole game puts
to the players, over seeds 0 … GAMES−1 (the same deals for every setting).
``always`` is the page before FP1 (it asked every seat that could block).
"""
from __future__ import annotations

import os

from wuxing_core.fishing import Computer, Fishing

GAMES = int(os.environ.get("GAMES", 20))


def play(seed: int, setting: str) -> tuple[int, int, int]:
    """(prompts, windows, actions) of one game with every seat on ``setting``."""
    g = Fishing.deal(4, seed)
    bots = [Computer("attentive", p, seed=seed) for p in range(4)]
    prompts = windows = actions = 0
    while not g.is_over() and actions < 5000:
        if g.phase == "window":
            windows += 1
            asked = setting == "always" or (setting == "matter" and g.block_matters())
            if not asked:
                g.play("pass")
                actions += 1
                continue
            prompts += 1
        g.play(bots[g.current_player()].choose(g))
        actions += 1
    return prompts, windows, actions


def main() -> None:
    print(f"block prompts, 4 human seats played by the attentive computer, seeds 0-{GAMES - 1}")
    print(f"{'setting':8} {'prompts':>8} {'per game':>9} {'windows':>8} {'actions':>8}")
    for setting in ("always", "matter", "never"):
        rows = [play(seed, setting) for seed in range(GAMES)]
        p, w, a = (sum(r[k] for r in rows) for k in range(3))
        print(f"{setting:8} {p:8} {p / GAMES:9.1f} {w:8} {a:8}")
    print("seed 0 alone:", {s: play(0, s)[0] for s in ("always", "matter", "never")})


if __name__ == "__main__":
    main()
