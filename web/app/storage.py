"""Saved data for every page: one key scheme, one envelope, seeds.

Keys: ``wuxing.<game>.<name>`` (``key("tower", "index")`` is
``wuxing.tower.index``); the language is ``wuxing.lang``. A saved game is an
envelope ``{"v": 1, "game": <the engine's save>, ...the page's own fields}``.
``migrate()`` moves data written by earlier releases to today's keys on the
first load, writing the new entry before removing the old one.
"""
import json

from pyscript import window

from wuxing_core.errors import InvalidSaveError
from wuxing_core.rng import MAX_SEED

ENVELOPE_VERSION = 1
SCHEMA_KEY = "wuxing.schema"
SCHEMA = 2
"""1: release 0.1.0 (tower deals under ``wuxing.tower.game:LAYOUT:SEED``); 2: today."""
MAX_SEED_DIGITS = len(str(MAX_SEED))


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

    def get_json(self, name: str, default):
        try:
            value = json.loads(self.get(name) or "null")
        except ValueError:
            return default
        return value if isinstance(value, type(default)) else default


store = Storage()


def wrap(game, **fields) -> str:
    """A saved game in its envelope, with the page's own ``fields``."""
    return json.dumps({"v": ENVELOPE_VERSION, "game": game.to_json(), **fields}, ensure_ascii=False)


def unwrap(raw: str, cls):
    """``(game, envelope)`` from a stored envelope; ``InvalidSaveError`` if unreadable."""
    try:
        envelope = json.loads(raw)
    except ValueError:
        raise InvalidSaveError("the saved data is not JSON", "存檔不是 JSON 格式") from None
    if not isinstance(envelope, dict) or envelope.get("v") != ENVELOPE_VERSION \
            or not isinstance(envelope.get("game"), str):
        raise InvalidSaveError("not a saved game of this version", "不是這個版本的存檔")
    return cls.from_json(envelope["game"]), envelope


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
    index = store.get_json(key("tower", "index"), [])
    if any(isinstance(d, str) and ":" in d for d in index):
        done &= store.set(key("tower", "index"),
                          json.dumps([d.replace(":", ".") for d in index if isinstance(d, str)]))
    if done:   # otherwise the next load tries again; nothing old was removed unless copied
        store.set(SCHEMA_KEY, str(SCHEMA))
