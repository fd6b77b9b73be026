"""The 釣鶼鰈 line demo's deal (ruling E1): the cards in a row, the reader's
and the opponent's hands, and the cards already face up, as one game. The
demo (``embed.page.LineDemo``) plays it and the builder (``embed.recipe``)
checks an author's sketch with it, so both accept the same positions.

No page here: the tests run it as it is.
"""
from __future__ import annotations

import re

from wuxing_core.errors import InvalidPositionError, WuxingError
from wuxing_core.fishing import Fishing
from wuxing_core.fishing.events import LineFailed, Scored

UP_TEXT = re.compile(r"\d{1,2}(,\d{1,2}){0,9}")
"""``up``: the face-up cards' places in the row, from 1, comma separated."""


def _refused(reason: str, en: str, zh: str, **detail: object) -> InvalidPositionError:
    return InvalidPositionError(en, zh, reason, **detail)


def read_up(text: str, cards: int) -> tuple[int, ...]:
    """The face-up places of a link's ``up`` (from 1) as indices from 0, in row order.

    >>> read_up("3,1", 4)
    (0, 2)
    >>> read_up("", 4)
    ()
    """
    if not text:
        return ()
    if not UP_TEXT.fullmatch(text):
        raise _refused("up_bad", "up must be places in the row, from 1, comma separated (e.g. up=1,2)",
                       "up 須是牌在列中的位置（從 1 起，以逗號分隔，例如 up=1,2）")
    places = [int(p) for p in text.split(",")]
    if len(set(places)) != len(places):
        raise _refused("up_bad", "up names a card twice", "up 重複寫了同一張牌")
    outside = [p for p in places if not 1 <= p <= cards]
    if outside:
        raise _refused("up_outside", f"up names place {outside[0]}, but the row has {cards} cards",
                       f"up 寫了第 {outside[0]} 張，但這一列只有 {cards} 張牌", place=outside[0], cards=cards)
    return tuple(sorted(p - 1 for p in places))


def deal(cards: str, hand: str, opp: str = "", up: tuple[int, ...] = ()) -> Fishing:
    """The demo's game: ``cards`` face down in a row and one empty cell after
    them (where a hand card goes), the reader (seat 0) to play with ``hand``,
    the other seat holding ``opp``; then the cards at the places ``up`` (from
    0) flipped left to right, the opponent passing, so the reader goes on
    with that line.

    Refused with a reason: cards that could never make a combination (the
    game would be over before the first flip, F9b); a face-up card after the
    line has broken (F4: a broken line is not flipped on); face-up cards that
    break the line when the reader holds no rescue (it would fail at once);
    face-up cards that would already have scored (a pair, dragon or tiger:
    those cards would have left the line).

    >>> g = deal("水木土金", "火木", up=(0, 1))
    >>> g.line_text(), g.line_kind(), g.current_player()
    ('水木', 'open', 0)
    >>> deal("水水土金", "火", up=(0, 1))
    Traceback (most recent call last):
    wuxing_core.errors.InvalidPositionError: the face-up cards already make a pair: it would have scored
    """
    game = Fishing.from_deal(cards + ".", players=2, first=0, hands=[hand, opp])
    if game.is_over():
        raise _refused("no_combination", "these cards can never make a pair, a dragon or a tiger (F9b)",
                       "這些牌永遠湊不成鶼羽鰈、生龍或克虎（F9b）")
    start = len(game.events)
    for i in up:
        if game.line_kind() == "broken":
            raise _refused("up_after_break", "a face-up card after the line has broken: a broken line is not flipped on",
                           "牌列斷了之後不能再翻：斷掉的牌列後面不能有翻開的牌")
        try:
            game.play(f"flip {chr(97 + i)}1")
        except WuxingError as err:   # a place outside the row: the reader's up is checked, this is the caller's
            raise _refused("up_outside", f"no card to turn face up at place {i + 1}",
                           f"第 {i + 1} 個位置沒有可以翻開的牌", place=i + 1, cards=len(cards)) from err
        while not game.is_over() and game.current_player() == 1 and game.phase == "window":
            game.play("pass")   # the opponent lets the author's line stand
        if any(isinstance(ev, LineFailed) for ev in game.events[start:]) or game.is_over() \
                or game.active_player != 0:
            raise _refused("up_fails", "the face-up cards break the line and the reader cannot rescue it: it fails at once",
                           "翻開的牌讓牌列斷了，讀者又無法補救：牌列當場失敗")
        scored = [ev for ev in game.events[start:] if isinstance(ev, Scored)]
        if scored:
            kind = {"pair": ("a pair", "鶼羽鰈"), "dragon": ("a dragon", "生龍"), "tiger": ("a tiger", "克虎")}[scored[0].kind]
            raise _refused("up_scores", f"the face-up cards already make {kind[0]}: it would have scored",
                           f"翻開的牌已經湊成{kind[1]}：它早就得分了", kind=scored[0].kind)
    return game
