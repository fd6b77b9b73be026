"""Saved data for every page: one key scheme, one envelope, one reader,
revisions across tabs, seeds.

Keys: ``wuxing.<game>.<name>`` (``key("tower", "index")`` is
``wuxing.tower.index``); the language is ``wuxing.lang``. A saved game is an
envelope ``{"v": 1, "id": …, "rev": n, "game": <the engine's save>, ...the
page's own fields}``; ``Slot`` writes it only over what this tab last read or
wrote, so a tab never overwrites a newer game from another tab. Every stored
value is read by ``read`` (size and nesting limits); an unreadable one is set
aside under ``<key>.corrupt`` and never read again. ``migrate()`` moves data
written by earlier releases to today's keys, the new entry written before the
old one is removed.
"""
import json

from pyscript import window

from wuxing_core.errors import InvalidSaveError
from wuxing_core.game import read_json
from wuxing_core.rng import MAX_SEED

ENVELOPE_VERSION = 1
SCHEMA_KEY = "wuxing.schema"
SCHEMA = 2
"""1: release 0.1.0 (tower deals under ``wuxing.tower.game:LAYOUT:SEED``); 2: today."""
MAX_SEED_DIGITS = len(str(MAX_SEED))
MAX_COPIES = 20
"""Copies of one entry's damaged values kept aside (``Storage.keep_copy``)."""


def key(game: str, *names: str) -> str:
    """The storage key of ``game``'s ``names`` (joined by dots)."""
    return ".".join(("wuxing", game, *names))


class Storage:
    """localStorage that never throws (private mode, quota, disabled)."""

    def get(self, name: str):
        try:
            value = window.localStorage.getItem(name)
        except Exception:
            return None
        return value if isinstance(value, str) else None

    def set(self, name: str, value: str) -> bool:
        try:
            window.localStorage.setItem(name, value)
            return True
        except Exception:
            return False

    def remove(self, name: str) -> None:
        try:
            window.localStorage.removeItem(name)
        except Exception:
            pass

    def keys(self) -> list[str]:
        try:
            storage = window.localStorage
            return [k for k in (storage.key(i) for i in range(storage.length)) if isinstance(k, str)]
        except Exception:
            return []

    def keep_copy(self, name: str, raw: str, to: str | None = None) -> bool:
        """Keep ``raw``, whole, under ``to`` (default ``<name>.corrupt``), or,
        when a copy is there already, under the first free ``<to>.2``,
        ``<to>.3`` … up to ``MAX_COPIES``: a second damage to the same entry
        never overwrites the first copy (#74.11). False if none could be kept."""
        base = to or name + ".corrupt"
        for n in range(1, MAX_COPIES + 1):
            where = base if n == 1 else f"{base}.{n}"
            if self.get(where) is None:
                return self.set(where, raw)
        return False

    def set_aside(self, name: str, raw: str, to: str | None = None) -> None:
        """Keep an unreadable value aside (``keep_copy``; best effort) and drop it."""
        self.keep_copy(name, raw, to)
        self.remove(name)

    def read(self, name: str, default, on_bad=None):
        """The JSON value stored under ``name`` if it has the type of ``default``;
        else ``default``, the bad value set aside and ``on_bad(name)`` called."""
        raw = self.get(name)
        if raw is None:
            return default
        value = read_json(raw, MAX_VALUE_BYTES)
        if isinstance(value, type(default)) and not isinstance(value, bool):
            return value
        self.set_aside(name, raw)
        if on_bad is not None:
            on_bad(name)
        return default


MAX_VALUE_BYTES = 2_000_000
store = Storage()
TAB = f"{window.Math.random():.12f}"[2:]
"""This page load's id, written with each save it makes."""


def envelope_of(raw) -> dict:
    """A stored envelope, checked; ``InvalidSaveError`` if unreadable."""
    envelope = read_json(raw, MAX_VALUE_BYTES)
    if not isinstance(envelope, dict) or envelope.get("v") != ENVELOPE_VERSION \
            or not isinstance(envelope.get("game"), str):
        raise InvalidSaveError("not a saved game of this version", "不是這個版本的存檔")
    return envelope


def unwrap(raw: str, cls):
    """``(game, envelope)`` from a stored envelope; ``InvalidSaveError`` if unreadable."""
    envelope = envelope_of(raw)
    return cls.from_json(envelope["game"]), envelope


def stamp(envelope: dict) -> tuple:
    """What tells two saves of a slot apart: the game's id and its revision."""
    rev = envelope.get("rev", 0)
    return envelope.get("id"), rev if isinstance(rev, int) and not isinstance(rev, bool) else 0


class Slot:
    """One saved game under one key, shared by every tab of the site.

    ``seen`` is the (id, rev) this tab last read or wrote there. ``write``
    refuses (``"newer"``) when the key holds something else, because another
    tab saved since: the page then takes that game up instead of losing it.
    ``"full"`` when storage refused the write (nothing stored is lost)."""

    def __init__(self, name: str, corrupt: str | None = None) -> None:
        self.name = name
        self.corrupt = corrupt   # where an unreadable save is kept (default ``<name>.corrupt``)
        self.seen: tuple = (None, 0)
        self._last: str | None = None    # the text this tab last read or wrote here
        self._last_envelope: dict = {}   # ... as an envelope

    def stored(self):
        """The envelope stored now, or ``None`` (nothing, or unreadable)."""
        raw = store.get(self.name)
        if raw is None:
            return None
        try:
            return envelope_of(raw)
        except InvalidSaveError:
            return None

    def load(self, cls):
        """``(game, envelope)`` stored here, or ``None``; ``InvalidSaveError``
        (the value set aside) if unreadable."""
        raw = store.get(self.name)
        if raw is None:
            return None
        try:
            game, envelope = unwrap(raw, cls)
        except InvalidSaveError:
            store.set_aside(self.name, raw, self.corrupt)
            raise
        self.seen, self._last, self._last_envelope = stamp(envelope), raw, envelope
        return game, envelope

    def newer_elsewhere(self) -> bool:
        """Whether another tab saved here since this tab last read or wrote."""
        if self._last is not None and store.get(self.name) == self._last:
            return False              # the common case, told without parsing
        envelope = self.stored()
        return envelope is not None and stamp(envelope) != self.seen

    def write(self, game, game_id, **fields) -> str:
        """``"ok"``, ``"newer"`` (not written: see the class) or ``"full"``."""
        if self.newer_elsewhere():
            return "newer"
        saved, fields = game.to_json(), json.loads(json.dumps(fields))
        last = self._last_envelope
        if self.seen[0] == game_id and last.get("game") == saved and all(last.get(k) == v for k, v in fields.items()):
            return "ok"               # nothing new: writing would only wake the other tabs
        rev = self.seen[1] + 1 if self.seen[0] == game_id else 1
        text = json.dumps({"v": ENVELOPE_VERSION, "id": game_id, "rev": rev, "tab": TAB,
                           "game": saved, **fields}, ensure_ascii=False)
        if not store.set(self.name, text):
            return "full"
        self.seen, self._last = (game_id, rev), text
        self._last_envelope = {"game": saved, **fields}
        return "ok"


def random_seed() -> int:
    return int(window.Math.floor(window.Math.random() * 1_000_000_000))


def parse_seed(text):
    """A seed typed or linked by a player: ASCII digits only, at most
    ``MAX_SEED``; ``None`` for anything else."""
    if not isinstance(text, str) or not 0 < len(text) <= MAX_SEED_DIGITS or not text.isascii() \
            or not text.isdigit():
        return None
    seed = int(text)
    return seed if seed <= MAX_SEED else None


def migrate() -> None:
    """Bring data saved by earlier releases to today's keys (issue #10.7)."""
    if store.get(SCHEMA_KEY) == str(SCHEMA):
        return
    old_prefix = "wuxing.tower.game:"
    done = True
    for old in store.keys():
        if old.startswith(old_prefix):
            deal = old[len(old_prefix):].replace(":", ".")
            value = store.get(old)
            if value is not None and store.set(key("tower", "game", deal), value):
                store.remove(old)
            else:
                done = False
    index = store.read(key("tower", "index"), [])
    if any(isinstance(d, str) and ":" in d for d in index):
        done &= store.set(key("tower", "index"),
                          json.dumps([d.replace(":", ".") for d in index if isinstance(d, str)]))
    if done:   # otherwise the next load tries again; nothing old was removed unless copied
        store.set(SCHEMA_KEY, str(SCHEMA))
