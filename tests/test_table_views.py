"""The table games' views (issue #71.1): a frame in, paint operations out.
``fishing.view`` and ``ink.view`` are given the engine's view and what the
page adds (``Frame``) and write into a paint message; they keep no state
and never see the page, so a frame is drawn the same every time."""
import ast
import re

import pytest

from page_stub import APP, forget, needs_app, page_module
from wuxing_core.fishing import Fishing
from wuxing_core.fishing.events import Scored
from wuxing_core.ink import Ink

pytestmark = needs_app
BROWSER = ("common.i18n", "common.dom", "common.words", "common.card_face", "ink.emblems", "ink.cards",
           "fishing.view", "ink.view")


class Recorder:
    """A paint message as a list of operations (``common.paint.Paint``'s calls, not diffed)."""

    def __init__(self):
        self.ops = []

    def html(self, selector, markup):
        self.ops.append((selector, "html", markup))

    def text(self, selector, text):
        self.ops.append((selector, "text", text))

    def attrs(self, selector, **attrs):
        self.ops.append((selector, "attrs", attrs))

    def fly(self, target, cards):
        self.ops.append((target, "fly", cards))

    def slide(self, cards, ms=320):
        self.ops.append(("", "slide", cards))

    def last(self, selector, kind):
        found = [v for s, k, v in self.ops if s == selector and k == kind]
        assert found, f"nothing painted as {kind} of {selector}"
        return found[-1]


@pytest.fixture(params=["zh", "en"])
def views(request, monkeypatch):
    i18n = page_module(monkeypatch, "common.i18n", request.param, BROWSER)
    import importlib
    yield importlib.import_module("fishing.view"), importlib.import_module("ink.view"), i18n, request.param
    forget(BROWSER)


def drawn(module, frame):
    paint = Recorder()
    module.draw(frame, paint)
    return paint


def fishing_frame(fv, i18n, game, **extra):
    names = ["小美", "Cai"][:game.players] + ["P3", "P4"][:max(0, game.players - 2)]
    return fv.Frame(view=game.view(game.current_player()), names=names, kinds=["human"] * game.players,
                    levels=[""] * game.players, tr=i18n.Texts("fishing", "table"), **extra)


def test_fishing_a_frame_is_drawn_whole_and_the_same_every_time(views):
    fv, _, i18n, _ = views
    game = Fishing.deal(2, 3)
    frame = fishing_frame(fv, i18n, game, human=True, firsts=frozenset(f"c:{n}" for n in ("a1", "b1")))
    first, again = drawn(fv, frame), drawn(fv, frame)
    assert first.ops == again.ops
    for cell in game.view(0)["cells"]:
        assert f'#field [data-cell="{cell["name"]}"]' in {s for s, _, _ in first.ops}
    assert "flippable" in first.last('#field [data-cell="a1"]', "attrs")["class_"]
    assert "flippable" not in first.last('#field [data-cell="c1"]', "attrs")["class_"]
    assert "小美" in first.last("#turn", "html") and "Cai" in first.last("#hands", "html")
    assert first.last("#handover", "attrs")["hidden"] is True


def test_fishing_what_the_page_adds_is_what_shows(views):
    fv, _, i18n, lang = views
    game = Fishing.deal(2, 3)
    cue = drawn(fv, fishing_frame(fv, i18n, game, handover=1))
    assert cue.last("#handover", "attrs")["hidden"] is False and "Cai" in cue.last("#handover", "html")
    flight = drawn(fv, fishing_frame(fv, i18n, game, scored=(Scored(player=1, kind="pair", elements="木木",
                                                                        cells=("a1", "b1")),)))
    target, kind, cards = next(op for op in flight.ops if op[1] == "fly")
    assert target == '[data-score-player="1"]' and [c[0] for c in cards] == ['#field [data-cell="a1"]', '#field [data-cell="b1"]']
    before = [dict(c, up="", down=c["down"] + 1) if c["name"] == "a1" else c for c in game.view(0)["cells"]]
    game.play("flip a1")
    flipped = drawn(fv, fishing_frame(fv, i18n, game, previous=tuple(before)))
    assert "flip-in" in flipped.last('#field [data-cell="a1"]', "attrs")["class_"]


def test_ink_the_hand_over_screen_holds_no_card_and_the_play_box_shows_the_engines_total(views):
    _, iv, i18n, lang = views
    game = Ink.deal(3, 5)
    names, tr = ["小美", "Cai", "Ana"], i18n.Texts("ink", "table")
    base = dict(names=names, kinds=["human"] * 3, levels=[""] * 3, tr=tr)
    screen = drawn(iv, iv.Frame(view=game.view(0), viewer=None, next_human=1, ready=False, **base))
    assert screen.last("#hand", "html") == "" and screen.last("#reveal", "attrs")["disabled"] is True
    assert "Cai" in screen.last("#handover-text", "text")
    hand = game.hand(0)
    box = iv.Build(kind="play", total=12, legal=True, leading=False, to_beat=10, pass_legal=True)
    mine = drawn(iv, iv.Frame(view=game.view(0), viewer=0, mine=True, chosen=frozenset(hand[:1]),
                              usable=frozenset(hand), build=box, **base))
    assert re.search(r">12<", mine.last("#running", "html"))
    assert mine.last('#build [data-action="play"]', "attrs")["disabled"] is False
    assert f'data-card="{hand[0]}" aria-pressed="true"' in mine.last("#hand", "html")


def test_the_view_modules_never_name_the_page():
    """No view module reads or writes its page: no page object, no document or window, no state of its own."""
    for name in ("fishing/view.py", "ink/view.py", "tower/view.py"):
        tree = ast.parse((APP / name).read_text(encoding="utf-8"))
        args = {a.arg for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) for a in f.args.args}
        names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
        assert not {"page", "document", "window"} & (args | names), name
        assert not [n for n in ast.walk(tree) if isinstance(n, ast.Global)], name


class StylingRecorder(Recorder):
    """The tower's paint also sets style properties and places its choices."""

    def style(self, selector, props):
        self.ops.append((selector, "style", props))

    def beside(self, selector, cell):
        self.ops.append((selector, "beside", cell))


def test_tower_a_frame_is_drawn_the_same_every_time_with_what_is_lit_and_chosen(views, monkeypatch):
    import importlib
    tv = importlib.import_module("tower.view")
    from wuxing_core.tower import Tower
    game = Tower.deal("basic", 5)
    piles = game.piles()
    names = tuple(f"{c}{r}" for r in range(1, game.height + 1) for c in "abcdefghijklmnopqrstuvwxyz"[:game.width])
    first_pile = next(iter(piles))
    frame = tv.Frame(cells=names, outside=tv.outside_cells(game), piles=piles, printed=game.printed(),
                     tracks=tv.tracks(game, set(piles)), chosen=frozenset([first_pile]), status=tv.status_of(game),
                     items=tuple(game.items), moves=3, choices="<b>x</b>", choice_cell=first_pile,
                     slides=((first_pile, names[0]),))
    one, two = StylingRecorder(), StylingRecorder()
    tv.draw(frame, one)
    tv.draw(frame, two)
    assert one.ops == two.ops
    assert "selected" in one.last(f'#board [data-cell="{first_pile}"]', "attrs")["class_"]
    assert one.last(f'#board [data-cell="{first_pile}"]', "attrs")["data_pile"] == piles[first_pile]
    assert one.last("#board", "style") == frame.tracks and one.last("#moves", "text") == "3"
    assert one.last("#choices", "beside") == first_pile and one.last("#choices", "attrs")["hidden"] is False
    assert [c[0] for c in one.last("", "slide")] == [f'#board [data-cell="{first_pile}"]']
    forget(("tower.view", "tower.taps", "common.taps"))

