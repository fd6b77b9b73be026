"""A scripted 3-human 釣鶼鰈 game (issue #35.5): every seat a human with the
default block setting ("only when it matters", ruling FP1) or another, each playing the
attentive computer's choice. Prints JSON: the steps (seat, action, and
``auto`` for a pass the page makes itself because the seat is not asked, and
the phase it is made in), the scores, and ``turns``: the times the turn passes from one seat to another (a hand-over
each, and the only ones the page should show)."""
import json
import sys

from wuxing_core.fishing import Computer, Fishing
from wuxing_core.fishing.events import GameEnded, TurnStarted

seed = int(sys.argv[1])
limit = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000
blocks = sys.argv[3] if len(sys.argv) > 3 else "matter"   # the seats' block setting (FP1): matter or always
g = Fishing.deal(3, seed)
bots = [Computer("attentive", p, seed=seed) for p in range(3)]
steps = []
while not g.is_over() and len(steps) < limit:
    seat = g.current_player()
    auto = g.phase == "window" and blocks == "matter" and not g.block_matters()
    action = g.parse_action("pass") if auto else bots[seat].choose(g)
    steps.append({"seat": seat, "action": str(action), "auto": auto, "phase": g.phase})
    g.play(action)
# A turn that passes to another seat, unless the game ends with it (then nobody takes the tablet).
starts = [(e.player, k) for k, e in enumerate(g.events) if isinstance(e, TurnStarted)]
turns = sum(1 for (a, _), (b, k) in zip(starts, starts[1:])
            if a != b and not (k + 1 < len(g.events) and isinstance(g.events[k + 1], GameEnded)))
print(json.dumps({"seed": seed, "steps": steps, "turns": turns, "over": g.is_over(), "scores": g.scores()},
                 ensure_ascii=False))
