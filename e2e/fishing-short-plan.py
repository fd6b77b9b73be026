"""A 2-player 釣鶼鰈 game played by attentive computers until 10 or fewer
cards lie on the field, at the start of a turn (issue #35.6, ruling F9c: the
page states the short safety stop from then on). Prints the JSON save and the
view's quiet turns and turns left, checked on the engine."""
import json
import sys

from wuxing_core.fishing import Computer, Fishing

for seed in range(int(sys.argv[1]) if len(sys.argv) > 1 else 0, 1000):
    g = Fishing.deal(2, seed)
    bots = [Computer("attentive", p, seed=seed) for p in range(2)]
    while not g.is_over() and not (g.field_count() <= 10 and g.phase == "flip" and not g.line_text()):
        g.play(bots[g.current_player()].choose(g))
    if not g.is_over():
        view = g.view(0)
        assert view["short_stop"] and view["safety_turns"] == 6
        assert Fishing.from_json(g.to_json()).to_text() == g.to_text()
        print(json.dumps({"seed": seed, "game": g.to_json(), "quiet": view["quiet_turns"],
                          "left": view["safety_turns"] - view["quiet_turns"], "cards": g.field_count()}))
        break
