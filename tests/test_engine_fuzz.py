"""Fuzzing every entry point of the engine with a fixed seed (issue #11): for
any input, only the engine's own errors (``WuxingError``), the state
unchanged, and no input taking over 2 s. 5,000 inputs per entry point on
CPython (500 inside Pyodide, where the same code runs slower)."""
import json
import random
import time

import pytest

from wuxing_core.errors import WuxingError
from wuxing_core.fishing import Computer, Fishing
from wuxing_core.tower import Tower

from conftest import IN_PYODIDE

N = 500 if IN_PYODIDE else 5000
CHARS = "abcdz0129 <>-/=|.木火土金水²١٢三{}[]\":,\\x\n\t"
ODD_VALUES = [None, True, False, 0, -1, 1.5, 10 ** 30, "", "x", "²", "١٢٣", [], {}, [[[[[[[[[[[[]]]]]]]]]]]],
              {"a": {"b": {"c": {"d": {"e": {"f": {"g": {"h": {"i": 1}}}}}}}}}, "9" * 5000, "[" * 1000]


def tower_game() -> Tower:
    t = Tower.deal("cross", 11)
    for _ in range(6):
        t.play(t.legal_stacks()[0])
    t.play(t.item_actions("金")[0])
    t.undo()
    return t


def fishing_game() -> Fishing:
    g = Fishing.deal(3, 12)
    bots = [Computer("attentive", s, 1) for s in range(3)]
    for _ in range(30):
        g.play(bots[g.current_player()].choose(g))
    return g


def junk_text(rng: random.Random) -> str:
    return "".join(rng.choice(CHARS) for _ in range(rng.randrange(0, 30)))


def mutate_json(text: str, rng: random.Random) -> str:
    """A save changed the ways a disk, an old version or a person might change it."""
    way = rng.randrange(6)
    if way == 0:                                   # a few characters replaced
        chars = list(text)
        for _ in range(rng.randrange(1, 4)):
            chars[rng.randrange(len(chars))] = rng.choice(CHARS)
        return "".join(chars)
    if way == 1:                                   # cut short
        return text[:rng.randrange(len(text))]
    if way == 2:                                   # a deep or huge value
        return rng.choice(["[" * 100_000, "{\"a\":" * 50_000, "[" * 9 + "]" * 9, text * 40])
    data = json.loads(text)
    keys = list(data)
    if way == 3:                                   # a field of another type
        data[rng.choice(keys)] = rng.choice(ODD_VALUES)
    elif way == 4:                                 # a history entry of another type or value
        history = data.get("history") or [""]
        history[rng.randrange(len(history))] = rng.choice(ODD_VALUES + [junk_text(rng)])
        data["history"] = history
    else:                                          # a field removed
        del data[rng.choice(keys)]
    return json.dumps(data, ensure_ascii=False)


def refuses_cleanly(call, game=None) -> None:
    before = game.to_json() if game is not None else None
    started = time.perf_counter()
    try:
        call()
    except WuxingError:
        pass
    assert time.perf_counter() - started < 2.0
    if game is not None:
        assert game.to_json() == before


@pytest.mark.parametrize("cls,make", [(Tower, tower_game), (Fishing, fishing_game)])
def test_loading_any_save_raises_only_the_engines_errors(cls, make):
    rng = random.Random(11)
    saved = make().to_json()
    loaded = 0
    for _ in range(N):
        text = mutate_json(saved, rng)
        try:
            cls.from_json(text)
            loaded += 1
        except WuxingError:
            pass
    assert 0 < loaded < N      # some mutations are harmless (order, spaces), most are refused


@pytest.mark.parametrize("make", [tower_game, fishing_game])
def test_any_text_or_action_value_is_refused_cleanly(make):
    rng = random.Random(12)
    g = make()
    start = len(g.history)
    legal = g.legal_actions()
    for _ in range(N):
        way = rng.randrange(3)
        if way == 0:
            text = junk_text(rng)
            refuses_cleanly(lambda: g.play(text) and g.undo(), None)
        elif way == 1:
            action = g.random_action(rng)
            refuses_cleanly(lambda: g.play(action) if action not in legal else None, g)
        else:                                      # an action value with fields of the wrong type
            action = rng.choice(legal)
            fields = {k: rng.choice(ODD_VALUES + [5, (0, 99), (1, 2, 3), (True, 0)]) for k in action.__dataclass_fields__}
            try:
                odd = type(action)(**fields)
            except TypeError:
                continue
            if odd in legal:                       # e.g. ``pass``, which has no field to spoil
                continue
            refuses_cleanly(lambda: g.play(odd), g)
        if len(g.history) > start:                 # a lucky junk text was legal: back to the start
            g.undo()


def test_positions_and_deals_refuse_anything_else():
    rng = random.Random(13)
    for _ in range(N):
        text = rng.choice([junk_text(rng), "木 火/" * rng.randrange(50), rng.choice(ODD_VALUES)])
        refuses_cleanly(lambda: Tower.from_text(text))
        refuses_cleanly(lambda: Tower.deal(rng.choice(["basic", "x", None, 3]), rng.choice(ODD_VALUES + [7])))
        refuses_cleanly(lambda: Fishing.deal(rng.choice([2, 3, 4, 5, "2", None]), rng.choice(ODD_VALUES + [7])))
        refuses_cleanly(lambda: Fishing.from_deal(text, rng.choice([2, 3]), rng.choice([0, 1, 5, "x"])))


def test_the_reported_faults_stay_fixed():
    """Issue #11.3, #11.6, #11.8 as written there."""
    g = Fishing.deal(2, 1)
    assert isinstance(g.try_play("play 火 ² a1"), WuxingError)
    for loader in (Tower.from_json, Fishing.from_json):
        with pytest.raises(WuxingError):
            loader("[" * 100_000)
    t = Tower.deal("basic", 6)
    from wuxing_core.tower import Transform
    assert isinstance(t.try_play(Transform((0, 0), 5)), WuxingError)
    assert t.moves == 0 and Tower.from_json(t.to_json()) == t
