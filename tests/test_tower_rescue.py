"""The way back to a position known to win (web/app/tower/rescue.py, issue
#38.2, ruling U9), through the engine's own undo and redo: the page keeps the
positions a hint's line passes, offers the last of them when a hint finds no
line, goes back in one step, and Undo right after returns."""
from types import SimpleNamespace

import pytest

from page_stub import forget, needs_app, page_module
from wuxing_core.tower import Tower

pytestmark = needs_app
BROWSER = ("common.i18n", "common.dom", "common.card_face", "common.words", "tower.taps", "common.taps", "tower.view", "tower.rescue")
# basic 1: the hint's line starts f5<e5; these five moves after it spend every item and lose.
LOSING = ["土d4=木", "水d3-f3", "木e2-e1", "金c3", "火e5/1-f5"]


@pytest.fixture
def rescue(monkeypatch):
    module = page_module(monkeypatch, "tower.rescue", "en", BROWSER)
    button = SimpleNamespace(hidden=True, textContent="")
    said = []
    monkeypatch.setattr(module.document, "getElementById", lambda name: button, raising=False)
    monkeypatch.setattr(module, "say", lambda text, kind="": said.append(text))
    yield module.Rescue(), button, said
    forget(BROWSER)


def played(game: Tower, actions) -> Tower:
    for a in actions:
        game.play(game.parse_action(str(a)))
    return game


def test_back_to_the_last_known_position_and_undo_returns(rescue):
    r, button, said = rescue
    game = Tower.deal("basic", 1)
    line = game.advice(node_limit=150_000).line
    r.learn_line(game, [str(a) for a in line])
    assert game.to_text() in r.known and len(r.known) == len(line) + 1
    played(game, [line[0], *LOSING])
    assert game.advice(node_limit=150_000).proven_lost
    lost, undos = game.to_text(), game.undos
    r.offer(game)
    r.render(game)
    assert not button.hidden and button.textContent == "Back to the last position that can still be won (5 moves ago)"
    assert r.go_back(game)
    assert game.moves == 1 and game.to_text() in r.known
    assert game.undos == undos + 5               # the moves gone back count as undos (P1)
    r.render(game)
    assert button.hidden and said[-1].startswith("Went back 5 moves")
    assert r.undo_jump(game)                     # one step: Undo returns
    assert game.to_text() == lost and game.moves == 6 and not game.can_redo()
    assert not r.undo_jump(game)                 # and only once


def test_no_offer_without_a_known_position_and_none_after_another_move(rescue):
    r, button, _ = rescue
    game = played(Tower.deal("basic", 1), ["f5<e5", *LOSING])
    r.offer(game)
    r.render(game)
    assert r.offered is None and button.hidden  # nothing was learnt: nothing to offer
    r.learn(Tower.deal("basic", 1))              # the deal, dealt as winnable (U6)
    r.offer(game)
    assert r.offered == (game.to_text(), 6)
    game.undo()                                  # the offer belongs to the position it was made in
    r.render(game)
    assert button.hidden and not r.go_back(game)


def test_a_move_after_going_back_ends_the_jump(rescue):
    r, _, _ = rescue
    start = Tower.deal("basic", 1)
    r.learn(start)
    game = played(start.copy(), ["f5<e5", *LOSING[:2]])
    r.offer(game)
    assert r.go_back(game) and game.moves == 0
    r.moved()                                    # the page calls this for any other move, undo or redo
    assert not r.undo_jump(game) and game.moves == 0


def test_a_line_out_of_step_teaches_only_what_it_reached(rescue):
    r, _, _ = rescue
    game = Tower.deal("basic", 1)
    r.learn_line(game, ["f5<e5", "zz9>zz8"])
    assert len(r.known) == 2                     # the position and the one legal step
