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
from ..errors import WuxingError, quote
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


def need_deck(deck: object) -> Deck:
    """``deck`` if it is a ``Deck``; the engine's error otherwise."""
    if not isinstance(deck, Deck):
        raise WuxingError(f"not a deck: {quote(deck)}", f"不是牌組：{quote(deck)}", "bad_deck")
    return deck


def validate(deck: Deck) -> list[Violation]:
    """Every violation of the deck rule, in the order a player fixes them:
    the count, each element's count, each card's numbers, the two sums."""
    need_deck(deck)
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
    """The fewest changed cards that make both columns sum to 100 with every
    number from 1 to 8 (DK3): a card whose number is empty or outside 1–8 must
    change; then as few other cards as possible join them (one card may fix
    both columns); then the numbers move the least in all (a 9 becomes 8, a
    0 becomes 1, before anything else moves), the rest spread evenly. Applying
    the changes (``apply``) leaves no 'number' or 'sum' violation. A deck of
    too few or too many cards for that raises ``WuxingError``.

    >>> from wuxing_core.deck import random_deck
    >>> deck = random_deck(3)
    >>> fix_sums(deck)
    []
    >>> broken = random_deck(1).with_card(0, left=9).with_card(2, left=0)   # they were 2 and 7
    >>> [str(c) for c in fix_sums(broken)]     # not 5 and 4: the least move
    ['card 1 lower-left 9 → 8', 'card 3 lower-left 0 → 1']
    """
    need_deck(deck)
    for side in SIDES:
        n = len(deck.cards)
        if not LOW * n <= SUM <= HIGH * n:
            raise WuxingError(
                f"{n} cards cannot add up to {SUM} with numbers from {LOW} to {HIGH}: make it {DECK_SIZE} cards first",
                f"{n} 張牌的數字（{LOW} 到 {HIGH}）加不到 {SUM}：請先湊足 {DECK_SIZE} 張", "deck_size")
    columns = [[c.number(side) for c in deck.cards] for side in SIDES]
    new = plan_fix(columns, SUM)
    return [Change(i, side, columns[k][i], new[k][i])
            for k, side in enumerate(SIDES) for i in range(len(deck.cards)) if new[k][i] != columns[k][i]]


def apply(deck: Deck, changes: list[Change]) -> Deck:
    """``deck`` with ``changes`` made."""
    need_deck(deck)
    if not isinstance(changes, (list, tuple)) or not all(isinstance(c, Change) for c in changes):
        raise WuxingError(f"not a list of changes: {quote(changes)}", f"不是修改清單：{quote(changes)}", "bad_deck")
    for c in changes:
        deck = deck.with_card(c.card, **{c.side: c.new})
    return deck


def _valid(v: int | None, low: int, high: int) -> bool:
    return v is not None and low <= v <= high


def plan_fix(columns: list[list[int | None]], total: int, low: int = LOW, high: int = HIGH) -> list[list[int]]:
    """New values for parallel columns (a card is one index in every column)
    so that each sums to ``total`` with every value from ``low`` to ``high``:
    the fewest cards changed in any column, then the least movement in all
    (an empty value moves for free), then the movement spread evenly, the
    lower place first. Each column must be reachable (``low·n ≤ total ≤ high·n``).

    >>> plan_fix([[9, 0, 5]], 12)
    [[6, 1, 5]]
    >>> plan_fix([[8, 8, 8], [1, 1, 2]], 12)   # the same two cards fix both columns
    [[2, 2, 8], [5, 5, 2]]
    """
    n = len(columns[0])
    must = {i for col in columns for i, v in enumerate(col) if not _valid(v, low, high)}
    # What each column still lacks once the must-change cards take any values:
    # a deficit (the rest is too low even with them at `high`) needs cards that
    # can go up, an excess needs cards that can come down.
    needs = []
    for col in columns:
        rest = sum(v for i, v in enumerate(col) if i not in must)
        k = len(must)
        if rest + high * k < total:
            needs.append(("up", total - rest - high * k))
        elif rest + low * k > total:
            needs.append(("down", rest + low * k - total))
        else:
            needs.append(("ok", 0))
    free = [i for i in range(n) if i not in must]
    room = {i: [(high - col[i]) if way == "up" else (col[i] - low) if way == "down" else 0
                for col, (way, _) in zip(columns, needs)] for i in free}
    extra = _fewest_cover(sorted(free, key=lambda i: (-sum(room[i]), i)), room, [need for _, need in needs])
    chosen = sorted(must | set(extra))
    return [_fill(col, chosen, total, low, high) for col in columns]


def _fewest_cover(order: list[int], room: dict[int, list[int]], need: list[int]) -> list[int]:
    """The fewest cards (preferred in ``order``) whose rooms reach ``need`` in
    every column: a 0/1 knapsack over the cards by count, each column's sum
    capped at its need; for a count and the capped sums of all columns but the
    last, the largest last sum dominates (exact, and small: 25 cards)."""
    if not any(need):
        return []
    cap = tuple(need)
    # by_count[k]: {capped sums but the last: (capped last sum, cards)}
    by_count: list[dict[tuple[int, ...], tuple[int, tuple[int, ...]]]] = [{(0,) * (len(cap) - 1): (0, ())}]
    for i in order:
        for k in range(len(by_count) - 1, -1, -1):
            for head, (last, cards) in list(by_count[k].items()):
                sums = tuple(min(c, s + r) for c, s, r in zip(cap, head + (last,), room[i]))
                if k + 1 == len(by_count):
                    by_count.append({})
                key, value = sums[:-1], sums[-1]
                if key not in by_count[k + 1] or by_count[k + 1][key][0] < value:
                    by_count[k + 1][key] = (value, cards + (i,))
    for layer in by_count:
        found = layer.get(cap[:-1])
        if found is not None and found[0] == cap[-1]:
            return list(found[1])
    raise WuxingError("no way to fix the sums", "無法修正總和", "deck_size")


def _fill(col: list[int | None], chosen: list[int], total: int, low: int, high: int) -> list[int]:
    """``col`` with the ``chosen`` cards' values set: each starts at its nearest
    value in range (an empty one shares what is needed evenly), then the rest
    of the difference one step at a time to the least moved card with room."""
    new = list(col)
    empty = [i for i in chosen if col[i] is None]
    moving = [i for i in chosen if col[i] is not None]
    for i in moving:
        new[i] = min(max(col[i], low), high)
    need = total - sum(v for i, v in enumerate(new) if i not in empty)
    share = min(max(need, low * len(empty)), high * len(empty)) if empty else 0
    if empty:
        base, extra = divmod(share, len(empty))
        for j, i in enumerate(empty):
            new[i] = base + (j < extra)
    left = need - share
    moved = {i: 0 for i in moving}
    step = 1 if left > 0 else -1
    for _ in range(abs(left)):
        i = min((i for i in moving if low <= new[i] + step <= high), key=lambda i: (moved[i], i))
        new[i] += step
        moved[i] += 1
    return new
