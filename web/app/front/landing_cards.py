"""The landing page's game cards (issue #36.7, ruling LP1): each game shows a
few of its own cards as its table draws them, with the player's card
settings (the tower's suits, T9; a saved deck's faces, #18.4). Each game's
page package draws its own (``<game>.front.fan``, #71.4), found through the
registry: this module names no game. The build writes the standard faces for
the first paint (``scripts/build_site.py games_html``, from
``standard_fans``); the page (``front.landing_page``) redraws them once the
engine is there and when a setting changes."""
from __future__ import annotations

from typing import Callable

from common.card_face import standard
from front.games import front_of, pages

Look = Callable[[str, int], tuple[str, str]]
"""(extra classes, inner markup) of a card of an element at a place: ``deck.faces.Faces.face``."""


def fronts() -> dict:
    """Each registered game with a page that has a ``front`` module, and that module, in the registry's order
    (a game without one shows no cards on its landing card)."""
    found = {info.name: front_of(info) for info in pages()}
    return {name: front for name, front in found.items() if front is not None}


def fans(look: Look = standard, suits: bool = False) -> dict[str, str]:
    """Each game's cards: with a saved deck's faces (``look``) and the playing-card suits where its table uses them."""
    return {name: front.fan(look, suits) for name, front in fronts().items()}


def standard_fans() -> dict[str, str]:
    """The first paint's cards (the build writes them): the standard faces,
    in no language (a game whose cards have words, ``WORDS``, is drawn by the page)."""
    return {name: front.fan() for name, front in fronts().items() if not getattr(front, "WORDS", False)}
