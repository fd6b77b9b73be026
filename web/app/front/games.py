"""The registered games as the front door shows them (issue #71.4): those
with a page, in the registry's order, and each one's page package's
``front`` module (its fan of cards, a game of its own's statistics and
landing parts). The landing page and the statistics page read them here and
name no game."""
from __future__ import annotations

import importlib

from wuxing_core import GAMES


def pages() -> list:
    """Every registered game with a page (``wuxing_core.GAMES``), in the registry's order."""
    return [info for info in GAMES.values() if info.page]


def front_of(info):
    """The game's page package's ``front`` module, or ``None`` when it has none
    (a ``front`` that fails to import for another reason is not hidden)."""
    try:   # named as an f-string: the build bundles every package's ``front`` with the pages that import this
        return importlib.import_module(f"{info.name}.front")
    except ModuleNotFoundError as err:
        if err.name in (f"{info.name}.front", info.name):
            return None
        raise
