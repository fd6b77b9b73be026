"""A deck's file: versioned JSON (ruling DK5). A file that is not a deck of
ours is refused whole, with the reason in both languages, and nothing is
changed; a deck that merely breaks the deck rule (a sum off, a 9) is read,
so a deck in progress travels, and ``validate`` says what to fix.

>>> from wuxing_core.deck import random_deck
>>> text = to_json(random_deck(2))
>>> from_json(text) == random_deck(2)
True
>>> from_json('{"format": "wuxing-deck", "version": 9}')
Traceback (most recent call last):
...
wuxing_core.errors.InvalidSaveError: not a deck file: version 9 is not 1
"""
from __future__ import annotations

import json

from ..elements import CHARS
from ..errors import InvalidSaveError, WuxingError, quote
from ..game import read_json, same
from .cards import DECK_SIZE, Deck, DeckCard
from .check import need_deck

DECK_FORMAT = "wuxing-deck"
DECK_VERSION = 1
MAX_FILE = 20_000
"""Bytes: a deck file is about 2 KB (pictures stay on the device, only their ids are written)."""
_CARD_KEYS = {"element", "name", "left", "right", "image"}
_DECK_KEYS = {"format", "version", "name", "cards"}


def to_json(deck: Deck) -> str:
    """The deck as text to save or share."""
    need_deck(deck)
    return json.dumps({
        "format": DECK_FORMAT, "version": DECK_VERSION, "name": deck.name,
        "cards": [{"element": CHARS[c.element], "name": c.name, "left": c.left, "right": c.right,
                   "image": c.image} for c in deck.cards],
    }, ensure_ascii=False, separators=(",", ":"))


def _bad(why: str, zh: str) -> InvalidSaveError:
    return InvalidSaveError(f"not a deck file: {why}", f"不是可讀的牌組檔：{zh}", "bad_deck")


def from_json(text: object) -> Deck:
    """The deck in ``text``; ``InvalidSaveError`` (nothing read) for anything
    else: not JSON, too large or deep, another format or version, not 25
    cards, a field of the wrong type, a number over 99, a name too long."""
    data = read_json(text, MAX_FILE, 3)
    if data is None:
        raise _bad("not JSON (or too large or too deeply nested)", "不是 JSON 格式（或太大、層次太深）")
    if not isinstance(data, dict) or data.get("format") != DECK_FORMAT:
        raise _bad("it is not a 五行術 deck", "這不是五行術的牌組")
    if not same(data.get("version"), DECK_VERSION):
        raise _bad(f"version {quote(data.get('version'))} is not {DECK_VERSION}",
                   f"版本 {quote(data.get('version'))} 不是 {DECK_VERSION}")
    if set(data) != _DECK_KEYS:
        odd = sorted(map(str, set(data) ^ _DECK_KEYS))   # quoted within the quote limit, as every error is (#74.11)
        raise _bad(f"unexpected or missing fields: {quote(odd[0])}" + (f" and {len(odd) - 1} more" if len(odd) > 1 else ""),
                   f"欄位不對：{quote(odd[0])}" + (f"等 {len(odd)} 個" if len(odd) > 1 else ""))
    cards = data["cards"]
    if not isinstance(cards, list) or len(cards) != DECK_SIZE:
        count = len(cards) if isinstance(cards, list) else "no list of"
        raise _bad(f"a deck file holds {DECK_SIZE} cards, this one {count}",
                   f"牌組檔要有 {DECK_SIZE} 張牌，這個檔案是 {count}")
    made = []
    for i, card in enumerate(cards):
        if not isinstance(card, dict) or set(card) != _CARD_KEYS:
            raise _bad(f"card {i + 1} is not a card", f"第 {i + 1} 張不是牌")
        try:
            made.append(DeckCard(card["element"], card["name"], card["left"], card["right"], card["image"]))
        except WuxingError as err:
            raise _bad(f"card {i + 1}: {err.message}", f"第 {i + 1} 張：{err.zh}") from None
    try:
        return Deck(tuple(made), data["name"])
    except WuxingError as err:
        raise _bad(err.message, err.zh) from None
