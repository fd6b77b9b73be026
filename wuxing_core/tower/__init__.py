"""靈獸塔 Spirit Beast Tower, the solitaire (RULES.md §1).

- ``rules``: the game (``Tower``), ``board``: T1–T5 as tables and pure
  functions, ``actions``: the action notation, ``layouts``: the eight
  layouts (T7), ``solver``: the exact solver, ``difficulty``: measured
  difficulty, ``suits``: the playing-card theme (T9), ``stored``: what
  its page keeps on a device, as a backup reads it.

>>> t = Tower.deal("basic", seed=6)
>>> t.play(t.legal_actions()[0]) in t.history
True
"""
from .actions import (ITEM_NAMES, Discard, Move, Split, Stack, Swap, TowerAction, Transform,
                      parse_action)
from .board import may_sit
from .layouts import LAYOUT_NAMES, LAYOUTS, Layout, get_layout
from .rules import Tower


def __getattr__(name: str):
    """``solve`` is the solver's: imported on first use, not with the package
    (a page that only draws a deal never loads it; issue #34.5)."""
    if name == "solve":
        from .solver import solve
        return solve
    if name == "BACKUP_ENTRIES":   # what a backup may hold of this game (``stored``)
        from .stored import BACKUP_ENTRIES
        return BACKUP_ENTRIES
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = ["Tower", "TowerAction", "Stack", "Move", "Split", "Transform", "Discard", "Swap",
           "parse_action", "ITEM_NAMES", "may_sit", "LAYOUTS", "LAYOUT_NAMES", "Layout",
           "get_layout", "solve"]
