"""釣鶼鰈 Fishing for Pairs, 2–4 players (RULES.md §2).

- ``rules``: the game (``Fishing``), ``actions``: the action notation,
  ``line``: the F4 combinations, ``events``: what happens, as typed events,
  ``log``: the events in words, ``computer``: the computer players.

>>> g = Fishing.deal(2, seed=1)
>>> g.play("flip a1"); g.line_kind()
Flip(cell=(0, 0))
'open'
"""
from .actions import (ACTION_TYPES, Block, Fail, FaceDown, FishingAction, Flip, HandPlay, Pass,
                      Stop, parse_action)
from .computer import LEVELS, Computer
from .line import NAMES, POINTS, Verdict, classify
from .rules import GRIDS, SAFETY_ROUNDS, Fishing

__all__ = ["Fishing", "GRIDS", "SAFETY_ROUNDS", "FishingAction", "ACTION_TYPES", "Flip", "HandPlay", "FaceDown",
           "Block", "Pass", "Fail", "Stop", "parse_action", "Computer", "LEVELS", "NAMES",
           "POINTS", "Verdict", "classify"]
