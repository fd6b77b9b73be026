"""A player's backup file (issue #36.4, ruling B1 in docs/RULES-PROJECT.md):
every saved game, statistic, deck (with its pictures) and setting of one
device in one file, read back only when every part passes the engine's own
checks; a file with any bad part is refused whole, naming the part, and
nothing is written.

The file: ``{"format": "wuxing-backup", "version": 1, "storage": {key:
text}, "pictures": {id: data URL}}``. The storage keys are the pages' own
(``kind_of`` names each kind it accepts); the values are read as the pages
read them: a saved game through its game's ``from_json``, a deck through the
deck file reader, statistics through ``wuxing_core.stats``, the settings as
``js/settings.js`` does.

>>> text = to_text({"wuxing.tower.winnable": "on"}, {})
>>> check(text)[0]
{'wuxing.tower.winnable': 'on'}
>>> check('{"format": "wuxing-backup", "version": 1, "storage": {"wuxing.x": "1"}, "pictures": {}}')
Traceback (most recent call last):
...
wuxing_core.errors.WuxingError: entry 'wuxing.x': not data of this site
"""
from __future__ import annotations

import json
import re

from .errors import WuxingError, quote
from .game import read_json, same

FORMAT = "wuxing-backup"
VERSION = 1
MAX_FILE = 60_000_000
MAX_VALUE = 2_000_000
MAX_PICTURE = 3_000_000
MAX_PICTURES = 300

_LAYOUT_SEED = r"[a-z-]{1,20}\.[0-9]{1,20}"
_DECK_ID = r"[0-9]{9}"
_PICTURE_ID = re.compile(r"p[0-9a-f]{32}")
_PICTURE = re.compile(r"data:image/(webp|png|jpeg);base64,[A-Za-z0-9+/]+={0,2}")
KINDS = (
    (re.compile(r"wuxing\.settings"), "settings"),
    (re.compile(r"wuxing\.tower\.index"), "tower_index"),
    (re.compile(r"wuxing\.tower\.game\." + _LAYOUT_SEED), "tower_game"),
    (re.compile(r"wuxing\.tower\.stats"), "tower_stats"),
    (re.compile(r"wuxing\.tower\.daily"), "daily"),
    (re.compile(r"wuxing\.tower\.winnable"), "on_off"),
    (re.compile(r"wuxing\.(fishing|ink)\.game"), "table_game"),
    (re.compile(r"wuxing\.(fishing|ink)\.previous"), "table_previous"),
    (re.compile(r"wuxing\.(fishing|ink)\.seats"), "seats"),
    (re.compile(r"wuxing\.(fishing|ink)\.stats"), "table_stats"),
    (re.compile(r"wuxing\.(tower|fishing|ink)\.rules-seen"), "seen"),
    (re.compile(r"wuxing\.deck\.index"), "deck_index"),
    (re.compile(r"wuxing\.deck\.current"), "deck_id"),
    (re.compile(r"wuxing\.deck\.d\." + _DECK_ID), "deck"),
)
SETTINGS = {"lang": ("zh", "en"), "theme": ("system", "light", "dark"), "motion": ("system", "reduce"),
            "sound": ("on", "off"), "suits": ("elements", "cards")}


def kind_of(key) -> str | None:
    """The kind of a storage key this file may hold, or ``None``.

    >>> kind_of("wuxing.tower.game.basic.6"), kind_of("wuxing.tower.game.basic.6.corrupt")
    ('tower_game', None)
    """
    if not isinstance(key, str):
        return None
    return next((kind for pattern, kind in KINDS if pattern.fullmatch(key)), None)


def _bad(place: str, en: str, zh: str) -> WuxingError:
    return WuxingError(f"{place}: {en}", f"{place}：{zh}", "bad_backup", place=place)


def _game_class(key: str):
    from .fishing import Fishing
    from .ink import Ink
    return Fishing if ".fishing." in key else Ink


def _envelope_game(raw, cls) -> None:
    envelope = read_json(raw, MAX_VALUE)
    if not isinstance(envelope, dict) or not same(envelope.get("v"), 1) or not isinstance(envelope.get("game"), str):
        raise WuxingError("not a saved game of this version", "不是這個版本的存檔")
    cls.from_json(envelope["game"])


def _check_value(key: str, kind: str, raw: str) -> str:
    """The value to store for ``key`` (cleaned where the kind is statistics), or a ``WuxingError``."""
    from .stats import TABLE_FIELDS, clean_daily, clean_table
    data = read_json(raw, MAX_VALUE)
    if kind == "settings":
        if not isinstance(data, dict):
            raise WuxingError("not settings")
        for name, value in data.items():
            ok = value in SETTINGS[name] if name in SETTINGS else \
                name == "faces" and isinstance(value, str) and re.fullmatch(f"|{_DECK_ID}", value)
            if not ok:
                raise WuxingError(f"setting {quote(name)} is {quote(value)}", f"設定 {quote(name)} 是 {quote(value)}")
        return raw
    if kind == "tower_index":
        if not (isinstance(data, list) and len(data) <= 50 and all(isinstance(d, str) and re.fullmatch(_LAYOUT_SEED, d)
                                                                    for d in data)):
            raise WuxingError("not a list of deals", "不是牌局清單")
        return raw
    if kind == "tower_game":
        from .tower import Tower
        _envelope_game(raw, Tower)
        return raw
    if kind == "table_game":
        _envelope_game(raw, _game_class(key))
        return raw
    if kind == "table_previous":
        if not isinstance(data, list) or len(data) > 20 or not all(isinstance(w, str) for w in data):
            raise WuxingError("not a list of saved games", "不是存檔清單")
        for wrapped in data:
            _envelope_game(wrapped, _game_class(key))
        return raw
    if kind == "seats":
        if not (isinstance(data, list) and len(data) <= 8 and all(isinstance(s, dict) for s in data)):
            raise WuxingError("not a list of seats", "不是座位清單")
        return raw
    if kind == "tower_stats":
        if not isinstance(data, dict):
            raise WuxingError("not statistics", "不是統計")
        return json.dumps(clean_table(data))
    if kind == "table_stats":
        if not isinstance(data, dict):
            raise WuxingError("not statistics", "不是統計")
        counted = [i for i in data.get("counted") or [] if isinstance(i, str)][-50:] \
            if isinstance(data.get("counted"), list) else []
        return json.dumps({"levels": clean_table(data.get("levels"), TABLE_FIELDS), "counted": counted})
    if kind == "daily":
        if not isinstance(data, dict):
            raise WuxingError("not the daily deals", "不是每日牌局紀錄")
        return json.dumps(clean_daily(data))
    if kind in ("on_off", "seen"):
        if raw not in (("on", "off") if kind == "on_off" else ("1",)):
            raise WuxingError(f"not a setting: {quote(raw)}", f"不是設定值：{quote(raw)}")
        return raw
    if kind == "deck_index":
        if not (isinstance(data, list) and len(data) <= 50 and all(isinstance(d, str) and re.fullmatch(_DECK_ID, d)
                                                                    for d in data)):
            raise WuxingError("not a list of decks", "不是牌組清單")
        return raw
    if kind == "deck_id":
        if not re.fullmatch(_DECK_ID, raw):
            raise WuxingError(f"not a deck: {quote(raw)}", f"不是牌組：{quote(raw)}")
        return raw
    from .deck import from_json as deck_from_json
    envelope = read_json(raw, MAX_VALUE)
    if not isinstance(envelope, dict) or not isinstance(envelope.get("game"), str):
        raise WuxingError("not a saved deck", "不是存下的牌組")
    deck_from_json(envelope["game"])
    return raw


def check(text) -> tuple[dict[str, str], dict[str, str]]:
    """``(storage, pictures)`` of a backup file's text, each part checked (a
    statistics entry comes back with only its well-typed figures); else a
    ``WuxingError`` (reason ``bad_backup``) naming the first bad part."""
    if not isinstance(text, str) or len(text) > MAX_FILE:
        raise _bad("file", "too large or not text", "太大或不是文字")
    data = read_json(text, MAX_FILE, 4)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _bad("file", "not a backup of this site", "不是本站的備份檔")
    if not same(data.get("version"), VERSION):
        raise _bad("file", f"version {quote(data.get('version'))} is not {VERSION}",
                   f"版本 {quote(data.get('version'))} 不是 {VERSION}")
    storage, pictures = data.get("storage"), data.get("pictures", {})
    if not isinstance(storage, dict) or not isinstance(pictures, dict):
        raise _bad("file", "its parts are missing", "缺少內容")
    out: dict[str, str] = {}
    for key, raw in storage.items():
        place = f"entry {quote(key)}"
        kind = kind_of(key)
        if kind is None:
            raise _bad(place, "not data of this site", "不是本站的資料")
        if not isinstance(raw, str) or len(raw) > MAX_VALUE:
            raise _bad(place, "not text, or too long", "不是文字或太長")
        try:
            out[key] = _check_value(key, kind, raw)
        except WuxingError as err:
            raise _bad(place, str(err), err.text("zh")) from None
    if len(pictures) > MAX_PICTURES:
        raise _bad("pictures", f"more than {MAX_PICTURES}", f"超過 {MAX_PICTURES} 張")
    for pid, url in pictures.items():
        if not (isinstance(pid, str) and _PICTURE_ID.fullmatch(pid) and isinstance(url, str)
                and len(url) <= MAX_PICTURE and _PICTURE.fullmatch(url)):
            raise _bad(f"picture {quote(pid)}", "not a picture of a deck", "不是牌組的圖片")
    return out, dict(pictures)


def to_text(storage: dict[str, str], pictures: dict[str, str]) -> str:
    """A backup file's text: the entries ``kind_of`` knows (others are left out)."""
    kept = {k: v for k, v in sorted(storage.items()) if kind_of(k) and isinstance(v, str)}
    return json.dumps({"format": FORMAT, "version": VERSION, "storage": kept, "pictures": pictures},
                      ensure_ascii=False)


__all__ = ["check", "to_text", "kind_of", "FORMAT", "VERSION"]
