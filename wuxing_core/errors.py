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
