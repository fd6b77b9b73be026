"""A seeded random deck that keeps the deck rule (RULES.md §4): 5 cards of
each element, in element order, with beast names, and corner numbers from 1
to 8 whose columns each sum to 100. Same seed, same deck, in CPython and in
Pyodide (``rng.Rng``, T8).

>>> deck = random_deck(5)
>>> len(deck.cards), deck.total("left"), deck.total("right")
(25, 100, 100)
>>> deck.cards[0].name, random_deck(5, "en").cards[0].name
('青龍', 'Azure Dragon')
"""
from __future__ import annotations

from ..elements import Element
from ..rng import Rng
from .cards import DECK_SIZE, HIGH, LOW, PER_ELEMENT, SUM, Deck, DeckCard

NAMES = {
    "zh": (("青龍", "麒麟", "木鹿", "藤蛇", "松鶴"),
           ("朱雀", "鳳凰", "火狐", "赤馬", "炎獅"),
           ("黃龍", "石龜", "山羊", "土熊", "貔貅"),
           ("白虎", "金雕", "銀狼", "鐵犀", "金蟬"),
           ("玄武", "水獺", "冰魚", "海豚", "墨蛟")),
    "en": (("Azure Dragon", "Qilin", "Forest Deer", "Vine Snake", "Pine Crane"),
           ("Vermilion Bird", "Phoenix", "Fire Fox", "Red Horse", "Blaze Lion"),
           ("Yellow Dragon", "Stone Tortoise", "Mountain Goat", "Earth Bear", "Pixiu"),
           ("White Tiger", "Golden Eagle", "Silver Wolf", "Iron Rhino", "Gold Cicada"),
           ("Black Tortoise", "Otter", "Ice Fish", "Dolphin", "Ink Dragon")),
}
"""Five beasts of each element for a random deck (the designer renames them)."""


def _column(rng: Rng) -> list[int]:
    """25 numbers from 1 to 8 that sum to 100: uniform draws, then single
    steps on random cards that have room, towards 100."""
    values = [LOW + rng.below(HIGH - LOW + 1) for _ in range(DECK_SIZE)]
    total = sum(values)
    while total != SUM:
        step = 1 if total < SUM else -1
        i = rng.below(DECK_SIZE)
        if LOW <= values[i] + step <= HIGH:
            values[i] += step
            total += step
    return values


def random_deck(seed: int, lang: str = "zh") -> Deck:
    """A valid deck from ``seed``, the beasts named in ``lang`` ('zh' or 'en')."""
    rng = Rng(seed)
    left, right = _column(rng), _column(rng)
    names = NAMES["en" if lang == "en" else "zh"]
    cards = []
    for e in Element:
        for k in range(PER_ELEMENT):
            i = len(cards)
            cards.append(DeckCard(e, names[e][k], left[i], right[i]))
    return Deck(tuple(cards), "隨機牌組" if lang != "en" else "Random deck")
