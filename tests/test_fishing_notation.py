"""釣鶼鰈 action notation and saves, both ways (issue #5.1)."""
import json

import pytest

from wuxing_core.elements import Element
from wuxing_core.errors import InvalidNotationError, InvalidSaveError
from wuxing_core.fishing import Fishing
from wuxing_core.fishing.actions import (Block, Fail, FaceDown, Flip, HandPlay, Pass, Stop,
                                         parse_action)


@pytest.mark.parametrize("text,action", [
    ("flip c2", Flip((2, 1))),
    ("play 火 2 c3", HandPlay(Element.FIRE, 2, (2, 2))),
    ("play 木 0 j6", HandPlay(Element.WOOD, 0, (9, 5))),
    ("down 水 a1", FaceDown(Element.WATER, (0, 0))),
    ("block 金 i5", Block(Element.METAL, (8, 4))),
    ("pass", Pass()), ("fail", Fail()), ("stop", Stop()),
])
def test_round_trip(text, action):
    assert parse_action(text) == action and str(action) == text
    assert parse_action(f"  {text.replace(' ', '   ')} ") == action   # spacing is forgiving


@pytest.mark.parametrize("text", [
    "", "flip", "flip c", "flip 2c", "flip c0", "flip c2 c3", "play 火 c3", "play 火 -1 c3",
    "play 火 x c3", "play 龍 1 c3", "play 火火 1 c3", "down 火", "block c3", "Pass", "stop now",
    "火c3", "flip C2", "play 火 1000 a1", None, 7, ["flip", "a1"],
])
def test_malformed(text):
    with pytest.raises(InvalidNotationError) as err:
        parse_action(text)
    assert repr(text) in str(err.value) and err.value.zh


def test_save_round_trip_mid_game():
    g = Fishing.deal(3, 77)
    for _ in range(30):
        g.play(g.legal_actions()[0])
    saved = g.to_json()
    back = Fishing.from_json(saved)
    assert back.to_json() == saved and back.to_text() == g.to_text() and back.events == g.events
    assert back.legal_actions() == g.legal_actions()


def test_save_of_a_prepared_deal():
    g = Fishing.from_deal("水木土金/.木..", hands=["木火土金水", "水"])
    for a in ("flip a1", "flip b1", "flip c1", "play 火 2 a2", "block 水 a2"):
        g.play(a)
    # A prepared deal the rules could not deal is refused when loaded from a save (ruling FD1) …
    with pytest.raises(InvalidSaveError, match="could deal"):
        Fishing.from_json(g.to_json())
    # … one they could is kept, as the save wrote it.
    legal = Fishing.deal(2, 3)
    field = "/".join("".join("木火土金水"[s[0]] for s in legal._cells[r * 10:(r + 1) * 10]) for r in range(3))
    h = Fishing.from_deal(field, 2, legal.first, ["木火土金水", "水金土火木"])
    for _ in range(6):
        h.play(h.legal_actions()[0])
    back = Fishing.from_json(h.to_json())
    assert back.to_text() == h.to_text() and back.current_player() == h.current_player()


def tamper(saved: str, **changes) -> str:
    data = json.loads(saved)
    data.update(changes)
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize("make", [
    lambda s: "", lambda s: "{", lambda s: "[]", lambda s: "null",
    lambda s: tamper(s, format="wuxing.tower"), lambda s: tamper(s, version=2),
    lambda s: tamper(s, seed=None), lambda s: tamper(s, seed="1"), lambda s: tamper(s, seed=-1),
    lambda s: tamper(s, players=5), lambda s: tamper(s, history="flip a1"),
    lambda s: tamper(s, history=["flip z9"]), lambda s: tamper(s, history=["jump"]),
    lambda s: tamper(s, history=[7]), lambda s: tamper(s, position="fishing"),
    lambda s: tamper(s, deal="{}"), lambda s: '{"format":"wuxing.fishing","version":1}',   # fields missing
])
def test_bad_saves_are_refused_clearly(make):
    g = Fishing.deal(2, 5)
    for _ in range(6):
        g.play(g.legal_actions()[-1])
    with pytest.raises(InvalidSaveError) as err:
        Fishing.from_json(make(g.to_json()))
    assert str(err.value).startswith("invalid save") and err.value.zh.startswith("存檔無法讀取")
