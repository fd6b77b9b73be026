"""The 墨香 play demo's position (``Ink.to_follow``, issue #40.4, ruling E6):
the reader holds the hand and follows the lead to beat, whose total is the
scoring module's own for a lead with one card left; every malformed demo is
refused with a reason, and a lead that would skip the reader is refused."""
import random

import pytest

from wuxing_core.errors import InvalidPositionError
from wuxing_core.ink import Ink, Play, Special
from wuxing_core.ink.cards import the_set
from wuxing_core.ink.scoring import total

SET = the_set()


def plays_in(cards):
    """Every play of a monster in ``cards`` with at most one card of each kind its potential allows (M4)."""
    g = Ink.to_follow(list(cards))
    return list(g._plays(cards))


@pytest.mark.parametrize("hand, beat, reason", [
    ([], [], "hand_size"),
    (list(range(1, 14)), [], "hand_size"),
    ([28], [28], "card_twice"),
    ([28, 28], [1], "card_twice"),
    ([28], [9999], "no_card"),
    ([28], [True], "no_card"),
    ([28], [1.0], "no_card"),
    ([28], [1003], "not_a_play"),             # an equipment card alone is no play
    ([28], [1, 2], "not_a_play"),             # two monsters
    ([3], [1, 3005], "skips_you"),            # its skill skips the next player
    ([3], [1, 3007], "draws_you"),            # its skill has the next player draw
    ("0028", [], "not_cards"),
    ([28], None, "not_cards"),
])
def test_what_cannot_be_a_demo_is_refused_with_a_reason(hand, beat, reason):
    with pytest.raises(InvalidPositionError) as caught:
        Ink.to_follow(hand, beat)
    assert caught.value.reason == reason


def test_the_reader_follows_the_lead_with_its_total():
    rng = random.Random(404)
    numbers = sorted(SET)
    checked = refused = 0
    for _ in range(400):
        cards = rng.sample(numbers, 16)
        leads = plays_in(cards[:8])
        if not leads:
            continue
        beat = rng.choice(leads)
        hand = [n for n in cards[8:] if n not in beat][:rng.randint(1, 8)]
        try:
            g = Ink.to_follow(hand, list(beat))
        except InvalidPositionError as err:
            assert err.reason in ("skips_you", "draws_you"), err
            refused += 1
            continue
        checked += 1
        assert g.current_player() == 0 and not g.leading() and not g.is_over()
        assert sorted(g.hand(0)) == sorted(hand)
        assert g.to_beat() == total(tuple(sorted(beat)), True, None, 1)    # led, one card left in that hand
        assert g.field()[-1][1] == tuple(sorted(beat))
        for action in g.legal_actions():     # every legal play beats it; each is the preview's total
            if isinstance(action, Play):
                assert g.preview(action) > g.to_beat()
            else:
                assert isinstance(action, Special) or str(action) == "pass"
    assert checked > 100 and refused < checked


def test_with_nothing_to_beat_the_reader_leads():
    g = Ink.to_follow([3, 2001, 2005])
    assert g.current_player() == 0 and g.leading() and g.to_beat() == 0
    assert "pass" not in [str(a) for a in g.legal_actions()]          # a leader with a play must play (M10)
    g.play(Play((3, 2001)))
    assert g.current_player() == 1 and g.hand(0) == [2005]
