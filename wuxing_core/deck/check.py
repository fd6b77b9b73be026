"""The deck rule (RULES.md §4) and the "fix the sums" helper.

``validate`` lists every violation at once, each in a player's words in both
languages and naming the card (by its place, 1–25, and its name) and the
rule: 25 cards (DK1), 5 of each element (DK1), every corner number a whole
number from 1 to 8 (DK2), each column summing to 100, saying by how much it
is off (DK3).

>>> from wuxing_core.deck import random_deck
>>> deck = random_deck(1)
>>> broken = deck.with_card(0, left=9)
>>> [v.text("en") for v in validate(broken)]
['Card 1 (青龍): the lower-left number must be a whole number from 1 to 8, not 9.', 'The lower-left numbers add up to 107: 7 over 100.']
>>> [str(c) for c in fix_sums(broken)]      # the one card that must change takes up the difference
['card 1 lower-left 9 → 2']
>>> apply(broken, fix_sums(broken)) == deck
True
"""
from __future__ import annotations

from dataclasses import dataclass

from ..elements import CHARS, ENGLISH, Element
from ..errors import WuxingError
from .cards import DECK_SIZE, HIGH, LOW, PER_ELEMENT, SUM, Deck, DeckCard

SIDES = ("left", "right")
_SIDE_ZH = {"left": "左下", "right": "右下"}
_SIDE_EN = {"left": "lower-left", "right": "lower-right"}


@dataclass(frozen=True)
class Violation:
    """One way a deck breaks the deck rule. ``rule``: 'size', 'element',
    'number' or 'sum'; ``card``: the card's index (0-based) or ``None``;
    ``side``: 'left' / 'right' or ``None``; ``element``: for 'element'."""

    rule: str
    message: str
    zh: str
    card: int | None = None
    side: str | None = None
    element: Element | None = None

    def text(self, lang: str = "zh") -> str:
        return self.zh if lang == "zh" else self.message


def _who(index: int, card: DeckCard, lang: str) -> str:
    if lang == "zh":
        return f"第 {index + 1} 張（{card.name or CHARS[card.element]}）"
    return f"Card {index + 1} ({card.name or ENGLISH[card.element]})"


def validate(deck: Deck) -> list[Violation]:
    """Every violation of the deck rule, in the order a player fixes them:
    the count, each element's count, each card's numbers, the two sums."""
    out: list[Violation] = []
    n = len(deck.cards)
    if n != DECK_SIZE:
        more = n > DECK_SIZE
        out.append(Violation(
            "size", f"A deck has {DECK_SIZE} cards; this one has {n} ({abs(n - DECK_SIZE)} too {'many' if more else 'few'}).",
            f"牌組要剛好 {DECK_SIZE} 張，現在有 {n} 張（{'多' if more else '少'} {abs(n - DECK_SIZE)} 張）。"))
    for e in Element:
        have = sum(1 for c in deck.cards if c.element == e)
        if have != PER_ELEMENT:
            more = have > PER_ELEMENT
            out.append(Violation(
                "element",
                f"A deck has {PER_ELEMENT} {ENGLISH[e]} ({CHARS[e]}) cards; this one has {have} "
                f"({abs(have - PER_ELEMENT)} too {'many' if more else 'few'}).",
                f"{CHARS[e]}屬性要剛好 {PER_ELEMENT} 張，現在有 {have} 張（{'多' if more else '少'} {abs(have - PER_ELEMENT)} 張）。",
                element=e))
    for i, card in enumerate(deck.cards):
        for side in SIDES:
            value = card.number(side)
            if value is None or not LOW <= value <= HIGH:
                shown_en = "empty" if value is None else str(value)
                out.append(Violation(
                    "number",
                    f"{_who(i, card, 'en')}: the {_SIDE_EN[side]} number must be a whole number from {LOW} to {HIGH}, "
                    + ("but it is empty." if value is None else f"not {shown_en}."),
                    f"{_who(i, card, 'zh')}：{_SIDE_ZH[side]}數字要是 {LOW} 到 {HIGH} 的整數，"
                    + ("現在是空的。" if value is None else f"不能是 {value}。"),
                    card=i, side=side))
    for side in SIDES:
        total = deck.total(side)
        if total != SUM:
            off = total - SUM
            out.append(Violation(
                "sum",
                f"The {_SIDE_EN[side]} numbers add up to {total}: {abs(off)} {'over' if off > 0 else 'short of'} {SUM}.",
                f"{_SIDE_ZH[side]}數字總和是 {total}，比 {SUM} {'多' if off > 0 else '少'} {abs(off)}。",
                side=side))
    return out


@dataclass(frozen=True)
class Change:
    """One number ``fix_sums`` proposes to change."""

    card: int
    side: str
    old: int | None
    new: int

    def __str__(self) -> str:
        return f"card {self.card + 1} {_SIDE_EN[self.side]} {'empty' if self.old is None else self.old} → {self.new}"


def fix_sums(deck: Deck) -> list[Change]:
    """The fewest number changes that make both columns sum to 100 with every
    number from 1 to 8 (DK3): numbers outside 1–8 or empty must change; then
    as few other cards as possible move, those with the most room first, and
    the change is spread as evenly as it can be among them. Applying the
    changes (``apply``) leaves no 'number' or 'sum' violation. A deck of too
    few or too many cards for that raises ``WuxingError``.

    >>> from wuxing_core.deck import random_deck
    >>> deck = random_deck(3)
    >>> fix_sums(deck)
    []
    """
    changes: list[Change] = []
    for side in SIDES:
        changes += _fix_side(deck, side)
    return changes


def apply(deck: Deck, changes: list[Change]) -> Deck:
    """``deck`` with ``changes`` made."""
    for c in changes:
        deck = deck.with_card(c.card, **{c.side: c.new})
    return deck


def _fix_side(deck: Deck, side: str) -> list[Change]:
    values = [c.number(side) for c in deck.cards]
    n = len(values)
    if not LOW * n <= SUM <= HIGH * n:
        raise WuxingError(
            f"{n} cards cannot add up to {SUM} with numbers from {LOW} to {HIGH}: make it {DECK_SIZE} cards first",
            f"{n} 張牌的數字（{LOW} 到 {HIGH}）加不到 {SUM}：請先湊足 {DECK_SIZE} 張", "deck_size")
    must = [i for i, v in enumerate(values) if v is None or not LOW <= v <= HIGH]
    new = {i: v for i, v in enumerate(values) if i not in must}
    need = SUM - sum(new.values())
    if must:
        # the cards that must change take what they can, evenly (lowest places get the larger share)
        k = len(must)
        share = min(max(need, LOW * k), HIGH * k)
        base, extra = divmod(share, k)
        for j, i in enumerate(must):
            new[i] = base + (j < extra)
        need -= share
    moved: dict[int, int] = {}
    if need:
        up = need > 0
        room = {i: (HIGH - v if up else v - LOW) for i, v in new.items() if i not in must}
        chosen: list[int] = []
        left = abs(need)
        for i in sorted(room, key=lambda i: (-room[i], i)):   # the most room first: the fewest cards
            if left <= 0:
                break
            if room[i]:
                chosen.append(i)
                left -= room[i]
        moved = {i: 0 for i in chosen}
        for _ in range(abs(need)):                       # spread: one step at a time to the least moved
            i = min((i for i in chosen if moved[i] < room[i]), key=lambda i: (moved[i], i))
            moved[i] += 1
        for i, m in moved.items():
            new[i] += m if up else -m
    return [Change(i, side, values[i], new[i]) for i in range(n) if new[i] != values[i]]
