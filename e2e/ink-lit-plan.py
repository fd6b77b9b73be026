"""Which hand cards the 墨香 page must light (issue #35.3), from the engine:
a seeded 2-seat deal, the seat to lead, a monster and one of its supports to
pick, and for no pick, one pick and both picks the cards of every legal play
(``legal_actions()``) that holds the picked ones. Prints JSON."""
import json
import sys

from wuxing_core.ink import Ink, Play, card

g = Ink.deal(2, int(sys.argv[1]))
plays = [set(a.cards) for a in g.legal_actions() if isinstance(a, Play)]
specials = [a.card for a in g.legal_actions() if not isinstance(a, Play) and hasattr(a, "card")]


def lit(chosen: set[int]) -> list[int]:
    out = set().union(*[p for p in plays if chosen <= p])
    if not chosen:
        out |= set(specials)
    return sorted(out)


monster, support = next((m, s) for p in plays for m in p if card(m).kind == "monster" for s in p if s != m)
print(json.dumps({"first": g.current_player(), "hand": g.hand(g.current_player()), "picks": [monster, support],
                  "lit": [lit(set()), lit({monster}), lit({monster, support})]}))
