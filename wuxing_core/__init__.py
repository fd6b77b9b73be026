"""五行術 rules engines: one module per game over a shared vocabulary.

>>> from wuxing_core import Element, generates, overcomes
>>> generates(Element("木"), Element("火")), overcomes(Element("木"), Element("土"))
(True, True)
"""
from .elements import CHARS, Element, generates, overcomes
from .errors import (IllegalActionError, InvalidNotationError, InvalidPositionError,
                     InvalidSaveError, SearchLimitError, WuxingError)

__version__ = "0.1.0"
__all__ = ["CHARS", "Element", "generates", "overcomes", "WuxingError", "IllegalActionError",
           "InvalidNotationError", "InvalidPositionError", "InvalidSaveError", "SearchLimitError"]
