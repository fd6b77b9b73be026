"""A player's words (issue #14.3): what the pages say about piles, hints and
refusals, with no rule ids, action notation or cell coordinates.

The engine keeps its precise messages (for developers and tests); each
refusal also carries a ``reason`` and its ``detail``, which this module turns
into a sentence from the ``refusals`` section of ``texts.json``. A reason
without a sentence gets a plain "not possible now", never the engine's text.
"""
from __future__ import annotations

from typing import Callable

from common.i18n import Texts, lang
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


def top_card_words(elements: str) -> str:
    """The top card of a pile, named with its pile: "the Wood card" (a pile of
    one), "the Wood card on top of the 3-card pile" (issue #36.9: never "the
    top card of the Wood card")."""
    if len(elements) <= 1:
        return pile_words(elements)
    return texts("top_of_pile", top=element_word(elements[-1]), n=len(elements))


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


Words = dict[str, Callable[[object], str]]
"""How a game names the values of its refusals' details (an item, a card, a
kind): given by the game's own page module, so this one knows no game."""


def _detail(err: WuxingError, words: Words) -> dict:
    """The refusal's values as words: elements named, the game's own values named, counts."""
    out = {}
    for k, v in err.detail.items():
        if k in words:
            out[k] = words[k](v)
        elif k in ("card", "on", "element", "top") and isinstance(v, int):
            out[k] = element_word(v)
        else:
            out[k] = v
        if isinstance(out[k], str):
            out[k.capitalize()] = out[k][:1].upper() + out[k][1:]
    if "height" in out:
        out["most"] = out["height"] - 1
    return out


def refusal_text(err: WuxingError, game: str = "", words: Words | None = None) -> str:
    """Why an attempt was refused, in a sentence a player reads: the sentence
    for ``err.reason`` in the game's section of ``texts.json``
    (``refusals.<game>``), else in the shared one, else "not possible now"."""
    if isinstance(err, InvalidSaveError):
        return texts("save_damaged")
    table = _table(game)
    if err.reason and err.reason in table.table:
        try:
            return table(err.reason, **_detail(err, words or {}))
        except (KeyError, IndexError, ValueError):
            pass
    return table("not_now")


def not_now(game: str = "") -> str:
    """"Not possible now", in the game's words, for a tap that names no action."""
    return _table(game)("not_now")


def _table(game: str) -> Texts:
    return Texts(f"refusals.{game}", "refusals") if game else texts
