"""墨香 random playouts (issue #15.8): more than 10,000 actions per run with the
invariants checked at every step, and the computer players' hidden-information
test (#15.5): a seat's choice is the same in two deals that differ only in
cards it has not seen."""
import random
from collections import Counter

import pytest

from wuxing_core.errors import IllegalActionError
from wuxing_core.ink import Ink, the_set
from wuxing_core.ink.computer import LEVELS, Computer

EVERY = Counter(list(the_set()))


def cards_in_play(g: Ink) -> Counter:
    return Counter([n for p in range(g.players) for n in g.hand(p)] + list(g._deck)
                   + [n for _, cards, _ in g.field() for n in cards])


def test_ten_thousand_actions_keep_the_invariants():
    actions = games = 0
    seed = 0
    while actions < 10_500:
        players = 2 + seed % 3
        g = Ink.deal(players, seed)
        rng = random.Random(seed)
        bots = [Computer(("beginner", "greedy")[(seed + s) % 2], s, seed) for s in range(players)]
        while not g.is_over():
            assert cards_in_play(g) == EVERY                                  # cards conserved
            legal = g.legal_actions()
            assert legal and [g.parse_action(str(a)) for a in legal] == legal  # notation both ways
            totals = dict(g.scored_plays())
            for _ in range(3):                                                 # legal iff accepted
                candidate = g.random_action(rng)
                before = g.to_text()
                try:
                    g.play(candidate)
                except IllegalActionError:
                    assert candidate not in legal and g.to_text() == before
                else:
                    assert candidate in legal
                    g.undo()
            action = bots[g.current_player()].choose(g) if rng.random() < 0.7 else rng.choice(legal)
            assert action in legal
            expected = totals.get(action)
            g.play(action)
            if expected is not None:
                assert g.field()[-1][2] == expected or g.is_over()            # the preview was the total
            actions += 1
            if actions % 97 == 0:
                assert Ink.from_json(g.to_json()) == g                         # save round trip
        assert cards_in_play(g) == EVERY and g.winners()
        assert Ink.from_json(g.to_json()) == g
        games += 1
        seed += 1
    assert games > 20


@pytest.mark.parametrize("level", list(LEVELS))
def test_a_computer_decides_only_on_what_it_has_seen(level):
    checked = 0
    for seed in range(8 if level == "expert" else 20):
        players = 2 + seed % 3
        g = Ink.deal(players, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(3, 40)):
            if g.is_over():
                break
            g.play(rng.choice(g.legal_actions()))
        if g.is_over():
            continue
        seat = g.current_player()
        twin = g.unseen_variant(seat, rng)
        if twin is None:
            continue
        assert twin._snapshot() != g._snapshot()
        assert twin.view(seat) == g.view(seat) and twin.legal_actions() == g.legal_actions()
        mine = Computer(level, seat, seed=5, samples=3).choose(g)
        theirs = Computer(level, seat, seed=5, samples=3).choose(twin)
        assert mine == theirs, (seed, level)
        checked += 1
    assert checked >= 4


def test_levels_choose_legal_actions_and_refuse_other_turns():
    g = Ink.deal(2, 1)
    with pytest.raises(ValueError):
        Computer("grandmaster", 0)
    seat = g.current_player()
    with pytest.raises(ValueError):
        Computer("greedy", 1 - seat).choose(g)
    for level in LEVELS:
        assert Computer(level, seat, 1).choose(g) in g.legal_actions()
