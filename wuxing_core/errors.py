"""Typed errors. Every one is a ``ValueError`` whose message quotes the bad
input; ``zh`` carries the same message in Traditional Chinese for the UI."""
from __future__ import annotations


class WuxingError(ValueError):
    """Base of every error the engine raises for bad input."""

    def __init__(self, message: str, zh: str | None = None, reason: str | None = None, **detail: object) -> None:
        super().__init__(message)
        self.message = message
        self.zh = zh or message
        self.reason = reason
        """A short code a page maps to a player's sentence (``None``: use the message)."""
        self.detail = detail
        """The values that sentence needs (card numbers, totals …)."""

    def text(self, lang: str = "zh") -> str:
        """The message in ``lang`` ('zh' or 'en')."""
        return self.zh if lang == "zh" else self.message


class InvalidNotationError(WuxingError):
    """Text that is not an action or position at all (bad syntax)."""


class IllegalActionError(WuxingError):
    """A well-formed action that the rules do not allow here."""


class InvalidPositionError(WuxingError):
    """A position (text or layout) that is malformed or impossible."""


class InvalidSaveError(WuxingError):
    """A saved game (JSON) that is malformed, outdated or foreign."""


class SearchLimitError(RuntimeError):
    """A search ran out of its node or time budget before deciding.

    Never a ``None``: the solver answers "no solution" only with a proof."""


QUOTE_LIMIT = 40
"""The most characters of a player's input an error message quotes (issue #39.3)."""


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` for an error message, at most ``limit`` characters (a
    cut ends in ``…``). Never raises: a number too long to print, or a value
    whose ``repr`` fails, is described instead (in no language: the
    message may be either). Control, bidi and line
    separator characters come out escaped, as ``repr`` writes them.

    >>> quote("木火")
    "'木火'"
    >>> quote("x" * 100)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"
    >>> quote(10 ** 5000)
    '≈1e5000'
    >>> quote("a\\u202eb")
    "'a\\\\u202eb'"
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return f"{'-' if value < 0 else ''}≈1e{int(value.bit_length() * 0.30103)}"   # str() of it may not even work
    if isinstance(value, str) and len(value) > limit:
        value = value[:limit]   # repr of the head only: a long text costs nothing to quote
    try:
        text = repr(value)
    except Exception:   # noqa: BLE001 - a crafted object, a nesting too deep
        return f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"
