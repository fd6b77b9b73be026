"""The landing page's game cards (issue #36.7, ruling LP1): each game shows a
few of its own cards as its table draws them, with the player's card
settings (the tower's suits, T9; a saved deck's faces, #18.4). The build
writes the standard faces for the first paint (``scripts/build_site.py
games_html``, from ``standard_fans``); the page (``landing_page``) redraws
them once the engine is there and when a setting changes."""
from __future__ import annotations

from typing import Callable

from card_face import card_html
from wuxing_core.tower.suits import SUIT

TOWER_FAN = "木火土金水"
"""The tower's five elements, one card each."""
FISHING_FAN = "水金火木土"
"""A hand of 釣鶼鰈: five cards, one of each element."""
INK_FAN = (28, 1001, 2002, 4003)
"""墨香: a monster, an equipment, a skill and a special card (the set's numbers)."""

Look = Callable[[str, int], tuple[str, str]]
"""(extra classes, inner markup) of a card of an element at a place: ``deck_faces.Faces.face``."""


def standard(element: str, variant: int) -> tuple[str, str]:
    """The standard face: nothing added."""
    return "", ""


def tower_fan(suits: bool = False, look: Look = standard) -> str:
    """Five tower cards as the tower draws a top card: with the playing-card
    suits (T9) when ``suits``.

    >>> tower_fan().count('class="card e')
    5
    >>> '♠' in tower_fan(suits=True)
    True
    """
    cards = []
    for i, e in enumerate(TOWER_FAN):
        extra, inner = look(e, i)
        face = card_html(e, SUIT[e] if suits else e, extra, inner=inner)
        cards.append(face.replace("<b>", '<b class="suit">', 1) if suits else face)
    return "".join(cards)


def fishing_fan(look: Look = standard) -> str:
    """A 釣鶼鰈 hand as its table draws one (a saved deck's faces when chosen)."""
    cards = []
    for i, e in enumerate(FISHING_FAN):
        extra, inner = look(e, i)
        cards.append(card_html(e, e, " hcard" + extra, inner=inner))
    return "".join(cards)


def ink_fan() -> str:
    """Four 墨香 cards, the table's compact face, in the page's language."""
    from ink_cards import card_html as ink_card
    from wuxing_core.ink.cards import card
    return "".join(ink_card(card(no), tag="span", compact=True) for no in INK_FAN)


def standard_fans() -> dict[str, str]:
    """The first paint's cards (the build writes them): the standard faces,
    in no language (墨香's cards have words: drawn by the page)."""
    return {"tower": tower_fan(), "fishing": fishing_fan()}
