"""The 釣鶼鰈 turn log in words, Traditional Chinese or English (issue #5.5).

Words never name the cell of a flip or a face-down card's element: a log the
players can scroll back must not be a memory aid for the face-down field.

>>> describe(Flipped(0, "c2", "火"), ["Ann", "Bo"], "en")      # English names in English (issue #14.4)
'Ann flipped Fire'
>>> describe(Scored(1, "pair", "木木", ("a1", "b1")), ["Ann", "Bo"], "zh")
'Bo 得分：鶼羽鰈 木木（+2）'
"""
from __future__ import annotations

from typing import Sequence

from ..elements import CHARS, ENGLISH
from ..game import Event
from .events import (Blocked, Flipped, GameEnded, HandPlayed, LaidDown, LineFailed, Passed, Scored,
                     Stopped, TurnedDown, TurnStarted)
from .line import NAMES, POINTS

END_REASONS = {
    "exhausted": ("場上沒有可翻的蓋牌了", "no face-down card is left to flip"),
    "safety": ("連續數輪沒有牌離開場地，安全停止", "full rounds passed with no card leaving the field: safety stop"),
    "no_combination": ("剩下的牌已湊不出任何組合", "no combination can be made from the cards left"),
}


def english(els: str) -> str:
    """Elements by their English names: ``"木火"`` → ``"Wood Fire"``."""
    return " ".join(ENGLISH[CHARS.index(c)] for c in els)


def describe(event: Event, names: Sequence[str], lang: str = "zh") -> str:
    """One public event as a sentence."""
    zh = lang == "zh"

    def who(p: int) -> str:
        return names[p] if 0 <= p < len(names) else f"P{p + 1}"

    match event:
        case TurnStarted(player=p, turn=turn):
            return f"第 {turn} 回合：輪到 {who(p)}" if zh else f"Turn {turn}: {who(p)} to play"
        case Flipped(player=p, element=e):
            return f"{who(p)} 翻開 {e}" if zh else f"{who(p)} flipped {english(e)}"
        case HandPlayed(player=p, element=e, place=place):
            return (f"{who(p)} 打出手牌 {e}（牌列第 {place + 1} 位）" if zh
                    else f"{who(p)} played {english(e)} from hand into the line (place {place + 1})")
        case LaidDown(player=p):
            return f"{who(p)} 蓋下一張手牌" if zh else f"{who(p)} laid a hand card face down"
        case Blocked(player=p, element=e, covered=covered):
            return f"{who(p)} 以 {e} 剋 {covered}，阻斷" if zh else f"{who(p)} blocked {english(covered)} with {english(e)}"
        case Passed(player=p):
            return f"{who(p)} 不阻斷" if zh else f"{who(p)} passed"
        case Scored(player=p, kind=kind, elements=els):
            zh_name, en_name = NAMES[kind]
            return (f"{who(p)} 得分：{zh_name} {els}（+{POINTS[kind]}）" if zh
                    else f"{who(p)} scored a {en_name}, {english(els)} (+{POINTS[kind]})")
        case LineFailed(player=p, forced=True):
            return f"{who(p)} 的牌列斷了，無法補救" if zh else f"{who(p)}'s line is broken and cannot be rescued"
        case LineFailed(player=p):
            return f"{who(p)} 放棄牌列" if zh else f"{who(p)} let the line fail"
        case Stopped(player=p):
            return f"{who(p)} 結束翻牌" if zh else f"{who(p)} stopped flipping"
        case TurnedDown(cells=cells):
            n = len(cells)
            return f"{n} 格的翻開牌蓋回" if zh else f"face-up cards on {n} cell{'s' * (n != 1)} turned face down"
        case GameEnded(reason=reason):
            zh_text, en_text = END_REASONS[reason]
            return f"遊戲結束：{zh_text}" if zh else f"Game over: {en_text}"
    raise ValueError(f"unknown event {event!r}")


def describe_all(events: Sequence[Event], names: Sequence[str], lang: str = "zh") -> list[str]:
    """Every event as a sentence, oldest first."""
    return [describe(e, names, lang) for e in events]
