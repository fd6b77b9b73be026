"""墨香 Ink-Soul cards, 2–4 players (RULES.md M1–M10).

- ``cards``: the card set as data (``cards.json``) and the effect vocabulary,
  ``scoring``: a play's total from the effects, ``rules``: the game (``Ink``),
  ``actions``: the notation, ``events``: what happens, ``computer``: the
  computer players.

>>> g = Ink.deal(2, seed=5)
>>> g.play(g.legal_actions()[0]) in g.history
True
"""
from .actions import ACTION_TYPES, InkAction, Pass, Play, Special, parse_action
from .cards import Card, CardDataError, Effect, card, card_facts, card_text, load_cards, the_set
from .rules import HAND, SAFETY_TURNS, Ink
from .scoring import Score, score

__all__ = ["Ink", "HAND", "SAFETY_TURNS", "InkAction", "ACTION_TYPES", "Play", "Special", "Pass", "parse_action",
           "Card", "CardDataError", "Effect", "card", "card_facts", "card_text", "load_cards", "the_set",
           "Score", "score"]
