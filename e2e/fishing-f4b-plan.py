"""Plan the F4b rescue on a seeded 2-player deal (issue #14.6): the active
player flips four cards in 生 order (s, s+1, s+2, s+3) and then a stray one
that breaks the line; a hand card s+4 played between the fourth and the
stray makes s … s+4 + stray, which holds a dragon (RULES.md F4b). The other
player passes every window. Prints the plan as JSON, checked on the engine."""
import json
import sys

from wuxing_core.fishing import Fishing

E = "木火土金水"
seed = int(sys.argv[1])
g = Fishing.deal(2, seed)
names = g.cell_names()
els = [s[0] for s in g._cells]   # the planner may look at the deal; the page may not
P, O = g.first, 1 - g.first
for s in range(5):
    want = [s, (s + 1) % 5, (s + 2) % 5, (s + 3) % 5, s]   # the stray: s again (not a pair with s+3)
    cells: list[int] = []
    for e in want:
        i = next((i for i in range(len(els)) if els[i] == e and i not in cells), None)
        if i is None:
            break
        cells.append(i)
    if len(cells) == 5:
        break
else:
    sys.exit(f"seed {seed}: no such cards")
C = next(i for i in range(len(els)) if i not in cells)
actions = []
for i in cells:
    actions += [f"flip {names[i]}", "pass"]
rescue = f"play {E[(s + 4) % 5]} 4 {names[C]}"
actions += [rescue, "pass"]
for act in actions:
    g.play(act)
run = "".join(E[(s + k) % 5] for k in range(5))
assert g.pile(P) == [("dragon", run)], g.pile(P)
print(json.dumps({"first": P, "other": O, "cells": [names[i] for i in cells], "C": names[C], "hand": E[(s + 4) % 5],
                  "line": "".join(E[e] for e in want), "run": run, "stray": names[cells[4]], "actions": actions},
                 ensure_ascii=False))
