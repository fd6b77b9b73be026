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
MAX_CONTAINERS = 8
"""A backup file is one object holding two (its values are text): a file
with more arrays and objects is refused before any is built (#74.7)."""

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
    if not isinstance(key, str):
        return None
    return next((kind for pattern, kind in KINDS if pattern.fullmatch(key)), None)


def _bad(place: str, en: str, zh: str) -> WuxingError:
    return WuxingError(f"{place}: {en}", f"{place}：{zh}", "bad_backup", place=place)


_WORDS = {   # what an entry is, in a player's words: {game} is the game's name
    "settings": ("the settings", "設定"),
    "tower_index": ("the list of recent {tower} deals", "{tower}最近的牌局清單"),
    "tower_game": ("the saved {tower} deal {deal}", "{tower}存檔：{deal}"),
    "tower_stats": ("{tower}'s statistics", "{tower}的統計"),
    "daily": ("the daily deals' record", "每日牌局紀錄"),
    "on_off": ("a {tower} setting", "{tower}的一項設定"),
    "table_game": ("the {game} game in progress", "進行中的{game}"),
    "table_previous": ("the {game} games set aside", "暫存的{game}牌局"),
    "seats": ("the {game} seats", "{game}的座位"),
    "table_stats": ("{game}'s statistics", "{game}的統計"),
    "seen": ("a “how to play” mark", "「怎麼玩」的記號"),
    "deck_index": ("the list of decks", "牌組清單"),
    "deck_id": ("the chosen deck", "選用的牌組"),
    "deck": ("a saved deck", "一副存下的牌組"),
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
    from .tower.layouts import LAYOUTS
    parts = key.split(".") if isinstance(key, str) else []
    game = GAMES.get(parts[1]) if len(parts) > 1 else None
    layout = LAYOUTS.get(parts[3]) if kind == "tower_game" and len(parts) == 5 else None
    tower = GAMES["tower"]
    en, zh = _WORDS[kind]
    deal = (f"{layout.english} {parts[4]}", f"{layout.zh} {parts[4]}") if layout else \
        (" ".join(parts[3:5]),) * 2   # a layout this release does not know: as the key names it
    return (en.format(game=game.english if game else "", tower=tower.english, deal=deal[0]),
            zh.format(game=game.zh if game else "", tower=tower.zh, deal=deal[1]))


def _skip(key: str, kind: str | None, err: WuxingError | None = None) -> WuxingError:
    """Why ``key`` is left out, the entry named in a player's words."""
    en, zh = describe(key, kind)
    why_en, why_zh = (str(err), err.text("zh")) if err else ("not data of this site", "不是本站的資料")
    return WuxingError(f"{en}: {why_en}", f"{zh}：{why_zh}", "skipped", key=key)


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
    if kind == "settings":   # as js/settings.js reads them (SE1): what it would not take is dropped
        if not isinstance(data, dict):
            raise WuxingError("not settings", "不是設定")
        kept = {name: value for name, value in data.items()
                if (value in SETTINGS[name] if name in SETTINGS else
                    name == "faces" and isinstance(value, str) and re.fullmatch(f"|{_DECK_ID}", value))}
        return raw if kept == data else json.dumps(kept)
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
        kind = kind_of(key)
        if kind is None:
            skipped[key] = _skip(key, None)
        elif not isinstance(raw, str) or len(raw) > MAX_VALUE:
            skipped[key] = _skip(key, kind, WuxingError("not text, or too long", "不是文字或太長"))
        else:
            try:
                out[key] = _check_value(key, kind, raw)
            except WuxingError as err:
                skipped[key] = _skip(key, kind, err)
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


__all__ = ["check", "describe", "to_text", "kind_of", "FORMAT", "VERSION"]
