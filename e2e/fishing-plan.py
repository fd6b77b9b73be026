"""Plan the e2e scenario on a seeded 2-player deal (issue #5.7): the active
player flips a then b (broken: b generates a), rescues with a hand card a
between them (the pair a a), the other player blocks it, the active player
counters, the pair scores. Prints the plan as JSON, checked on the engine."""
import json
import sys

from wuxing_core.fishing import Fishing

seed = int(sys.argv[1])
g = Fishing.deal(2, seed)
names = g.cell_names()
els = [s[0] for s in g._cells]   # the planner may look at the deal; the page may not
P, O = g.first, 1 - g.first
for ia, a in enumerate(els):
    b = (a + 4) % 5
    if b in els[ia + 1:]:
        ib = els.index(b, ia + 1)
        break
ic = next(i for i in range(len(els)) if i not in (ia, ib))
id_ = next(i for i in range(len(els)) if i not in (ia, ib, ic))
A, B, C, D = names[ia], names[ib], names[ic], names[id_]
E = "木火土金水"
x, z = E[(a + 3) % 5], E[(a + 1) % 5]   # x overcomes a; z overcomes x
actions = [f"flip {A}", "pass", f"flip {B}", "pass", f"play {E[a]} 1 {C}", f"block {x} {C}", f"block {z} {C}"]
for act in actions:
    g.play(act)
assert g.pile(P) == [("pair", E[a] * 2)], g.pile(P)
print(json.dumps({"first": P, "other": O, "A": A, "B": B, "C": C, "D": D, "a": E[a], "b": E[b], "x": x, "z": z,
                  "actions": actions, "position": g.to_text()}, ensure_ascii=False))
