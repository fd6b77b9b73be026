"""Every module's doctests: the shared ones, the deck designer's (#18) and every registered game's (issue #10.2)."""
import doctest
import importlib
import pkgutil

import pytest

from wuxing_core import GAMES

SHARED = ["wuxing_core", "wuxing_core.elements", "wuxing_core.rng", "wuxing_core.coords",
          "wuxing_core.game", "wuxing_core.registry"]
DECK = ["wuxing_core.deck"] + [f"wuxing_core.deck.{m.name}"
                                for m in pkgutil.iter_modules(importlib.import_module("wuxing_core.deck").__path__)]
MODULES = SHARED + DECK + [m for info in GAMES.values() for m in info.modules()]


@pytest.mark.parametrize("module", MODULES)
def test_doctests(module):
    result = doctest.testmod(importlib.import_module(module))
    assert result.failed == 0
