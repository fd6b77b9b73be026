"""Saves: versioned JSON with history; anything malformed is refused clearly."""
import json

import pytest

from wuxing_core.errors import InvalidSaveError
from wuxing_core.tower import Tower


def game_in_progress() -> Tower:
    t = Tower.from_text(". . . . ./. . 木 . ./. 火 土 金 ./. . 水 . ./. . . . . | 木土金")
    for a in ("c2>c3", "土c3=火", "c4>c3", "金c3", "b3<c3"):
        t.play(a)
    t.undo()
    t.elapsed_ms = 12345
    return t


def test_save_round_trips_everything():
    t = game_in_progress()
    data = json.loads(t.to_json())
    assert data["format"] == "wuxing.tower" and data["version"] == 1
    assert data["printed"].split(" | ")[0] == ". . . . ./. . . . ./. 火 土木 金 ./. . . . ./. . . . ."
    assert data["items_used"] == "土金" and data["moves"] == 4 and data["undos"] == 1
    u = Tower.from_json(t.to_json())
    assert u == t and u.to_json() == t.to_json()
    assert u.redo() == t.redo()
    assert u == t
    assert u.undo() == t.undo() and u == t


def test_copy_is_equal_and_independent():
    t = game_in_progress()
    c = t.copy()
    assert c == t and c.to_json() == t.to_json()
    c.undo()
    assert c != t and t.moves == 4


def test_dealt_game_save_names_layout_and_seed():
    t = Tower.deal("infinity", 77)
    t.play(next(a for a in t.legal_actions() if a.item is None))
    u = Tower.from_json(t.to_json())
    assert (u.layout, u.seed) == ("infinity", 77) and u == t


def _mutate(data: dict, key: str, value) -> str:
    data = dict(data)
    if value is KeyError:
        del data[key]
    else:
        data[key] = value
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize("key,value", [
    ("format", "chess"), ("version", 0), ("version", "1"), ("history", ["b2>z9"]), ("history", "c2>c3"),
    ("history", [1, 2]), ("position", "x"), ("printed", ". | -"), ("start", "garbage"), ("undos", -1),
    ("elapsed_ms", "soon"), ("undos", True), ("history", KeyError), ("redo", ["a1>a1"]),
    ("layout", "hexagon"), ("seed", -5), ("redo", None),
])
def test_corrupted_saves_are_refused(key, value):
    good = json.loads(game_in_progress().to_json())
    with pytest.raises(InvalidSaveError):
        Tower.from_json(_mutate(good, key, value))


@pytest.mark.parametrize("text", ["", "{", "null", "[]", "42", '"tower"', '{"format": 1}', None, "\u0000"])
def test_foreign_json_is_refused(text):
    with pytest.raises(InvalidSaveError):
        Tower.from_json(text)


def test_tampered_layout_start_is_refused():
    t = Tower.deal("basic", 1)
    data = json.loads(t.to_json())
    data["seed"] = 2
    with pytest.raises(InvalidSaveError, match="start"):
        Tower.from_json(json.dumps(data, ensure_ascii=False))
