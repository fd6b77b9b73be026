"""Saves written by release 0.1.0 still load after the move to one package per
game (issue #10.7). The fixture was written once by that release's code and
is kept as it was; the pages' stored envelopes in it are checked by e2e."""
import json
from pathlib import Path

import pytest

from wuxing_core.errors import InvalidSaveError

from wuxing_core.fishing import Fishing
from wuxing_core.tower import Tower

FIXTURE = json.loads((Path(__file__).parent / "fixtures" / "saves-v0.1.0.json").read_text(encoding="utf-8"))


def test_a_tower_save_of_0_1_loads_with_its_redo_and_counters():
    old = FIXTURE["engine"]["tower"]
    assert json.loads(old["save"])["format"] == "wuxing-card-table/tower"
    t = Tower.from_json(old["save"])
    assert t.to_text() == old["position"] and t.printed() == old["printed"]
    assert (t.moves, t.undos, t.elapsed_ms) == (old["moves"], old["undos"], 83000)
    assert str(t.redo()) == old["redo"][0]
    again = json.loads(Tower.from_json(t.to_json()).to_json())
    assert again["format"] == "wuxing.tower"          # written back in today's format


def test_fishing_saves_of_0_1_load_seeded_and_prepared():
    old = FIXTURE["engine"]["fishing"]
    g = Fishing.from_json(old["save"])
    assert g.to_text() == old["position"] and len(g.events) == old["events"]
    # A save of a prepared deal no rule could deal (written only by tests, never
    # by a page) is refused since ruling FD1 (issue #11.8).
    deal = FIXTURE["engine"]["fishing_deal"]
    with pytest.raises(InvalidSaveError, match="could deal"):
        Fishing.from_json(deal["save"])


def test_the_pages_envelopes_of_0_1_hold_loadable_games():
    stored = FIXTURE["localStorage"]
    for key in ("wuxing.tower.game:cross:42", "wuxing.tower.game:basic:6"):
        assert Tower.from_json(json.loads(stored[key])["game"]).layout in ("cross", "basic")
    assert Fishing.from_json(json.loads(stored["wuxing.fishing.game"])["game"]).players == 3
    (previous,) = json.loads(stored["wuxing.fishing.previous"])
    assert Fishing.from_json(json.loads(previous)["game"]).players == 2
