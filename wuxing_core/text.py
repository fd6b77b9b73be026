"""Names a player types or imports (a deck, a card, a seat): what they may hold
(issue #39.4, ruling DK8 in docs/RULES-PROJECT.md).

A name is shown on a table, printed on a card and quoted in messages, so it
may not hold a character that is not shown as itself: a control character
(C0, DEL and C1, U+0000–U+001F and U+007F–U+009F), a lone surrogate (it
cannot even be saved as UTF-8), a text-direction control (U+061C, U+200E,
U+200F, U+202A–U+202E, U+2066–U+2069: an override reverses the rest of a
line, an error message or a printed card included) or a line or paragraph
separator (U+2028, U+2029).

>>> unshown("青龍") is None
True
>>> unshown("ab\\u202ecd")
(3, 'direction')
>>> check_name("a\\x85b", ("a card's name", "牌名"), 20)
Traceback (most recent call last):
...
wuxing_core.errors.WuxingError: a card's name holds a control character (at place 2): 'a\\x85b'
"""
from __future__ import annotations

import re
import unicodedata

from .errors import WuxingError, quote

_UNSHOWN = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]")
_KINDS = {"blank": ("nothing that shows", "看得見的字"),
          "control": ("a control character", "控制字元"),
          "surrogate": ("a broken character (a lone surrogate)", "殘缺的字元"),
          "direction": ("a text-direction control", "改變文字方向的控制字元"),
          "line": ("a line separator", "分行字元")}


def _kind(ch: str) -> str:
    code = ord(ch)
    if code < 0xA0:
        return "control"
    if 0xD800 <= code <= 0xDFFF:
        return "surrogate"
    if code in (0x2028, 0x2029):
        return "line"
    return "direction"


def unshown(text: str) -> tuple[int, str] | None:
    """The first character of ``text`` a name may not hold, as (its place
    from 1, its kind: 'control', 'surrogate', 'direction' or 'line'), or ``None``."""
    m = _UNSHOWN.search(text)
    return None if m is None else (m.start() + 1, _kind(m.group()))


def check_name(value: object, what: tuple[str, str], longest: int) -> str:
    """``value`` if it is a name of at most ``longest`` characters that holds
    only characters shown as themselves; ``WuxingError`` (reason ``bad_name``,
    detail ``kind`` and ``place``) in both languages otherwise."""
    if not isinstance(value, str):
        raise WuxingError(f"{what[0]} must be text: {quote(value)}", f"{what[1]}要是文字", "bad_name", kind="type")
    if len(value) > longest:
        raise WuxingError(f"{what[0]} is longer than {longest} characters: {quote(value)}",
                          f"{what[1]}超過 {longest} 個字", "bad_name", kind="long", longest=longest)
    if value and not visible(value):   # only U+200B, spaces, fillers: a blank on the table (#74.9)
        raise WuxingError(f"{what[0]} shows nothing: {quote(value)}", f"{what[1]}沒有看得見的字",
                          "bad_name", kind="blank")
    found = unshown(value)
    if found is not None:
        place, kind = found
        en, zh = _KINDS[kind]
        raise WuxingError(f"{what[0]} holds {en} (at place {place}): {quote(value)}",
                          f"{what[1]}含有{zh}（第 {place} 個字）", "bad_name", kind=kind, place=place)
    return value


def shown(text: str, longest: int = 40) -> str:
    """``text`` cut to ``longest`` characters with every character a name may
    not hold replaced by U+FFFD, for quoting untrusted text (a link's
    parameter) on a page.

    >>> shown("ab\\u202ecd")
    'ab\\ufffdcd'
    """
    return _UNSHOWN.sub("\ufffd", text[:longest])


_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
"""Letters that draw nothing (Hangul fillers, the blank Braille pattern)."""


def visible(text: str) -> bool:
    """Whether ``text`` shows anything: one character that is not a space, a
    control or format character (U+200B …), a mark on its own, or a letter
    that draws nothing (#74.9: a seat named only U+200B won as a blank).

    >>> visible("\u200b"), visible(" \u3164\u200d "), visible("a\u200b"), visible("青龍")
    (False, False, True, True)
    """
    return any(unicodedata.category(c)[0] not in "ZCM" and c not in _BLANK_LETTERS for c in text)


def _joins(cluster: str, ch: str) -> bool:
    """Whether ``ch`` belongs to the grapheme ``cluster`` before it (marks and
    variation selectors, a zero-width joiner and what it joins, skin tones,
    emoji tags, the second of a pair of regional indicators)."""
    code = ord(ch)
    if unicodedata.category(ch) in ("Mn", "Me", "Mc") or ch == "\u200d" or cluster.endswith("\u200d"):
        return True
    if 0x1F3FB <= code <= 0x1F3FF or 0xE0020 <= code <= 0xE007F:
        return True
    flags = sum(1 for c in cluster if 0x1F1E6 <= ord(c) <= 0x1F1FF)
    return 0x1F1E6 <= code <= 0x1F1FF and flags % 2 == 1 and len(cluster) == flags


def cut(text: str, longest: int) -> str:
    """``text`` cut to at most ``longest`` characters, only between graphemes:
    an emoji of several characters is kept whole or left out, never split
    (#74.9: a 16-character cut split a family emoji's joiner sequence).

    >>> cut("ab👩\u200d👩\u200d👧", 4), cut("ab👩\u200d👩\u200d👧", 7), cut("ab", 16)
    ('ab', 'ab👩\u200d👩\u200d👧', 'ab')
    >>> cut("🇹🇼🇯🇵", 3), len(cut("e\u0301e\u0301", 3))   # a flag whole; an accent with its letter
    ('🇹🇼', 2)
    """
    if len(text) <= longest:
        return text
    clusters: list[str] = []
    for ch in text:
        if clusters and _joins(clusters[-1], ch):
            clusters[-1] += ch
        else:
            clusters.append(ch)
    out, size = [], 0
    for cluster in clusters:
        if size + len(cluster) > longest:
            break
        out.append(cluster)
        size += len(cluster)
    return "".join(out)


def shown_name(typed: str, longest: int) -> str:
    """A typed name as a table shows it: trimmed, cut between graphemes to
    ``longest`` characters, or empty when it shows nothing (a seat named only
    U+200B won as a blank: #74.9); the caller puts a default in its place.

    >>> shown_name("  小美 ", 16), shown_name("\u200b", 16)
    ('小美', '')
    """
    name = cut(typed.strip(), longest)
    return name if visible(name) else ""
