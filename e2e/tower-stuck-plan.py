"""A 靈獸塔 play that ends stuck (T6: no stack and no item left), for the e2e
test of the stuck screen (issue #14.7). Random legal actions on seeded deals
until one sticks; prints the layout, seed and the game's JSON save."""
import json
import random

from wuxing_core.tower import Tower

for seed in range(500):
    game = Tower.deal("basic", seed)
    rng = random.Random(seed)
    while not game.is_over():
        game.play(rng.choice(game.legal_actions()))
    if game.is_stuck():
        assert Tower.from_json(game.to_json()).is_stuck()
        print(json.dumps({"layout": "basic", "seed": seed, "game": game.to_json(), "moves": game.moves},
                         ensure_ascii=False))
        break
else:
    raise SystemExit("no stuck play found")
