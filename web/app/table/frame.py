"""What every table game's frame holds (issue #71.1): the engine's view and
the seats as the table shows them. A game's view module adds its own parts
(``fishing.view.Frame``, ``ink.view.Frame``) and draws from it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class TableFrame:
    """One drawing of a table: the engine's view and the seats."""

    view: dict
    """The game's ``view(seat)``."""
    names: list[str]
    """Each seat's name as shown."""
    kinds: list[str]
    """Each seat's kind: ``"human"`` or a computer level."""
    levels: list[str]
    """Each seat's computer level in words (``""`` for a person)."""
    tr: Callable[..., str]
    """The page's texts (``i18n.Texts``)."""


def seats_of(table) -> dict:
    """The seats' part of a frame, from a ``table.shell.Table``."""
    return {"names": [table.name(p) for p in range(len(table.seats))],
            "kinds": [s["kind"] for s in table.seats],
            "levels": [table.level_name(s["kind"]) for s in table.seats], "tr": table.tr}
