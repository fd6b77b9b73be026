"""Every module's doctests, the shared ones and every registered game's (issue #10.2)."""
import doctest
import importlib

import pytest

from wuxing_core import GAMES

SHARED = ["wuxing_core", "wuxing_core.elements", "wuxing_core.rng", "wuxing_core.coords",
          "wuxing_core.game", "wuxing_core.registry"]
MODULES = SHARED + [m for info in GAMES.values() for m in info.modules()]


@pytest.mark.parametrize("module", MODULES)
def test_doctests(module):
    result = doctest.testmod(importlib.import_module(module))
    assert result.failed == 0
