"""Random and computer playouts of 釣鶼鰈 for 2, 3 and 4 players, with invariants
at every step (issue #5.7, STYLE.md §7)."""
import random

import pytest

from wuxing_core.errors import IllegalActionError, InvalidNotationError
from wuxing_core.fishing import Fishing
from wuxing_core.fishing.actions import parse_action
from wuxing_core.fishing.computer import LEVELS, Computer
from wuxing_core.fishing.log import describe_all

from conftest import IN_PYODIDE

MAX_ACTIONS = 5000  # far above any game seen; a game that does not end fails here


def state(g: Fishing):
    return g.to_text(), g._snapshot(), len(g.events), g.history


def check_invariants(g: Fishing) -> None:
    n = g.players
    piles = [g.pile(p) for p in range(n)]
    cards = g.field_count() + sum(len(g.hand(p)) for p in range(n)) + \
        sum(len(els) for pile in piles for _, els in pile)
    assert cards == 20 * n                                         # cards conserved
    for p, pile in enumerate(piles):
        pairs = sum(k == "pair" for k, _ in pile)
        seqs = sum(k in ("dragon", "tiger") for k, _ in pile)
        assert g.scores()[p] == 2 * pairs + 7 * seqs               # F8
        assert all(len(els) == (2 if k == "pair" else 5) for k, els in pile)
    view = g.view(0)
    assert view["scores"] == g.scores() and view["current"] == g.current_player()
    if not g.is_over():
        assert g.legal_actions(), "the player to act always has something to do"
        assert g.line_kind() not in ("pair", "dragon", "tiger") or g.phase == "window"


def play_out(g: Fishing, choose, rng: random.Random, deep: bool) -> int:
    steps = 0
    while not g.is_over():
        actions = g.legal_actions()
        texts = [str(a) for a in actions]
        assert len(set(texts)) == len(texts)
        for a in actions:                                       # notation round-trips
            assert parse_action(str(a)) == a
        if deep:
            before = state(g)
            for a in rng.sample(actions, min(8, len(actions))):  # applies and undoes cleanly
                g.play(a)
                g.undo()
                assert state(g) == before
            # Random well-formed actions: legal iff listed; refused ones change nothing.
            names = [*g.cell_names(), "z9"]
            for _ in range(6):
                text = rng.choice([f"flip {rng.choice(names)}",
                                   f"play {rng.choice('木火土金水')} {rng.randrange(6)} {rng.choice(names)}",
                                   f"down {rng.choice('木火土金水')} {rng.choice(names)}",
                                   f"block {rng.choice('木火土金水')} {rng.choice(names)}",
                                   "pass", "fail", "stop", "flip", "play 木", "木a1", "block 木 a1 b2"])
                before = state(g)
                try:
                    g.play(text)
                    assert text in texts, text
                    g.undo()
                except (IllegalActionError, InvalidNotationError) as err:
                    assert text not in texts, (text, err)
                assert state(g) == before
            clone = g.copy()
            assert clone.to_text() == g.to_text() and clone.legal_actions() == actions
        action = choose(g, actions)
        g.play(action)
        steps += 1
        check_invariants(g)
        assert steps < MAX_ACTIONS, "the game must end (F9)"
        if deep and steps % 25 == 0:                            # the save round-trips
            saved = g.to_json()
            assert Fishing.from_json(saved).to_json() == saved
    assert g.legal_actions() == []
    saved = g.to_json()
    back = Fishing.from_json(saved)
    assert back.to_json() == saved and back.scores() == g.scores() and back.is_over()
    describe_all(g.events, [f"P{p}" for p in range(g.players)], "en")
    return steps


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(3))
def test_random_playouts(players, seed):
    rng = random.Random(seed)
    g = Fishing.deal(players, seed)
    play_out(g, lambda g, actions: rng.choice(actions), rng, deep=True)
    assert g.end_reason in ("exhausted", "safety")


@pytest.mark.parametrize("level", list(LEVELS))
def test_four_computers_play_a_whole_game(level):
    g = Fishing.deal(4, 21)
    bots = [Computer(level, seat, seed=5) for seat in range(4)]
    rng = random.Random(1)

    def choose(game, actions):
        action = bots[game.current_player()].choose(game)
        assert action in actions
        memory = bots[game.current_player()].memory          # memory agrees with what is visible
        for cell in game.view(0)["cells"]:
            assert len(memory.known[cell["name"]]) == cell["down"]
        return action
    play_out(g, choose, rng, deep=False)
    assert sum(g.scores()) > 0


@pytest.mark.parametrize("players", [2, 3])
def test_mixed_levels(players):
    levels = list(LEVELS)
    g = Fishing.deal(players, 8)
    bots = [Computer(levels[s % 3], s, seed=2) for s in range(players)]
    play_out(g, lambda game, _: bots[game.current_player()].choose(game), random.Random(0), deep=False)


def test_memory_pays():
    """Perfect memory beats forgetful more often than not (a sanity check of the levels)."""
    wins = 0
    for seed in range(12 if IN_PYODIDE else 30):
        g = Fishing.deal(2, seed)
        bots = [Computer("perfect", 0, seed), Computer("forgetful", 1, seed)]
        while not g.is_over():
            g.play(bots[g.current_player()].choose(g))
        wins += g.scores()[0] > g.scores()[1]
    assert wins >= (9 if IN_PYODIDE else 22)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_random_playouts(players):
    for seed in range(100, 160):
        rng = random.Random(seed)
        g = Fishing.deal(players, seed)
        play_out(g, lambda g, actions: rng.choice(actions), rng, deep=seed % 4 == 0)


@pytest.mark.slow
@pytest.mark.parametrize("level", list(LEVELS))
def test_many_computer_games(level):
    for seed in range(40):
        players = 2 + seed % 3
        g = Fishing.deal(players, seed)
        bots = [Computer(level, s, seed) for s in range(players)]
        play_out(g, lambda game, _: bots[game.current_player()].choose(game), random.Random(seed), deep=False)
