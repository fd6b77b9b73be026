"""墨香 rules M3–M10 through the API the page uses (issue #15.3–5)."""
import json

import pytest

from wuxing_core.errors import IllegalActionError, InvalidNotationError, InvalidPositionError, InvalidSaveError
from wuxing_core.ink import HAND, SAFETY_TURNS, Ink, Pass, Play, Special, parse_action, the_set
from wuxing_core.ink.events import Drew, DrewCount, GameEnded, LeadStarted, Recycled
from ink_tables import filler, position


# -- M3 deal -------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_deal(players):
    g = Ink.deal(players, seed=9)
    assert g.hand_sizes() == [HAND] * players and g.deck_size() == len(the_set()) - HAND * players
    every = sorted(n for p in range(players) for n in g.hand(p)) + sorted(g._deck)
    assert sorted(every) == sorted(the_set())
    assert Ink.deal(players, 9).to_json() == g.to_json()                     # seeded
    assert {Ink.deal(players, s).current_player() for s in range(40)} == set(range(players))
    assert g.leading() and isinstance(g.events[0], LeadStarted)


def test_bad_deals():
    for players in (1, 5, "2", True):
        with pytest.raises(InvalidPositionError):
            Ink.deal(players, 1)
    with pytest.raises(InvalidPositionError):
        Ink.deal(2, -1)
    g = Ink.deal(2, 1)
    hands = [g.hand(0), g.hand(1)]
    with pytest.raises(InvalidPositionError):
        Ink.from_deal([hands[0], hands[0]], g._deck)                       # a card twice
    with pytest.raises(InvalidPositionError):
        Ink.from_deal([hands[0][:11], hands[1]], g._deck + [hands[0][11]])   # 11 cards


# -- M4 what a play is ------------------------------------------------------------------
def refused(g: Ink, text: str, *words: str) -> None:
    before = (g.to_text(), g._snapshot())
    with pytest.raises(IllegalActionError) as err:
        g.play(text)
    for w in words:
        assert w in str(err.value), str(err.value)
    assert err.value.zh != str(err.value) and err.value.reason   # a code the page words for players
    assert (g.to_text(), g._snapshot()) == before


def test_a_play_is_one_monster_with_its_potential():
    # 0004 泥偶: equipment or item; 0020 白猿: equipment or skill
    hand = [4, 20, 1001, 1002, 2001, 3004, 4001]
    g = position([hand, filler(5)])
    refused(g, "play 1001", "exactly one monster")                    # supports never alone
    refused(g, "play 1001+2001", "exactly one monster")
    refused(g, "play 0004+0020", "exactly one monster")
    refused(g, "play 0004+2001", "potential")
    refused(g, "play 0020+1001+1002", "at most one equipment")
    refused(g, "play 0020+4001", "special card is played alone")
    refused(g, "special 1001", "not a special card")
    refused(g, "play 0021", "not in your hand")
    refused(g, "play 0999", "no card 0999")
    plays = {str(p) for p, _ in g.scored_plays()}
    assert {"play 0004", "play 0004+1001", "play 0004+1002", "play 0004+3004", "play 0004+1001+3004",
            "play 0020+1002+2001"} <= plays
    assert not any("0004+2001" in p for p in plays)
    # Everything listed is accepted; the count is monster × options per potential kind.
    assert len(plays) == 3 * 2 + 3 * 2


# -- M5 beating ----------------------------------------------------------------------------
def test_beating_is_strict_and_counts_every_bonus():
    g = position([[20, 1001] + filler(3, [1001]), filler(5)], leading=False, to_beat=11)
    refused(g, "play 0020", "does not beat 11")                       # 9
    assert "play 0020" not in map(str, g.legal_actions())
    g2 = position([[20, 1001] + filler(3, [1001]), filler(5)], leading=False, to_beat=12)
    refused(g2, "play 0020+1001", "does not beat 12")                 # 9+1+2 = 12: not strictly more
    g.play("play 0020+1001")
    assert g.to_beat() == 12 and not g.leading() and g.current_player() == 1


def test_leads_first_after_a_special_and_when_everyone_passed():
    g = position([[32, 4001, 20] + filler(3), [21] + filler(3, [21]), [26] + filler(3, [26])], deck=filler(10, [21, 26, 20, 32]))
    g.play("play 0032")                                  # a lead: -2 is fine
    assert g.to_beat() == -2 and not g.leading()
    g.play("play 0021")
    g.play("pass")
    g.play("pass")                                       # seat 0 passed: back to seat 1's play? no: seat 2 then seat 0
    # Seats 2 and 0 passed after seat 1's play: seat 1 leads.
    assert g.current_player() == 1 and g.leading()
    assert isinstance([e for e in g.events if isinstance(e, LeadStarted)][-1], LeadStarted)
    g = position([[4001, 20] + filler(3), [32] + filler(3, [32])], leading=False, to_beat=50)
    g.play("special 4001")                               # M7: the total goes to zero; the next leads
    assert g.leading() and g.to_beat() == 0 and g.current_player() == 1
    assert "play 0032" in map(str, g.legal_actions())    # -2 is fine when leading


# -- M6 passing and the deck ------------------------------------------------------------------
def test_pass_draws_one_and_only_the_drawer_sees_it():
    g = position([[20] + filler(3, [3004, 1001]), filler(5, [3004, 1001])], deck=[3004, 1001], leading=False,
                 to_beat=50)
    g.play("pass")
    assert 1001 in g.hand(0) and 3004 not in g.hand(0) and g.deck_size() == 1   # the deck's top is its end
    drew = [e for e in g.events if isinstance(e, Drew)]
    assert drew and drew[-1].cards == (1001,) and not drew[-1].seen_by(1) and drew[-1].seen_by(0)
    assert any(isinstance(e, DrewCount) and e.count == 1 for e in g.events_for(1))


def test_an_empty_deck_is_rebuilt_from_the_battlefield_but_the_last_monster():
    field = [(1, (26, 3004), 13), (0, (4001,), 0), (1, (21, 3006), 9)]
    g = position([[20] + filler(3, [26, 3004, 4001, 21, 3006]), filler(5, [26, 3004, 4001, 21, 3006])],
                 deck=[], field=field, leading=False, to_beat=9, last_player=1)
    g.play("pass")
    assert [c for _, c, _ in g.field()] == [(21,)]       # the last monster stays
    assert g.to_beat() == 9                              # and so does the total to beat
    assert any(isinstance(e, Recycled) and e.count == 4 for e in g.events)
    assert g.deck_size() == 3 and len(g.hand(0)) == 5
    # Nothing to rebuild from: no card is drawn.
    g = position([[20] + filler(3), filler(5)], deck=[], field=[(1, (21,), 9)], leading=False, to_beat=9)
    g.play("pass")
    assert len(g.hand(0)) == 4 and any(isinstance(e, DrewCount) and e.short for e in g.events)


# -- M7 special cards --------------------------------------------------------------------------
def test_a_special_may_not_be_the_last_card():
    g = position([[4001], filler(5)])
    refused(g, "special 4001", "may not be your last card")
    assert [str(a) for a in g.legal_actions()] == ["pass"]   # the leader cannot play: passes (ruling MI2)
    g.play("pass")
    assert g.leading() and g.current_player() == 1


# -- M8 winning -----------------------------------------------------------------------------------
def test_the_first_empty_hand_wins_before_any_effect():
    g = position([[29], filler(5)], deck=[3004])        # 墨龍 would draw 1: the game ended first (MI1)
    g.play("play 0029")
    assert g.is_over() and g.winners() == [0] and g.end_reason == "emptied" and g.hand(0) == []
    assert isinstance(g.events[-1], GameEnded) and g.legal_actions() == []
    refused(g, "pass")


# -- M10 the leader must play; the safety stop ---------------------------------------------------
def test_a_leader_who_can_play_may_not_pass():
    g = position([[20] + filler(3), filler(5)])
    refused(g, "pass", "must")
    assert Pass() not in g.legal_actions()
    g = position([[20] + filler(3), filler(5)], leading=False, to_beat=1)
    assert Pass() in g.legal_actions()                   # a follower may pass by choice


def test_safety_stop_fewest_cards_then_lowest_ink():
    g = position([[20, 21, 22], [1001, 1002, 3004], [11, 4007, 26]], deck=filler(10, [20, 21, 22, 1001, 1002, 3004, 11, 4007, 26]),
                 turn=SAFETY_TURNS, leading=False, to_beat=99)
    g.play("pass")                                        # turn 300 played: the stop
    assert g.is_over() and g.end_reason == "safety"
    # seat 0 drew: 4 cards; seats 1 and 2 hold 3: 1001+1002+3004 = 6 ink, 11+4007+26 = 6+(-3)+11 = 14
    assert g.winners() == [1]
    assert g.view(0)["hands"][2] == [11, 26, 4007]        # told why: every hand shown


def test_random_games_end_and_stop_at_300():
    for seed in range(30):
        g = Ink.deal(2 + seed % 3, seed)
        import random
        rng = random.Random(seed)
        while not g.is_over():
            g.push(rng.choice(g.legal_actions()))
        assert g.turn() <= SAFETY_TURNS + 1 and g.winners()


# -- notation and saves ---------------------------------------------------------------------------
def test_notation_both_ways():
    assert str(parse_action("play 2005+0012+1003")) == "play 0012+1003+2005"
    assert parse_action("  play   0012 + 1003 ") == Play((12, 1003))
    assert parse_action("special 4001") == Special(4001) and str(Special(4001)) == "special 4001"
    for bad in ("play", "play 12", "play 0012+0012", "play 5001", "special 4001+4002", "pass 1", "",
                "play 0001+0002+0003+0004+0005", "x" * 100, None, 12):
        with pytest.raises(InvalidNotationError):
            parse_action(bad)
    g = Ink.deal(2, 3)
    for a in g.legal_actions():
        assert g.parse_action(str(a)) == a


def test_saves_replay_and_refuse_tampering():
    g = Ink.deal(3, 21)
    import random
    rng = random.Random(2)
    for _ in range(40):
        if g.is_over():
            break
        g.play(rng.choice(g.legal_actions()))
    text = g.to_json()
    assert Ink.from_json(text) == g
    data = json.loads(text)
    for key, value in [("position", "ink 3p"), ("rng", 5), ("history", data["history"] + ["play 0999"]),
                       ("seed", "x"), ("players", 7), ("version", 2), ("format", "wuxing.tower")]:
        bad = dict(data, **{key: value})
        with pytest.raises(InvalidSaveError):
            Ink.from_json(json.dumps(bad))
    for junk in ("", "{", "[]", "null", '{"format": "wuxing.ink"}'):
        with pytest.raises(InvalidSaveError):
            Ink.from_json(junk)
    # A prepared deal saves its cards and replays.
    h = Ink.from_deal([g._start_hands[p] for p in range(3)], g._start_deck, 1, 77)
    h.play(h.legal_actions()[0])
    assert Ink.from_json(h.to_json()) == h


def test_the_save_holds_no_hand():
    g = Ink.deal(2, 4)
    text = g.to_json()
    for n in g.hand(0):
        assert f"{n:04d}" not in json.loads(text)["position"]


# -- M9 hidden hands --------------------------------------------------------------------------
def test_a_view_shows_only_the_own_hand():
    g = Ink.deal(3, 8)
    v = g.view(1)
    assert v["hand"] == g.hand(1) and v["hand_sizes"] == [12, 12, 12] and v["hands"] is None
    g.play(g.legal_actions()[0])
    v = g.view(1)
    on_view = set(v["hand"]) | {n for s in v["shown"] for n in s} | {n for f in v["field"] for n in f["cards"]}
    assert not on_view & (set(g.hand(0)) | set(g.hand(2)) | set(g._deck))
    assert set(v) >= {"players", "you", "current", "leading", "to_beat", "deck", "field", "shown"}
    with pytest.raises(ValueError):
        g.view(3)
