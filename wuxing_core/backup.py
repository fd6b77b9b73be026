"""A player's backup file (issue #36.4, ruling B1 in docs/RULES-PROJECT.md):
every saved game, statistic, deck (with its pictures) and setting of one
device in one file. Reading it back checks every part with the engine's own
readers; a part it cannot take is left out and named (``skipped``), never a
reason to refuse the rest (#74.1: a device with one stale entry could not
read back its own backup). Only a file that is not a backup of this site, of
this version, is refused whole.

The file: ``{"format": "wuxing-backup", "version": 1, "storage": {key:
text}, "pictures": {id: data URL}}``. The storage keys are the pages' own
(``kind_of`` names each kind it accepts); the values are read as the pages
read them: a saved game through its game's ``from_json``, a deck through the
deck file reader, statistics through ``wuxing_core.stats``, the settings as
``js/settings.js`` does (a field it does not know, or a value it would not
take, is dropped; the rest kept).

>>> text = to_text({"wuxing.tower.winnable": "on"}, {})
>>> check(text)[0]
{'wuxing.tower.winnable': 'on'}
>>> storage, pictures, skipped = check('{"format": "wuxing-backup", "version": 1, "storage": {"wuxing.x": "1", "wuxing.tower.winnable": "on"}, "pictures": {}}')
>>> storage, skipped["wuxing.x"].text("en")
({'wuxing.tower.winnable': 'on'}, 'an entry this site does not know: not data of this site')
"""
from __future__ import annotations

import base64
import binascii
import importlib
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from .errors import WuxingError, quote
from .game import read_json, same

FORMAT = "wuxing-backup"
VERSION = 1
MAX_FILE = 60_000_000
MAX_VALUE = 2_000_000
MAX_PICTURE = 3_000_000
MAX_PICTURES = 300
MAX_CONTAINERS = 8
"""A backup file is one object holding two (its values are text): a file
with more arrays and objects is refused before any is built (#74.7)."""

_DECK_ID = r"[0-9]{9}"
_PICTURE_ID = re.compile(r"p[0-9a-f]{32}")
_PICTURE = re.compile(r"data:image/(webp|png|jpeg);base64,[A-Za-z0-9+/]+={0,2}")
SETTINGS = {"lang": ("zh", "en"), "theme": ("system", "light", "dark"), "motion": ("system", "reduce"),
            "sound": ("on", "off"), "suits": ("elements", "cards")}


@dataclass(frozen=True)
class Entry:
    """A kind of storage entry a backup may hold (#71.4): the pattern of its
    key, the check its value passes (``check(key, raw)``: the value to store,
    cleaned where the page would clean it, or a ``WuxingError``) and what it
    is in a player's words (``{game}``: its game's name; ``{detail}``:
    ``detail(key)``, English and Chinese). The site's own entries are here;
    a game's come from the registry: the shared table's for a game that
    plays at it (``GameInfo.table``), and those its package lists in
    ``BACKUP_ENTRIES`` (``wuxing_core.tower.stored``)."""

    kind: str
    key: str
    """A regular expression the whole key matches."""
    check: Callable[[str, str], str]
    en: str
    zh: str
    detail: Callable[[str], tuple[str, str]] | None = None


def _settings(key: str, raw: str) -> str:
    """As js/settings.js reads them (SE1): what it would not take is dropped."""
    data = read_json(raw, MAX_VALUE)
    if not isinstance(data, dict):
        raise WuxingError("not settings", "不是設定")
    kept = {name: value for name, value in data.items()
            if (value in SETTINGS[name] if name in SETTINGS else
                name == "faces" and isinstance(value, str) and re.fullmatch(f"|{_DECK_ID}", value))}
    return raw if kept == data else json.dumps(kept)


def id_list(pattern: str, most: int, en: str, zh: str) -> Callable[[str, str], str]:
    """The check of a list of at most ``most`` ids matching ``pattern``."""
    def check(key: str, raw: str) -> str:
        data = read_json(raw, MAX_VALUE)
        if not (isinstance(data, list) and len(data) <= most
                and all(isinstance(d, str) and re.fullmatch(pattern, d) for d in data)):
            raise WuxingError(en, zh)
        return raw
    return check


def _deck_id(key: str, raw: str) -> str:
    if not re.fullmatch(_DECK_ID, raw):
        raise WuxingError(f"not a deck: {quote(raw)}", f"不是牌組：{quote(raw)}")
    return raw


def _deck(key: str, raw: str) -> str:
    from .deck import from_json as deck_from_json
    envelope = read_json(raw, MAX_VALUE)
    if not isinstance(envelope, dict) or not isinstance(envelope.get("game"), str):
        raise WuxingError("not a saved deck", "不是存下的牌組")
    deck_from_json(envelope["game"])
    return raw


def one_of(values: tuple[str, ...]) -> Callable[[str, str], str]:
    """The check of a value that is one of ``values``."""
    def check(key: str, raw: str) -> str:
        if raw not in values:
            raise WuxingError(f"not a setting: {quote(raw)}", f"不是設定值：{quote(raw)}")
        return raw
    return check


def envelope_game(cls) -> Callable[[str, str], str]:
    """The check of a game saved in the pages' envelope, read by ``cls``."""
    def check(key: str, raw: str) -> str:
        _envelope_game(raw, cls)
        return raw
    return check


def statistics(clean: Callable[[dict], dict]) -> Callable[[str, str], str]:
    """The check of a statistics entry: an object, stored as ``clean`` leaves it."""
    def check(key: str, raw: str) -> str:
        data = read_json(raw, MAX_VALUE)
        if not isinstance(data, dict):
            raise WuxingError("not statistics", "不是統計")
        return json.dumps(clean(data))
    return check


SITE_ENTRIES = (
    Entry("settings", r"wuxing\.settings", _settings, "the settings", "設定"),
    Entry("deck_index", r"wuxing\.deck\.index", id_list(_DECK_ID, 50, "not a list of decks", "不是牌組清單"),
          "the list of decks", "牌組清單"),
    Entry("deck_id", r"wuxing\.deck\.current", _deck_id, "the chosen deck", "選用的牌組"),
    Entry("deck", r"wuxing\.deck\.d\." + _DECK_ID, _deck, "a saved deck", "一副存下的牌組"),
)
"""The entries of the site itself (settings, decks), of no game."""


def _table_entries(info) -> tuple[Entry, ...]:
    """The entries of a game that plays at the shared table (``GameInfo.table``)."""
    from .stats import TABLE_FIELDS, clean_table
    prefix = rf"wuxing\.{re.escape(info.name)}\."

    def previous(key: str, raw: str) -> str:
        data = read_json(raw, MAX_VALUE)
        if not isinstance(data, list) or len(data) > 20 or not all(isinstance(w, str) for w in data):
            raise WuxingError("not a list of saved games", "不是存檔清單")
        for wrapped in data:
            _envelope_game(wrapped, info.cls)
        return raw

    def seats(key: str, raw: str) -> str:
        data = read_json(raw, MAX_VALUE)
        if not (isinstance(data, list) and len(data) <= 8 and all(isinstance(s, dict) for s in data)):
            raise WuxingError("not a list of seats", "不是座位清單")
        return raw

    def table_stats(data: dict) -> dict:
        counted = [i for i in data.get("counted") or [] if isinstance(i, str)][-50:] \
            if isinstance(data.get("counted"), list) else []
        return {"levels": clean_table(data.get("levels"), TABLE_FIELDS), "counted": counted}

    return (Entry("table_game", prefix + "game", lambda key, raw: envelope_game(info.cls)(key, raw),
                  "the {game} game in progress", "進行中的{game}"),
            Entry("table_previous", prefix + "previous", previous, "the {game} games set aside", "暫存的{game}牌局"),
            Entry("seats", prefix + "seats", seats, "the {game} seats", "{game}的座位"),
            Entry("table_stats", prefix + "stats", statistics(table_stats), "the statistics of {game}", "{game}的統計"))


@lru_cache(maxsize=16)
def game_entries(info) -> tuple[Entry, ...]:
    """The entries of one registered game (``info``): the shared table's when
    it plays at it, its package's ``BACKUP_ENTRIES``, its "how to play" mark.
    Its package is imported only when a key names the game (the tower page
    reads its own keys without loading the other games)."""
    found = list(_table_entries(info)) if info.table else []
    found += getattr(importlib.import_module(info.package), "BACKUP_ENTRIES", ())
    found.append(Entry("seen", rf"wuxing\.{re.escape(info.name)}\.rules-seen", one_of(("1",)),
                       "a “how to play” mark", "「怎麼玩」的記號"))
    return tuple(found)


@lru_cache(maxsize=64)
def _compiled(pattern: str) -> re.Pattern:
    return re.compile(pattern)


def entry_of(key) -> Entry | None:
    """The kind of entry ``key`` is, or ``None`` for a key this site does not
    write: the site's entries, then those of the game ``wuxing.<game>.…``
    names, read from the registry as it is now."""
    if not isinstance(key, str):
        return None
    from .registry import GAMES
    parts = key.split(".")
    info = GAMES.get(parts[1]) if len(parts) > 2 and parts[0] == "wuxing" else None
    candidates = SITE_ENTRIES + (game_entries(info) if info else ())
    return next((e for e in candidates if _compiled(e.key).fullmatch(key)), None)


_HEADS = {"png": lambda b: b.startswith(b"\x89PNG\r\n\x1a\n"), "jpeg": lambda b: b.startswith(b"\xff\xd8\xff"),
          "webp": lambda b: b.startswith(b"RIFF") and b[8:12] == b"WEBP"}
FIELDS = {"format", "version", "storage", "pictures"}
"""A backup file's fields: one with any other is refused whole (#74.6)."""


def is_picture(url: str) -> bool:
    r"""Whether ``url`` is a picture a deck may hold: a WebP, PNG or JPEG data
    URL of at most ``MAX_PICTURE`` characters whose base64 decodes and whose
    bytes begin as that type's do (#74.6: bad base64 passed the pattern, and
    the page then stored half the pictures and said "storage is full").

    >>> is_picture("data:image/png;base64," + base64.b64encode(b"\x89PNG\r\n\x1a\n....").decode())
    True
    >>> is_picture("data:image/png;base64,AAAA"), is_picture("data:image/png;base64,!!")
    (False, False)
    """
    m = _PICTURE.fullmatch(url) if isinstance(url, str) and len(url) <= MAX_PICTURE else None
    if not m:
        return False
    try:
        data = base64.b64decode(url[url.index(",") + 1:], validate=True)
    except (binascii.Error, ValueError):
        return False
    return _HEADS[m[1]](data)


def kind_of(key) -> str | None:
    """The kind of a storage key this file may hold, or ``None``.

    >>> kind_of("wuxing.tower.game.basic.6"), kind_of("wuxing.tower.game.basic.6.corrupt")
    ('tower_game', None)
    """
    found = entry_of(key)
    return found.kind if found else None


def _bad(place: str, en: str, zh: str) -> WuxingError:
    return WuxingError(f"{place}: {en}", f"{place}：{zh}", "bad_backup", place=place)


_OTHER_WORDS = {
    None: ("an entry this site does not know", "本站不認得的一項資料"),
    "picture": ("a deck picture", "一張牌組圖片"),
}


def describe(key: str, kind: str | None) -> tuple[str, str]:
    """An entry (or, with kind ``"picture"``, a picture) in a player's words,
    English and Chinese: the games and layouts by their names, not their ids.

    >>> describe("wuxing.tower.game.basic.7", "tower_game")
    ('the saved Spirit Beast Tower deal Basic 7', '靈獸塔存檔：基本形 7')
    """
    from .registry import GAMES
    found = entry_of(key) if kind not in _OTHER_WORDS else None
    if found is None or found.kind != kind:
        return _OTHER_WORDS.get(kind, _OTHER_WORDS[None])
    parts = key.split(".")
    game = GAMES.get(parts[1]) if len(parts) > 1 else None
    detail = found.detail(key) if found.detail else ("", "")
    return (found.en.format(game=game.english if game else "", detail=detail[0]),
            found.zh.format(game=game.zh if game else "", detail=detail[1]))


def _skip(key: str, kind: str | None, err: WuxingError | None = None) -> WuxingError:
    """Why ``key`` is left out, the entry named in a player's words."""
    en, zh = describe(key, kind)
    why_en, why_zh = (str(err), err.text("zh")) if err else ("not data of this site", "不是本站的資料")
    return WuxingError(f"{en}: {why_en}", f"{zh}：{why_zh}", "skipped", key=key)


def _envelope_game(raw, cls) -> None:
    envelope = read_json(raw, MAX_VALUE)
    if not isinstance(envelope, dict) or not same(envelope.get("v"), 1) or not isinstance(envelope.get("game"), str):
        raise WuxingError("not a saved game of this version", "不是這個版本的存檔")
    cls.from_json(envelope["game"])


def check(text) -> tuple[dict[str, str], dict[str, str], dict[str, WuxingError]]:
    """``(storage, pictures, skipped)`` of a backup file's text: each entry and
    picture checked (statistics and settings come back with only what their
    page would read), and each one that cannot be taken left out and named in
    ``skipped`` (by its key or picture id; the error says what it is in a
    player's words, and why). A file that is not a backup of this site and
    version is refused whole: a ``WuxingError`` with reason ``bad_backup``."""
    if not isinstance(text, str) or len(text) > MAX_FILE:
        raise _bad("file", "too large or not text", "太大或不是文字")
    data = read_json(text, MAX_FILE, 4, MAX_CONTAINERS)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _bad("file", "not a backup of this site", "不是本站的備份檔")
    if not same(data.get("version"), VERSION):
        raise _bad("file", f"version {quote(data.get('version'))} is not {VERSION}",
                   f"版本 {quote(data.get('version'))} 不是 {VERSION}")
    storage, pictures = data.get("storage"), data.get("pictures", {})
    if not isinstance(storage, dict) or not isinstance(pictures, dict):
        raise _bad("file", "its parts are missing", "缺少內容")
    if set(data) - FIELDS:
        odd = sorted(set(data) - FIELDS)
        raise _bad("file", f"a field this site does not write: {quote(odd[0])}", f"本站不會寫的欄位：{quote(odd[0])}")
    out: dict[str, str] = {}
    skipped: dict[str, WuxingError] = {}
    for key, raw in storage.items():
        found = entry_of(key)
        if found is None:
            skipped[key] = _skip(key, None)
        elif not isinstance(raw, str) or len(raw) > MAX_VALUE:
            skipped[key] = _skip(key, found.kind, WuxingError("not text, or too long", "不是文字或太長"))
        else:
            try:
                out[key] = found.check(key, raw)
            except WuxingError as err:
                skipped[key] = _skip(key, found.kind, err)
    kept_pictures: dict[str, str] = {}
    for pid, url in pictures.items():
        if len(kept_pictures) >= MAX_PICTURES:
            skipped[str(pid)] = _skip(str(pid), "picture", WuxingError(f"more than {MAX_PICTURES} pictures",
                                                                        f"超過 {MAX_PICTURES} 張圖片"))
        elif _PICTURE_ID.fullmatch(pid) and is_picture(url):
            kept_pictures[pid] = url
        else:
            skipped[str(pid)] = _skip(str(pid), "picture", WuxingError("not a picture of a deck", "不是牌組的圖片"))
    return out, kept_pictures, skipped


def to_text(storage: dict[str, str], pictures: dict[str, str]) -> str:
    """A backup file's text: the entries ``kind_of`` knows (others are left out)."""
    kept = {k: v for k, v in sorted(storage.items()) if kind_of(k) and isinstance(v, str)}
    return json.dumps({"format": FORMAT, "version": VERSION, "storage": kept, "pictures": pictures},
                      ensure_ascii=False)


__all__ = ["Entry", "check", "describe", "entry_of", "game_entries", "to_text", "kind_of", "FORMAT", "VERSION"]
