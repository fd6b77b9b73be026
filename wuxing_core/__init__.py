"""五行術 rules engines: one package per game over a shared vocabulary.

At the top: ``elements`` (the five elements and their cycles), ``coords``,
``rng``, ``errors``, ``game`` (the contract every game follows) and
``registry`` (``GAMES``, every game by name). Each game is a package:
``wuxing_core.tower`` (靈獸塔), ``wuxing_core.fishing`` (釣鶼鰈), ``wuxing_core.ink`` (墨香).

>>> from wuxing_core import Element, generates, overcomes
>>> generates(Element("木"), Element("火")), overcomes(Element("木"), Element("土"))
(True, True)
>>> GAMES["tower"].zh, GAMES["fishing"].players
('靈獸塔', (2, 3, 4))
"""
from .elements import CHARS, ENGLISH, Element, generates, overcomes
from .errors import (IllegalActionError, InvalidNotationError, InvalidPositionError,
                     InvalidSaveError, SearchLimitError, WuxingError)
from .registry import GAMES, GameInfo

__version__ = "0.2.0"
__all__ = ["CHARS", "ENGLISH", "Element", "generates", "overcomes", "WuxingError", "IllegalActionError",
           "InvalidNotationError", "InvalidPositionError", "InvalidSaveError", "SearchLimitError",
           "GAMES", "GameInfo"]
