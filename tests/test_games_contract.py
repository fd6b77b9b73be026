"""One random-playout test over every game through the shared vocabulary of
``game.py`` only (STYLE.md §7): what the UI, the bots and the tests rely on."""
import json
import random

import pytest

from wuxing_core.errors import WuxingError
from wuxing_core.fishing import Fishing
from wuxing_core.game import Game
from wuxing_core.tower import Tower

GAMES = {
    "tower basic": lambda seed: Tower.deal("basic", seed),
    "tower windmill": lambda seed: Tower.deal("windmill", seed),
    "fishing 2": lambda seed: Fishing.deal(2, seed),
    "fishing 4": lambda seed: Fishing.deal(4, seed),
}


@pytest.mark.parametrize("name", list(GAMES))
@pytest.mark.parametrize("seed", [1, 2])
def test_every_game_speaks_the_same_vocabulary(name, seed):
    rng = random.Random(seed)
    g: Game = GAMES[name](seed)
    cls = type(g)
    steps = 0
    while not g.is_over():
        assert 0 <= g.current_player() < g.players
        actions = g.legal_actions()
        assert actions
        before = (g.to_text(), g.history, [str(a) for a in actions])
        json.dumps(g.view(g.current_player()))            # JSON-ready for the page
        action = rng.choice(actions)
        g.play(str(action))                                # text and action are the same
        g.undo()
        assert (g.to_text(), g.history, [str(a) for a in g.legal_actions()]) == before  # undo restores
        g.redo()
        assert g.history[-1] == action
        assert isinstance(g.try_play("no such action"), WuxingError)
        steps += 1
        assert steps < 5000
    assert g.legal_actions() == [] and len(g.scores()) == g.players
    assert set(g.winners()) <= set(range(g.players))
    assert cls.from_json(g.to_json()).to_text() == g.to_text()
    with pytest.raises(ValueError):
        g.view(g.players)
