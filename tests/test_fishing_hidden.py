"""Face-down cards leave the engine only through a per-player view that hides
them (issue #5.2, STYLE.md §5, ruling FV1). Two games that differ only in cards still face
down must look the same through every public channel: views, position text,
action notation, events, the log in both languages, and the save apart from
the deal it was built from."""
import json
import random

from wuxing_core.fishing import Fishing
from wuxing_core.fishing.computer import Computer
from wuxing_core.fishing.log import describe_all

ELEMENTS = "木火土金水"


def public(g: Fishing):
    save = json.loads(g.to_json())
    save.pop("deal"), save.pop("seed")   # what the game was built from
    names = ["A", "B", "C"][:g.players]
    return ([g.view(p) for p in range(g.players)], g.to_text(), [str(a) for a in g.history],
            g.events, describe_all(g.events, names, "zh"), describe_all(g.events, names, "en"), save,
            [str(a) for a in g.legal_actions()], g.current_player())


def test_games_differing_only_face_down_look_the_same():
    rng = random.Random(4)
    checked = 0
    for seed in range(12):
        base = Fishing.deal(3, seed)
        bots = [Computer("perfect", s, seed) for s in range(3)]
        for _ in range(rng.randrange(10, 60)):
            if base.is_over():
                break
            base.play(bots[base.current_player()].choose(base))
        # The same actions on a field whose never-flipped dealt cards differ.
        a = base.unseen_variant(0, random.Random(seed))
        b = base.unseen_variant(0, random.Random(seed + 100))
        if a is None or b is None:
            continue
        assert public(a) == public(b) == public(base)
        assert a._cells != base._cells or b._cells != base._cells   # the hidden cards really differ
        checked += 1
    assert checked >= 8


def test_views_show_counts_not_elements():
    g = Fishing.deal(2, 9)
    view = g.view(1)
    assert all(c["up"] == "" and c["down"] == 1 for c in view["cells"])
    assert not any(ch in g.to_text().split(" field ")[1].split(" line ")[0] for ch in ELEMENTS)
    text = json.dumps(view, ensure_ascii=False)
    # The only elements a fresh view names are the open hands (F10).
    assert sum(text.count(ch) for ch in ELEMENTS) == 2 * 5


def test_the_save_names_no_card_of_the_field():
    g = Fishing.deal(2, 10)
    for a in ("flip a1",):
        g.play(a)
    data = json.loads(g.to_json())
    assert set(data) == {"format", "version", "players", "seed", "deal", "history", "position"}
    assert data["deal"] is None and isinstance(data["seed"], int)
    # position is the public text: face-down cards are '?'
    field_part = data["position"].split(" field ")[1].split(" line ")[0]
    assert set(field_part) <= set("?/ .") | set(g.view(0)["cells"][0]["up"])
