"""The landing page's game cards (web/app/front/landing_cards.py, issue #36.7): each
game's own cards as its table draws them (``<game>.front.fan``, found through
the registry, #71.4), with the player's card settings."""
import doctest
import re

import pytest

from page_stub import forget, needs_app, page_module
from wuxing_core.elements import CHARS
from wuxing_core.tower.suits import SUIT

pytestmark = needs_app
BROWSER = ("common.i18n", "common.dom", "ink.emblems", "ink.cards", "common.card_face", "front.landing_cards",
           "tower.front", "fishing.front", "ink.front")


@pytest.fixture(params=["zh", "en"])
def cards(request, monkeypatch):
    """landing_cards with the browser modules stood in for, in one language."""
    yield page_module(monkeypatch, "front.landing_cards", request.param, BROWSER), request.param
    forget(BROWSER)


def faces(html: str) -> list[tuple[str, str]]:
    """(element, label) of each element card, in order."""
    return [(CHARS[int(e)], label) for e, label in re.findall(r'class="card e(\d)[^"]*"><i class="glyph"></i><b[^>]*>([^<]*)</b>', html)]


class Fans:
    """The games' fans as the tests knew them, read through ``landing_cards``."""

    def __init__(self, module):
        self.fronts = module.fronts()
        self.module = module
        self.TOWER_FAN, self.FISHING_FAN, self.INK_FAN = (self.fronts[g].FAN for g in ("tower", "fishing", "ink"))

    def tower_fan(self, suits=False, look=None):
        return self.fronts["tower"].fan(look or self.module.standard, suits)

    def fishing_fan(self, look=None):
        return self.fronts["fishing"].fan(look or self.module.standard)

    def ink_fan(self):
        return self.fronts["ink"].fan()

    def standard_fans(self):
        return self.module.standard_fans()


def test_doctests(cards):
    module, _ = cards
    for m in (module, *module.fronts().values()):
        assert doctest.testmod(m).failed == 0, m.__name__


def test_every_game_with_a_page_has_its_fan_in_the_registrys_order(cards):
    module, _ = cards
    from wuxing_core import GAMES
    assert list(module.fans()) == [g.name for g in GAMES.values() if g.page]


def test_the_tower_shows_its_five_elements_with_the_suits_when_chosen(cards):
    module = Fans(cards[0])
    assert faces(module.tower_fan()) == [(e, e) for e in "木火土金水"]
    with_suits = module.tower_fan(suits=True)
    assert faces(with_suits) == [(e, SUIT[e]) for e in "木火土金水"]   # T9, as the tower draws a top card
    assert with_suits.count('<b class="suit">') == 5


def test_a_decks_faces_go_on_every_card_by_place(cards):
    """A saved deck's look (``deck.faces.Faces.face``) for each card, by element and place."""
    module = Fans(cards[0])
    asked = []

    def look(element, variant):
        asked.append((element, variant))
        return " faced", f'<span class="face-name">{element}{variant}</span>'

    hand = module.fishing_fan(look)
    assert faces(hand) == [(e, e) for e in module.FISHING_FAN]
    assert re.findall(r'face-name">([^<]*)<', hand) == [f"{e}{i}" for i, e in enumerate(module.FISHING_FAN)]
    assert hand.count(" faced") == 5
    tower = module.tower_fan(True, look)
    assert re.findall(r'face-name">([^<]*)<', tower) == [f"{e}{i}" for i, e in enumerate(module.TOWER_FAN)]
    assert set(asked) >= {(e, i) for i, e in enumerate(module.TOWER_FAN)}


def test_ink_shows_four_kinds_of_card_in_the_pages_language(cards):
    module, lang = Fans(cards[0]), cards[1]
    from wuxing_core.ink.cards import card
    html = module.ink_fan()
    kinds = re.findall(r'class="icard k-(\w+)[^"]* compact"', html)
    assert kinds == ["monster", "equipment", "skill", "special"]
    for no in module.INK_FAN:
        assert card(no).name(lang) in html
    assert html.count('<span class="icard ') == 4


def test_the_first_paint_draws_the_standard_faces(cards):
    module = Fans(cards[0])
    assert module.standard_fans() == {"tower": module.tower_fan(), "fishing": module.fishing_fan()}
    assert " faced" not in "".join(module.standard_fans().values())
