"""The data of a designed deck: 25 cards, each an element, a name, the two
corner numbers and an optional picture (RULES.md §4).

A deck being edited may break the deck rule (a sum off, a 9, an empty
number): ``Deck`` holds it as it is and ``check.validate`` says what is
wrong. What no file or page may hold at all (a number that is not a whole
number, a name too long to print) is refused when the card is made, with a
``WuxingError`` in both languages.

>>> card = DeckCard("木", "青龍", 3, 5)
>>> card.element, card.left, card.with_(right=6).right
(Element('木'), 3, 6)
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ..elements import CHARS, Element
from ..errors import WuxingError, quote
from ..text import check_name

DECK_SIZE = 25
PER_ELEMENT = 5
SUM = 100
LOW, HIGH = 1, 8
"""A corner number is a whole number from LOW to HIGH (RULES.md §4)."""
MAX_NAME = 20
"""Characters of a card's name (ruling DK4: it must fit the printed card)."""
MAX_DECK_NAME = 40
MAX_NUMBER = 99
"""The largest corner number a deck may *hold* (ruling DK5): 9–99 are kept to be
fixed, larger numbers are refused; only LOW–HIGH are valid (§4)."""
IMAGE_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
"""A picture is referred to by the id it is stored under on the device (the page keeps the image)."""


def _bad(en: str, zh: str) -> WuxingError:
    return WuxingError(en, zh, "bad_card")


def _number(value: object, what: tuple[str, str]) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise _bad(f"{what[0]} must be a whole number or empty: {quote(value)}", f"{what[1]}要是整數或留空：{quote(value)}")
    if not 0 <= value <= MAX_NUMBER:
        raise _bad(f"{what[0]} must be from 0 to {MAX_NUMBER}: {quote(value)}", f"{what[1]}要在 0 到 {MAX_NUMBER} 之間：{quote(value)}")
    return value


def _text(value: object, what: tuple[str, str], longest: int) -> str:
    try:
        return check_name(value, what, longest)
    except WuxingError as err:
        raise _bad(err.message, err.zh) from None


@dataclass(frozen=True)
class DeckCard:
    """One spirit-beast card of a designed deck. ``left`` / ``right``: the
    lower-left and lower-right numbers (``None`` while empty); ``image``: the
    id of the player's picture on this device, or ``None``."""

    element: Element
    name: str = ""
    left: int | None = None
    right: int | None = None
    image: str | None = None

    def __post_init__(self) -> None:
        element = self.element
        if not isinstance(element, Element):
            if not (isinstance(element, str) and len(element) == 1 and element in CHARS):
                raise _bad(f"the element must be one of {CHARS}: {quote(element)}", f"屬性要是{CHARS}其中之一：{quote(element)}")
            object.__setattr__(self, "element", Element.from_char(element))
        _text(self.name, ("a card's name", "牌名"), MAX_NAME)
        _number(self.left, ("the lower-left number", "左下數字"))
        _number(self.right, ("the lower-right number", "右下數字"))
        if self.image is not None and not (isinstance(self.image, str) and IMAGE_ID.fullmatch(self.image)):
            raise _bad(f"a picture id is 1–64 letters, digits, - or _: {quote(self.image)}", "圖片代號不對")

    def with_(self, **changes: object) -> "DeckCard":
        """A copy with some fields changed (checked like a new card)."""
        return replace(self, **changes)

    def number(self, side: str) -> int | None:
        """The number on ``side`` ('left' or 'right')."""
        return self.left if side == "left" else self.right


@dataclass(frozen=True)
class Deck:
    """A named deck: ``cards`` in the order the designer laid them out."""

    cards: tuple[DeckCard, ...]
    name: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.cards, (tuple, list)):
            raise _bad(f"a deck's cards are a list, not {quote(self.cards)}", f"牌組的牌要是一串牌，不能是 {quote(self.cards)}")
        cards = tuple(self.cards)
        if len(cards) > 2 * DECK_SIZE:
            raise _bad(f"a deck of {len(cards)} cards is far from {DECK_SIZE}", f"{len(cards)} 張牌離 {DECK_SIZE} 張太遠")
        odd = next((c for c in cards if not isinstance(c, DeckCard)), None)
        if odd is not None:
            raise _bad(f"a deck holds cards, not {quote(odd)}", f"牌組只能放牌，不能放 {quote(odd)}")
        object.__setattr__(self, "cards", cards)
        _text(self.name, ("a deck's name", "牌組名稱"), MAX_DECK_NAME)

    def with_card(self, index: int, **changes: object) -> "Deck":
        """A copy with card ``index`` changed."""
        cards = list(self.cards)
        cards[index] = cards[index].with_(**changes)
        return replace(self, cards=tuple(cards))

    def total(self, side: str) -> int:
        """The sum of the numbers on ``side`` (empty ones count 0)."""
        return sum(c.number(side) or 0 for c in self.cards)

    def of(self, element: Element | str) -> list[DeckCard]:
        """The cards of one element, in deck order (what a game draws its faces from)."""
        e = element if isinstance(element, Element) else Element.from_char(element)
        return [c for c in self.cards if c.element == e]
