"""The landing page's game cards (web/app/landing_cards.py, issue #36.7): each
game's own cards as its table draws them, with the player's card settings."""
import doctest
import re

import pytest

from page_stub import forget, needs_app, page_module
from wuxing_core.elements import CHARS
from wuxing_core.tower.suits import SUIT

pytestmark = needs_app
BROWSER = ("i18n", "dom", "ink_emblems", "ink_cards", "card_face", "landing_cards")


@pytest.fixture(params=["zh", "en"])
def cards(request, monkeypatch):
    """landing_cards with the browser modules stood in for, in one language."""
    yield page_module(monkeypatch, "landing_cards", request.param, BROWSER), request.param
    forget(BROWSER)


def faces(html: str) -> list[tuple[str, str]]:
    """(element, label) of each element card, in order."""
    return [(CHARS[int(e)], label) for e, label in re.findall(r'class="card e(\d)[^"]*"><i class="glyph"></i><b[^>]*>([^<]*)</b>', html)]


def test_doctests(cards):
    module, _ = cards
    assert doctest.testmod(module).failed == 0


def test_the_tower_shows_its_five_elements_with_the_suits_when_chosen(cards):
    module, _ = cards
    assert faces(module.tower_fan()) == [(e, e) for e in "木火土金水"]
    with_suits = module.tower_fan(suits=True)
    assert faces(with_suits) == [(e, SUIT[e]) for e in "木火土金水"]   # T9, as the tower draws a top card
    assert with_suits.count('<b class="suit">') == 5


def test_a_decks_faces_go_on_every_card_by_place(cards):
    """A saved deck's look (``deck_faces.Faces.face``) for each card, by element and place."""
    module, _ = cards
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
    module, lang = cards
    from wuxing_core.ink.cards import card
    html = module.ink_fan()
    kinds = re.findall(r'class="icard k-(\w+)[^"]* compact"', html)
    assert kinds == ["monster", "equipment", "skill", "special"]
    for no in module.INK_FAN:
        assert card(no).name(lang) in html
    assert html.count('<span class="icard ') == 4


def test_the_first_paint_draws_the_standard_faces(cards):
    module, _ = cards
    assert module.standard_fans() == {"tower": module.tower_fan(), "fishing": module.fishing_fan()}
    assert " faced" not in "".join(module.standard_fans().values())
