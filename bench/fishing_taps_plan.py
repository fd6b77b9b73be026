"""A seeded 2-human 釣鶼鰈 game for the tap benchmark (bench/tap_bench.mjs):
random legal actions from the deal until the game ends (at most MAX actions),
each with the seat that acts. Both seats are asked every block window, so
the page's actions are the engine's. Prints JSON."""
import json
import random
import sys

from wuxing_core.fishing import Fishing

MAX = 160
seed = int(sys.argv[1])
rng = random.Random(seed)
g = Fishing.deal(2, seed)
steps = []
while not g.is_over() and len(steps) < MAX:
    legal = g.legal_actions()
    plays = [a for a in legal if str(a).split()[0] in ("play", "down", "block")]
    action = rng.choice(plays if plays and rng.random() < 0.3 else legal)
    steps.append({"seat": g.current_player(), "action": str(action)})
    g.play(action)
print(json.dumps({"seed": seed, "steps": steps}, ensure_ascii=False))
