"""The 釣鶼鰈 line demo's deal with cards already face up (web/app/fishing/line_deal.py,
ruling E1, issue #40.1): every small row exhaustively, each accepted deal the
line the author turned up with the reader to go on, each refusal with a
reason the builder words and a position that shows why."""
import doctest
import itertools
import json

import pytest

from page_stub import APP, needs_app, plain_module
from wuxing_core.errors import WuxingError
from wuxing_core.fishing import Fishing
from wuxing_core.fishing.events import LineFailed, Scored

pytestmark = needs_app
HANDS = ["", "水", "火木", "木火土金水"]


@pytest.fixture(scope="module")
def d():
    yield from plain_module("fishing.line_deal")


def test_doctests(d):
    from embed import recipe as embed_recipe   # imported with web/app on the path (the fixture's)
    for module in (d, embed_recipe):
        assert doctest.testmod(module).failed == 0, module.__name__


def after_flip(cards, hand, opp, flips):
    """The prepared deal with ``flips`` flipped by hand, the opponent passing: the events of the last flip."""
    g = Fishing.from_deal(cards + ".", players=2, first=0, hands=[hand, opp])
    start = 0
    for i in flips:
        start = len(g.events)
        g.play(f"flip {chr(97 + i)}1")
        while not g.is_over() and g.current_player() == 1 and g.phase == "window":
            g.play("pass")
    return g, g.events[start:]


def test_every_small_row_every_face_up_choice(d):
    words = set(json.loads((APP / "common" / "texts.json").read_text(encoding="utf-8"))["refusals.builder"])
    seen = {}
    for n in (2, 3):
        for cards in map("".join, itertools.product("木火土金水", repeat=n)):
            for hand, opp in itertools.product(HANDS, ["", "金"]):
                for k in range(n + 1):
                    for up in itertools.combinations(range(n), k):
                        try:
                            g = d.deal(cards, hand, opp, up)
                        except WuxingError as err:
                            assert err.reason in words, err.message
                            seen[err.reason] = seen.get(err.reason, 0) + 1
                            if err.reason == "no_combination":
                                assert Fishing.from_deal(cards + ".", players=2, hands=[hand, opp]).is_over()
                                continue
                            ok = max(j for j in range(k) if accepted(d, cards, hand, opp, up[:j]))
                            before = d.deal(cards, hand, opp, up[:ok])
                            if err.reason == "up_after_break":
                                assert before.line_kind() == "broken", (cards, hand, opp, up)
                                continue
                            _, events = after_flip(cards, hand, opp, up[:ok + 1])
                            want = {"up_scores": Scored, "up_fails": LineFailed}[err.reason]
                            assert any(isinstance(ev, want) for ev in events), (cards, hand, opp, up, err.reason)
                            continue
                        seen["accepted"] = seen.get("accepted", 0) + 1
                        assert g.line_text() == "".join(cards[i] for i in up)        # flipped left to right
                        assert (g.current_player(), g.active_player, g.is_over()) == (0, 0, False)
                        assert g.line_kind() in (("open", "broken") if up else ("empty",))
                        assert [i for i, c in enumerate(g.view(0)["cells"]) if c["up"]] == list(up)
                        assert not any(isinstance(ev, (Scored, LineFailed)) for ev in g.events)
    # every way to refuse is reached, and most choices are accepted
    assert set(seen) == {"accepted", "no_combination", "up_after_break", "up_scores", "up_fails"}, seen
    assert seen["accepted"] > sum(v for k, v in seen.items() if k != "accepted"), seen


def accepted(d, cards, hand, opp, up) -> bool:
    try:
        d.deal(cards, hand, opp, up)
        return True
    except WuxingError:
        return False


def test_up_as_a_link_writes_it(d):
    assert d.read_up("2,1", 3) == (0, 1)
    for text, reason in [("0", "up_outside"), ("4", "up_outside"), ("1,1", "up_bad"), ("1;2", "up_bad"),
                         (" 1", "up_bad"), ("1," * 11 + "1", "up_bad"), ("x" * 5000, "up_bad")]:
        with pytest.raises(WuxingError) as caught:
            d.read_up(text, 3)
        assert caught.value.reason == reason, text
        assert len(caught.value.message) < 120
