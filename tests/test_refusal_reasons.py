"""Every refusal carries a reason a page can say in a player's words
(issue #14.3, #34.3): the pages map ``err.reason`` (and ``err.detail``) to a
sentence of ``texts.json`` (the game's section ``refusals.<game>``, else the
shared ``refusals``) and never show the engine's precise message, so a
refusal without a reason, or without a sentence, would reach the player as
"not possible now". Every registered game is tried: a new game is checked
here as soon as it is in ``GAMES``."""
import json
import random
from pathlib import Path

import pytest

from wuxing_core import GAMES
from wuxing_core.errors import IllegalActionError

CATALOGUE = Path(__file__).resolve().parent.parent / "web" / "app" / "common" / "texts.json"


def sentences(name: str) -> set[str] | None:
    """The reasons the pages can word for game ``name`` (``None`` where the web
    folder is not mounted: the Pyodide run)."""
    if not CATALOGUE.exists():
        return None
    texts = json.loads(CATALOGUE.read_text(encoding="utf-8"))
    return set(texts.get(f"refusals.{name}", {})) | set(texts["refusals"])   # name "": the shared ones


def attempts(name: str, seeds: int, steps: int = 200):
    """Random well-formed attempts along random games: every refusal met."""
    info = GAMES[name]
    for seed in range(seeds):
        rng = random.Random(seed)
        game = info.deal(info.players[seed % len(info.players)], seed)
        for _ in range(steps):
            for _ in range(12):
                action = game.random_action(rng)
                err = game.refusal(action)
                if err is not None:
                    yield action, err
            legal = game.legal_actions()
            if game.is_over() or not legal:
                break
            game.play(rng.choice(legal))
        yield None, game.refusal(game.random_action(rng)) if game.is_over() else None


@pytest.mark.parametrize("name", list(GAMES))
def test_every_refusal_has_a_reason_the_page_can_say(name):
    worded = sentences(name)
    seen: set[str] = set()
    for action, err in attempts(name, 12 if name == "tower" else 6):
        if err is None:
            continue
        assert isinstance(err, IllegalActionError)
        assert err.reason is not None, (str(action), err.message)
        assert worded is None or err.reason in worded, (name, err.reason, err.message)
        seen.add(err.reason)
    # the random attempts reach most reasons (the rarest are pinned by the rules tests)
    own = None if worded is None else worded - sentences("")
    assert len(seen) >= (2 if own is None else min(4, len(own))), seen


def test_undo_and_redo_refusals_have_reasons():
    info = GAMES["tower"]
    game = info.deal(info.players[0], 1)
    for call, reason in ((game.undo, "no_undo"), (game.redo, "no_redo")):
        with pytest.raises(IllegalActionError) as caught:
            call()
        assert caught.value.reason == reason
        worded = sentences("tower")
        assert worded is None or reason in worded
