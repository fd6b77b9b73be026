"""Language for every page: one ``lang()``, text tables, the engine's errors
and the elements' names in the player's language."""
from pyscript import document

from wuxing_core.elements import CHARS, ENGLISH
from wuxing_core.errors import WuxingError


def lang() -> str:
    """``"en"`` or ``"zh"``, as ``js/lang.js`` (or the embed's first paint) set it."""
    return "en" if document.documentElement.dataset.lang == "en" else "zh"


def pick(zh: str, en: str) -> str:
    return en if lang() == "en" else zh


class Texts:
    """A table ``key -> (zh, en)`` of format strings: ``tr = Texts({...}); tr("key", n=2)``."""

    def __init__(self, table: dict[str, tuple[str, str]]) -> None:
        self.table = table

    def __call__(self, key: str, **kw) -> str:
        zh, en = self.table[key]
        return pick(zh, en).format(**kw)


def err_text(err: WuxingError) -> str:
    """The engine's own words for an error, in the page's language."""
    return err.text(lang())


def element_name(e) -> str:
    """An element as a player reads it: the character, plus its English name in English."""
    i = CHARS.index(e) if isinstance(e, str) else int(e)
    return CHARS[i] if lang() == "zh" else f"{CHARS[i]} {ENGLISH[i]}"
