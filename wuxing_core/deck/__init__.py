"""A player's own 25-card deck of spirit beasts (RULES.md §4, issue #18).

Not a game: the 釣鶼鰈 rule text asks every player to design the faces of
their own deck and print it. ``cards`` holds the data (``Deck``,
``DeckCard``), ``check`` the deck rule (``validate``) and the "fix the sums"
helper, ``generate`` a seeded random valid deck, ``files`` the versioned
JSON a deck is exported to and imported from. Rulings DK1–DK5 are in
docs/RULES-PROJECT.md.

>>> deck = random_deck(7)
>>> validate(deck)
[]
>>> from_json(to_json(deck)) == deck
True
"""
from .cards import DECK_SIZE, MAX_NAME, PER_ELEMENT, SUM, Deck, DeckCard
from .check import Change, Violation, apply, fix_sums, validate
from .files import DECK_FORMAT, DECK_VERSION, from_json, to_json
from .generate import random_deck

__all__ = ["Deck", "DeckCard", "DECK_SIZE", "PER_ELEMENT", "SUM", "MAX_NAME", "Violation", "Change",
           "validate", "fix_sums", "apply", "random_deck", "to_json", "from_json", "DECK_FORMAT", "DECK_VERSION"]
