"""A player's saved decks (issue #18.2), shared by the deck designer and the
games that draw their cards with a deck's faces (#18.4).

Keys: ``wuxing.deck.index`` (the decks' ids, oldest first),
``wuxing.deck.current`` (the one open last) and ``wuxing.deck.d.<id>`` (one
deck, in the envelope of ``storage.Slot`` so two tabs never overwrite each
other's newer edit). A deck is stored as its file text (``wuxing_core.deck
.to_json``) and read back through ``from_json``: an unreadable entry is set
aside, never shown half-read. Pictures live in IndexedDB (js/deck-files.js).
"""
import json
import re

from common.storage import ENVELOPE_VERSION, MAX_VALUE_BYTES, Slot, key, random_seed, store
from wuxing_core.deck import Deck, from_json, to_json
from wuxing_core.deck.files import DECK_VERSION
from wuxing_core.errors import InvalidSaveError
from wuxing_core.game import read_json

INDEX = key("deck", "index")
CURRENT = key("deck", "current")
MAX_DECKS = 50
_ID = re.compile(r"[0-9]{9}")


class DeckText:
    """A deck as ``Slot`` saves and loads it (``to_json`` / ``from_json``)."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck

    def to_json(self) -> str:
        return to_json(self.deck)

    @staticmethod
    def from_json(text) -> "DeckText":
        return DeckText(from_json(text))


def slot(deck_id: str) -> Slot:
    return Slot(key("deck", "d", deck_id))


def ids() -> list[str]:
    """The saved decks' ids, oldest first (a damaged index is set aside and rebuilt)."""
    listed = [i for i in store.read(INDEX, []) if isinstance(i, str) and _ID.fullmatch(i)]
    prefix = key("deck", "d", "")
    found = {k[len(prefix):] for k in store.keys() if k.startswith(prefix) and _ID.fullmatch(k[len(prefix):])}
    return [i for i in listed if i in found] + sorted(found - set(listed))


def write_index(deck_ids: list[str]) -> bool:
    return store.set(INDEX, json.dumps(deck_ids))


def new_id(taken) -> str:
    while True:
        deck_id = f"{random_seed():09d}"
        if deck_id not in taken:
            return deck_id


def newer(deck_id: str) -> bool:
    """Whether the saved deck ``deck_id`` was written by a newer release (its
    envelope's or its deck file's version is above ours): such an entry is left
    as it is, never set aside, so the newer page still reads it (#74.4: an
    older tab renamed it ``.corrupt``)."""
    envelope = read_json(store.get(key("deck", "d", deck_id)), MAX_VALUE_BYTES)
    if not isinstance(envelope, dict):
        return False
    deck = read_json(envelope.get("game"), MAX_VALUE_BYTES)
    versions = (envelope.get("v"), ENVELOPE_VERSION), (deck.get("version") if isinstance(deck, dict) else None, DECK_VERSION)
    return any(type(v) is int and v > ours for v, ours in versions)


def all_readable() -> bool:
    """Whether every deck entry on this device reads as a deck now: none of a
    newer release, none set aside as unreadable. Pictures are collected only
    then (#74.4: a deck that could not be read lost its pictures)."""
    prefix = key("deck", "d", "")
    for k in store.keys():
        if not k.startswith(prefix):
            continue
        deck_id = k[len(prefix):]
        if not _ID.fullmatch(deck_id) or newer(deck_id) or load(deck_id) is None:
            return False
    return True


def load(deck_id: str):
    """``(deck, slot)`` for a saved deck, or ``None`` when it is missing, of a
    newer release (left as it is), or unreadable (then set aside under
    ``<key>.corrupt``)."""
    if not isinstance(deck_id, str) or not _ID.fullmatch(deck_id) or newer(deck_id):
        return None
    s = slot(deck_id)
    try:
        loaded = s.load(DeckText)
    except InvalidSaveError:
        return None
    return (loaded[0].deck, s) if loaded else None


def saved_decks() -> list[tuple[str, Deck]]:
    """Every readable saved deck with its id, oldest first."""
    out = []
    for deck_id in ids():
        loaded = load(deck_id)
        if loaded:
            out.append((deck_id, loaded[0]))
    return out
