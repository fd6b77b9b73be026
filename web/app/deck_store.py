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

from storage import Slot, key, random_seed, store
from wuxing_core.deck import Deck, from_json, to_json
from wuxing_core.errors import InvalidSaveError

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


def load(deck_id: str):
    """``(deck, slot)`` for a saved deck, or ``None`` when it is missing or
    unreadable (then set aside under ``<key>.corrupt``)."""
    if not isinstance(deck_id, str) or not _ID.fullmatch(deck_id):
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
