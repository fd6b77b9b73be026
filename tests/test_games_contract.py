"""One random-playout test over every registered game (``wuxing_core.GAMES``)
through the shared contract of ``game.py`` only (issue #10.3, STYLE.md §7):
what the pages, the computer players and the tests rely on. A new game is
checked here as soon as it is registered."""
import json
import random

import pytest

from wuxing_core import GAMES
from wuxing_core.errors import IllegalActionError, InvalidNotationError, WuxingError
from wuxing_core.game import Event, Game

MAX_STEPS = 5000
ROUND_TRIP_ALL, ROUND_TRIP_EVERY = 40, 10
CASES = [(name, players, seed) for name, info in GAMES.items() for players in info.players for seed in (1, 2)]


def snapshot(g: Game):
    """Everything public about a game, to check that refused input changes nothing."""
    return g.to_text(), g.history, [str(a) for a in g.legal_actions()], len(g.events)


def seen_by(g: Game, seat: int):
    """What one seat can tell about the game: its view, its events, and its
    legal actions when it is to act."""
    acting = g.current_player() == seat and not g.is_over()
    return (g.view(seat), g.events_for(seat),
            [str(a) for a in g.legal_actions()] if acting else None)


@pytest.mark.parametrize("name,players,seed", CASES)
def test_every_game_keeps_the_contract(name, players, seed):
    info = GAMES[name]
    rng = random.Random(seed)
    g: Game = info.deal(players, seed)
    cls = type(g)
    assert isinstance(g, Game) and g.players == players
    steps = 0
    while not g.is_over():
        assert 0 <= g.current_player() < g.players
        actions = g.legal_actions()
        assert actions, "not over, so someone can act"
        texts = [str(a) for a in actions]
        assert len(set(texts)) == len(texts)
        assert [g.parse_action(t) for t in texts] == actions          # notation both ways
        for p in range(g.players):
            json.dumps(g.view(p))                                      # JSON-ready for the page
            assert all(isinstance(e, Event) and e.seen_by(p) for e in g.events_for(p))
        before = snapshot(g)
        # Random well-formed actions: accepted iff listed; a refused one changes nothing.
        # ``refusal`` answers as ``play`` would, without playing.
        for candidate in [g.random_action(rng) for _ in range(4)] + rng.sample(actions, min(3, len(actions))):
            why = g.refusal(candidate)
            assert snapshot(g) == before
            err = g.try_play(candidate)
            assert (err is None) == (candidate in actions), (str(candidate), err)
            assert (why is None) == (err is None) and (why is None or why.reason == err.reason), (why, err)
            if err is None:
                g.undo()
            assert isinstance(err, (IllegalActionError, type(None)))
            assert snapshot(g) == before
        assert isinstance(g.try_play("no such action"), InvalidNotationError)
        with pytest.raises(InvalidNotationError):
            g.refusal("no such action")
        assert snapshot(g) == before
        # Clone: equal, independent.
        clone = g.copy()
        assert clone == g and clone.to_text() == g.to_text()
        action = rng.choice(actions)
        g.play(action)
        assert (clone.to_text(), clone.history) == before[:2]      # the clone did not move with g
        clone.play(action)
        assert clone == g
        # Undo restores exactly; redo plays the same action again.
        after = g.copy()
        g.undo()
        assert snapshot(g) == before
        g.redo()
        assert g == after and g.history[-1] == action
        # The save round-trips: at every step of the first 40, then every 10th
        # (loading replays the whole history, so every step made this test quadratic).
        if steps < ROUND_TRIP_ALL or steps % ROUND_TRIP_EVERY == 0:
            restored = cls.from_json(g.to_json())
            assert restored == g and restored.to_json() == g.to_json()
        steps += 1
        assert steps < MAX_STEPS, "the game must end"
    assert g.legal_actions() == [] and len(g.scores()) == g.players
    assert set(g.winners()) <= set(range(g.players))
    assert cls.from_json(g.to_json()) == g
    with pytest.raises(ValueError):
        g.view(g.players)
    with pytest.raises(WuxingError):
        cls.from_json("{}")


@pytest.mark.parametrize("name", list(GAMES))
def test_a_seat_cannot_tell_apart_what_it_cannot_see(name):
    """For games with hidden information: two games that differ only in what a
    seat cannot see give that seat the same view, legal actions and events at
    every step. For games without: there is no such variant."""
    info = GAMES[name]
    varied = 0
    for seed in range(6):
        players = info.players[seed % len(info.players)]
        g = info.deal(players, seed)
        rng = random.Random(seed)
        for step in range(rng.randrange(5, 60)):
            if g.is_over():
                break
            g.play(rng.choice(g.legal_actions()))
            for seat in range(players):
                twin = g.unseen_variant(seat, rng)
                if twin is None:
                    continue
                varied += twin._snapshot() != g._snapshot()
                assert seen_by(twin, seat) == seen_by(g, seat), (name, seed, step, seat)
    assert (varied > 0) == info.hidden
