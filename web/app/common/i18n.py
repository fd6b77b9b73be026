"""Language for every page: one ``lang()``, the pages' texts (``texts.json``,
one section per page: key -> [zh, en]), the engine's errors and the
elements' names in the player's language."""
import json
import re
from pathlib import Path

from pyscript import document

from wuxing_core.elements import CHARS, ENGLISH
from wuxing_core.errors import WuxingError


_lang: str | None = None


def lang() -> str:
    """``"en"`` or ``"zh"``, as ``js/lang.js`` (or the embed's first paint) set it.
    Read once: a page changes language only by loading again, and every text
    of a redraw asks (each read is three crossings into the page)."""
    global _lang
    if _lang is None:
        _lang = "en" if document.documentElement.dataset.lang == "en" else "zh"
    return _lang


def pick(zh: str, en: str) -> str:
    return en if lang() == "en" else zh


CATALOGUE = Path(__file__).with_name("texts.json")


_catalogue: dict | None = None


def catalogue() -> dict:
    """Every section of ``texts.json``, read once per page."""
    global _catalogue
    if _catalogue is None:
        _catalogue = json.loads(CATALOGUE.read_text(encoding="utf-8"))
    return _catalogue


class Texts:
    """Sections of ``texts.json``, format strings in both languages:
    ``tr = Texts("tower"); tr("result", moves=3)``. With several sections a key
    is looked up in the first that has it (a game's own words before the
    table's shared ones: ``Texts("ink", "table")``)."""

    def __init__(self, *sections: str) -> None:
        self.table = {}
        for section in reversed(sections):
            self.table.update(catalogue().get(section, {}))

    def __call__(self, key: str, **kw) -> str:
        zh, en = self.table[key]
        return pick(zh, en).format(**kw) if lang() == "zh" else singular(en.format(**kw))


_ONE = re.compile(r"\b1 (move|item|undo|action|card|point|round|block|turn)s\b")


def singular(text: str) -> str:
    """English counts of one: "1 moves" → "1 move" (the catalogue writes the plural)."""
    return _ONE.sub(r"1 \1", text)


def err_text(err: WuxingError) -> str:
    """The engine's own words for an error, in the page's language."""
    return err.text(lang())


def element_name(e) -> str:
    """An element as a player reads it: the character, plus its English name in English."""
    i = CHARS.index(e) if isinstance(e, str) else int(e)
    return CHARS[i] if lang() == "zh" else f"{CHARS[i]} {ENGLISH[i]}"
