"""Plan the 墨香 e2e game (issue #16 tests): three human seats on a seeded deal,
played to a win through a special-card reset, passes that draw, and a deck
rebuilt from the battlefield (M6). Until the deck has been rebuilt the seats
pass when they may and lead with one monster alone (hands grow); then they
play greedily. Prints JSON: the seed and, per action, the seat, the cards to
tap, and the names of the cards no one at the table may see at the hand-over
screen (every hand and the deck, but shown cards) and once that seat's hand is
open (the others' hands and the deck). The planner may look at the deal; the
page may not."""
import json
import sys

from wuxing_core.ink import Ink, Pass, Play, Special, card
from wuxing_core.ink.computer import greedy_choice
from wuxing_core.ink.events import Played, Recycled, Revealed, SpecialPlayed, TookBack

PLAYERS = 3


def plan(seed: int, lang: str):
    g = Ink.deal(PLAYERS, seed)
    steps = []
    recycled = special = False
    while not g.is_over() and len(steps) < 400:
        p = g.current_player()
        legal = g.legal_actions()
        specials = [a for a in legal if isinstance(a, Special)]
        if not special and specials and not g.leading():
            action = specials[0]
        elif not recycled and Pass() in legal:
            action = Pass()
        elif not recycled:
            plays = [a for a in legal if isinstance(a, Play)]
            action = min(plays, key=lambda a: (len(a.cards), g.preview(a))) if plays else legal[0]
        else:
            action = greedy_choice(g)
        # Cards never seen by the whole table (a card played earlier may be named by the log).
        public = set()
        for e in g.events:
            public.update(e.cards if isinstance(e, (Played, Revealed)) else
                          (e.card,) if isinstance(e, (SpecialPlayed, TookBack)) else ())
        everyone = [n for q in range(PLAYERS) for n in g.hand(q)] + list(g._deck)
        screen = sorted({card(n).name(lang) for n in everyone if n not in public})
        open_ = sorted({card(n).name(lang) for n in everyone if n not in public and n not in g.hand(p)})
        taps = list(action.cards) if isinstance(action, Play) else [action.card] if isinstance(action, Special) else []
        # A monster first, as a player taps.
        taps.sort(key=lambda n: (card(n).kind != "monster", n))
        steps.append({"seat": p, "action": str(action), "taps": taps, "screen": screen, "open": open_,
                      "hand": g.hand(p),
                      "total": g.preview(action) if isinstance(action, Play) else None})
        g.play(action)
        recycled = recycled or any(isinstance(e, Recycled) for e in g.events)
        special = special or any(isinstance(e, SpecialPlayed) for e in g.events)
    return g, steps, recycled, special


if __name__ == "__main__":
    seed = int(sys.argv[1])
    lang = sys.argv[2] if len(sys.argv) > 2 else "zh"
    g, steps, recycled, special = plan(seed, lang)
    assert g.is_over() and g.end_reason == "emptied" and recycled and special, "the seed does not fit the plan"
    print(json.dumps({"seed": seed, "steps": steps, "winner": g.winners()[0]}, ensure_ascii=False))
