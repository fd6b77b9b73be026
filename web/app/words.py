"""A player's words (issue #14.3): what the pages say about piles, hints and
refusals, with no rule ids, action notation or cell coordinates.

The engine keeps its precise messages (for developers and tests); each
refusal also carries a ``reason`` and its ``detail``, which this module turns
into a sentence from the ``refusals`` section of ``texts.json``. A reason
without a sentence gets a plain "not possible now", never the engine's text.
"""
from __future__ import annotations

from i18n import Texts, lang
from wuxing_core.elements import CHARS, ENGLISH
from wuxing_core.errors import InvalidSaveError, WuxingError

texts = Texts("refusals")


def element_word(e) -> str:
    """An element in a sentence: 水 in Chinese, Water in English."""
    i = CHARS.index(e) if isinstance(e, str) else int(e)
    return ENGLISH[i] if lang() == "en" else CHARS[i]


def pile_words(elements: str) -> str:
    """A pile named by its top card, as the board shows it: "the Water pile"
    (bottom-to-top ``elements``, e.g. ``"土水"``)."""
    if not elements:
        return texts("an_empty_space")
    top = element_word(elements[-1])
    if len(elements) == 1:
        return texts("pile_one", top=top)
    return texts("pile_many", top=top, n=len(elements))


def pile_label(elements: str, selected: bool = False, target: bool = False, hint: bool = False) -> str:
    """A board cell for a screen reader, in words: "Water on Earth, 3 cards,
    selected" (the grid gives its row and column)."""
    if not elements:
        text = texts("label_empty")
    elif len(elements) == 1:
        text = element_word(elements)
    else:
        text = texts("label_pile", top=element_word(elements[-1]), bottom=element_word(elements[0]),
                           n=len(elements))
    for flag, key in ((selected, "label_selected"), (target, "label_target"), (hint, "label_hint")):
        if flag:
            text += texts(key)
    return text


def _detail(err: WuxingError) -> dict:
    """The refusal's values as words: elements named, items named, counts."""
    out = {}
    for k, v in err.detail.items():
        if k in ("card", "on", "element", "top") and isinstance(v, int):
            out[k] = element_word(v)
            out[k.capitalize()] = out[k][:1].upper() + out[k][1:]
        elif k == "item" and isinstance(v, int):
            from wuxing_core.tower import ITEM_NAMES
            zh, en, _ = ITEM_NAMES[v]
            out[k] = en if lang() == "en" else zh
        else:
            out[k] = v
    if "height" in out:
        out["most"] = out["height"] - 1
    return out


def refusal_text(err: WuxingError) -> str:
    """Why an attempt was refused, in a sentence a player reads."""
    if isinstance(err, InvalidSaveError):
        return texts("save_damaged")
    if err.reason and err.reason in texts.table:
        try:
            return texts(err.reason, **_detail(err))
        except (KeyError, IndexError, ValueError):
            pass
    return texts("not_now")
