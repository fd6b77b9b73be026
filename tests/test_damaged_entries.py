"""Damaged entries on the device (issue #74): each fault found, as a test
through the page modules' own save code, on a stand-in localStorage."""
import importlib
import json
import types

import pytest

from page_stub import forget, needs_app, page_module
from wuxing_core.tower import Tower

pytestmark = needs_app
FRESH = ("common.dom", "common.i18n", "common.words", "common.storage", "tower.saves", "table.saves")


class FakeStorage:
    """localStorage's calls over a dict."""

    def __init__(self, items: dict[str, str]) -> None:
        self.items = dict(items)

    def getItem(self, k):
        return self.items.get(k)

    def setItem(self, k, v):
        self.items[k] = str(v)

    def removeItem(self, k):
        self.items.pop(k, None)

    def key(self, i):
        return list(self.items)[i]

    @property
    def length(self):
        return len(self.items)


@pytest.fixture
def device(monkeypatch):
    """``make(items) -> (storage, modules)``: the page's save modules on a stand-in localStorage."""
    def make(items: dict[str, str]):
        storage = FakeStorage(items)
        page_module(monkeypatch, "common.i18n", "en", FRESH)       # a page in English, with pyscript stood in
        import pyscript
        pyscript.window.localStorage = storage
        pyscript.window.Math = types.SimpleNamespace(random=lambda: 0.25)
        return storage, types.SimpleNamespace(tower_saves=importlib.import_module("tower.saves"),
                                              table_saves=importlib.import_module("table.saves"))
    yield make
    forget(FRESH)


def finished_basic() -> Tower:
    game = Tower.deal("basic", 3)
    for action in game.solve(0, node_limit=200_000):
        game.play(action)
    assert game.is_won()
    return game


def test_one_non_whole_figure_in_the_tower_statistics_does_not_stop_a_deal_being_counted(device):
    """#74.2: {"cross": {"played": 2.0}} made every deal's end fail (NotWhole is not JSON)."""
    raw = '{"cross":{"played":2.0},"basic":{"played":1}}'
    storage, m = device({"wuxing.tower.stats": raw})
    told = []
    assert m.tower_saves.record_result(finished_basic(), 95_000, told.append) is True
    table = json.loads(storage.items["wuxing.tower.stats"])
    assert table["basic"]["played"] == 2 and table["basic"]["won"] == 1
    assert table["cross"] == {}                                   # the figure no page writes is dropped
    assert storage.items["wuxing.tower.stats.corrupt"] == raw     # the table as it was, kept aside
    assert told == ["wuxing.tower.stats"]                         # and the page told (a notice)


def test_a_clean_table_is_written_with_no_notice(device):
    storage, m = device({"wuxing.tower.stats": '{"cross":{"played":2,"won":1}}'})
    told = []
    assert m.tower_saves.record_result(finished_basic(), 95_000, told.append)
    assert told == [] and "wuxing.tower.stats.corrupt" not in storage.items
    assert json.loads(storage.items["wuxing.tower.stats"])["cross"] == {"played": 2, "won": 1}


@pytest.mark.parametrize("listed", ['["[1]"]', '["5"]', '["null", 7]', '["{\\"id\\": \\"1\\"}", "[1]"]'])
def test_a_bad_set_aside_entry_does_not_stop_a_new_game(device, listed):
    """#74.3: an element of wuxing.fishing.previous that is not a saved game made Start fail
    ("'list' object has no attribute 'get'") on every try."""
    storage, m = device({"wuxing.fishing.previous": listed})
    told = []
    table = types.SimpleNamespace(previous_key="wuxing.fishing.previous", bad_data=told.append)
    saves = m.table_saves.SavedGames
    wrapped = json.dumps({"v": 1, "id": "123456789", "rev": 1, "game": "{}"})
    assert saves.set_aside(_bind(table, saves), wrapped) is True
    kept = json.loads(storage.items["wuxing.fishing.previous"])
    assert kept[-1] == wrapped and all(isinstance(json.loads(w), dict) for w in kept)
    assert storage.items["wuxing.fishing.previous.corrupt"] == listed and told == ["wuxing.fishing.previous"]


def _bind(obj, cls):
    """``obj`` with ``cls``'s methods, as the table that mixes it in has them."""
    for name in ("previous", "set_aside"):
        setattr(obj, name, getattr(cls, name).__get__(obj))
    return obj


def saved_deal(seed: int, moves: int) -> str:
    game = Tower.deal("basic", seed)
    for action in game.solve(0, node_limit=200_000)[:moves]:
        game.play(action)
    return json.dumps({"v": 1, "id": f"basic.{seed}", "rev": 1, "tab": "t", "game": game.to_json(), "counted": False})


@pytest.mark.parametrize("bad_index", ['{"basic.7":true}', "[", '"basic.7"'])
def test_a_damaged_tower_index_hides_no_saved_deal(device, bad_index):
    """#74.5: a damaged index hid a valid 19-move save: the page opened a random
    deal with an empty Continue list. The index is rebuilt from the saves."""
    items = {"wuxing.tower.index": bad_index, "wuxing.tower.game.basic.7": saved_deal(7, 19),
             "wuxing.tower.game.basic.9.corrupt": "x"}
    # The landing page reads and writes nothing (LP1).
    storage, m = device(items)
    assert [s["deal"] for s in m.tower_saves.summaries(mend=False)] == ["basic.7"]
    assert storage.items == items
    # The tower page mends the index, keeps the damaged one aside, and says so.
    told = []
    assert m.tower_saves.index(told.append) == ["basic.7"]
    assert json.loads(storage.items["wuxing.tower.index"]) == ["basic.7"]
    assert storage.items["wuxing.tower.index.corrupt"] == bad_index and told == ["wuxing.tower.index"]


def test_the_index_orders_the_saves_it_lists_and_adds_the_ones_it_does_not(device):
    storage, m = device({"wuxing.tower.index": '["basic.3", "basic.gone", "basic.5"]',
                         "wuxing.tower.game.basic.3": saved_deal(3, 2), "wuxing.tower.game.basic.5": saved_deal(5, 2),
                         "wuxing.tower.game.basic.8": saved_deal(8, 2)})
    told = []
    assert m.tower_saves.index(told.append) == ["basic.8", "basic.3", "basic.5"]   # most recent last, as listed
    assert told == [] and "wuxing.tower.index.corrupt" not in storage.items


def test_a_second_damage_never_overwrites_the_first_copy(device):
    """#74.11: every set-aside copy is whole and kept: .corrupt, then .corrupt.2, .corrupt.3 …"""
    storage, m = device({})
    store = importlib.import_module("common.storage").store
    long = "{" + "x" * 10_000
    for n, raw in enumerate([long, "[", "7"], start=1):
        storage.items["wuxing.tower.stats"] = raw
        assert m.tower_saves.stats(lambda name: None) == {}
    assert storage.items["wuxing.tower.stats.corrupt"] == long          # whole, not cut
    assert storage.items["wuxing.tower.stats.corrupt.2"] == "["
    assert storage.items["wuxing.tower.stats.corrupt.3"] == "7"
    assert "wuxing.tower.stats" not in storage.items
    for n in range(4, store_max() + 1):
        storage.items[f"wuxing.tower.stats.corrupt.{n}"] = "kept"
    assert store.keep_copy("wuxing.tower.stats", "one too many") is False   # the copies there stay as they are
    assert storage.items["wuxing.tower.stats.corrupt"] == long


def store_max() -> int:
    return importlib.import_module("common.storage").MAX_COPIES


def test_a_deck_files_error_stays_short_whatever_the_file_holds():
    """#74.11: 400 extra keys gave a 15,137-character error; an error quotes at most 40 characters of input."""
    from wuxing_core.deck import from_json, random_deck, to_json
    from wuxing_core.errors import WuxingError
    data = json.loads(to_json(random_deck(3)))
    data.update({f"extra{i}": i for i in range(400)})   # a file under 20 KB, as found
    with pytest.raises(WuxingError) as caught:
        from_json(json.dumps(data))
    assert len(str(caught.value)) < 200 and len(caught.value.text("zh")) < 200
    assert "399 more" in str(caught.value)


@pytest.mark.parametrize("typed, shown_as", [
    ("\u200b", ""), (" \u3164 ", ""), ("\u200d\u200b\ufeff", ""), ("Ann", "Ann"), ("  小美  ", "小美"),
    ("abcdefghijklmn👩\u200d👩\u200d👧", "abcdefghijklmn"),          # the family would not fit: left out, not split
    ("abcdefghij👍🏽xyz", "abcdefghij👍🏽xyz"),
    ("abcdefghijklmno👍🏽", "abcdefghijklmno"),                    # the skin tone stays with its hand
])
def test_a_seat_name_shows_something_and_is_cut_between_graphemes(typed, shown_as):
    """#74.9: a seat named only U+200B won as a blank; the 16-character cut split an emoji's joiner sequence."""
    from wuxing_core.text import shown_name
    assert shown_name(typed, 16) == shown_as and len(shown_as) <= 16


def test_a_deck_or_card_name_that_shows_nothing_is_refused():
    from wuxing_core.errors import WuxingError
    from wuxing_core.text import check_name
    with pytest.raises(WuxingError) as caught:
        check_name("\u200b\u200b", ("a deck's name", "牌組名"), 40)
    assert caught.value.reason == "bad_name" and caught.value.detail["kind"] == "blank"
    assert check_name("", ("a card's name", "牌名"), 20) == ""      # an empty name stays allowed (the element is shown)


def deck_entry(version: int = 1, image: str = "") -> str:
    from wuxing_core.deck import random_deck, to_json
    deck = json.loads(to_json(random_deck(5)))
    deck["version"] = version
    if image:
        deck["cards"][0]["image"] = image
    return json.dumps({"v": 1, "id": "x", "rev": 1, "game": json.dumps(deck)})


def test_a_newer_releases_deck_is_left_as_it_is_and_stops_picture_collection(device):
    """#74.4: deck B, of a newer version, was renamed .corrupt by an older tab, and
    removing deck A's picture emptied the picture store, B's picture with it."""
    newer_text = deck_entry(version=2, image="p" + "b" * 32)
    storage, _ = device({"wuxing.deck.d.111111111": deck_entry(), "wuxing.deck.d.222222222": newer_text})
    deck_store = importlib.import_module("deck.store")
    try:
        assert deck_store.newer("222222222") and not deck_store.newer("111111111")
        assert deck_store.load("222222222") is None and deck_store.load("111111111") is not None
        assert [i for i, _ in deck_store.saved_decks()] == ["111111111"]
        assert storage.items["wuxing.deck.d.222222222"] == newer_text          # not renamed, not changed
        assert "wuxing.deck.d.222222222.corrupt" not in storage.items
        assert deck_store.all_readable() is False                              # so no picture is collected
        del storage.items["wuxing.deck.d.222222222"]
        assert deck_store.all_readable() is True
        storage.items["wuxing.deck.d.333333333"] = "{damaged"
        assert deck_store.all_readable() is False                              # set aside now, and still counted
        assert "wuxing.deck.d.333333333.corrupt" in storage.items
    finally:
        forget(("deck.store",))
