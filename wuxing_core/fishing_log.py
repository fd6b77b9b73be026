"""The 釣鶼鰈 turn log in words, Traditional Chinese or English (issue #5.5).

Words never name the cell of a flip or a face-down card's element: a log the
players can scroll back must not be a memory aid for the face-down field.

>>> describe(("flip", 0, "c2", "火"), ["Ann", "Bo"], "en")
'Ann flipped 火'
>>> describe(("score", 1, "pair", "木木", ("a1", "b1")), ["Ann", "Bo"], "zh")
'Bo 得分：鶼羽鰈 木木（+2）'
"""
from __future__ import annotations

from typing import Sequence

from .fishing_line import NAMES, POINTS

END_REASONS = {
    "exhausted": ("場上沒有可翻的蓋牌了", "no face-down card is left to flip"),
    "safety": ("連續十輪沒有牌離開場地，安全停止", "ten full rounds passed with no card leaving the field: safety stop"),
}


def describe(event: tuple, names: Sequence[str], lang: str = "zh") -> str:
    """One public event as a sentence."""
    zh = lang == "zh"
    kind = event[0]

    def who(p: int) -> str:
        return names[p] if 0 <= p < len(names) else f"P{p + 1}"

    if kind == "turn":
        return f"第 {event[2]} 回合：輪到 {who(event[1])}" if zh else f"Turn {event[2]}: {who(event[1])} to play"
    if kind == "flip":
        return f"{who(event[1])} 翻開 {event[3]}" if zh else f"{who(event[1])} flipped {event[3]}"
    if kind == "play":
        place = event[3]
        return (f"{who(event[1])} 打出手牌 {event[2]}（牌列第 {place + 1} 位）" if zh
                else f"{who(event[1])} played {event[2]} from hand into the line (place {place + 1})")
    if kind == "down":
        return f"{who(event[1])} 蓋下一張手牌" if zh else f"{who(event[1])} laid a hand card face down"
    if kind == "block":
        return (f"{who(event[1])} 以 {event[2]} 剋 {event[4]}，阻斷" if zh
                else f"{who(event[1])} blocked {event[4]} with {event[2]}")
    if kind == "pass":
        return f"{who(event[1])} 不阻斷" if zh else f"{who(event[1])} passed"
    if kind == "score":
        zh_name, en_name = NAMES[event[2]]
        pts = POINTS[event[2]]
        return (f"{who(event[1])} 得分：{zh_name} {event[3]}（+{pts}）" if zh
                else f"{who(event[1])} scored a {en_name} {event[3]} (+{pts})")
    if kind == "fail":
        if event[2]:
            return (f"{who(event[1])} 的牌列斷了，無法補救" if zh
                    else f"{who(event[1])}'s line is broken and cannot be rescued")
        return f"{who(event[1])} 放棄牌列" if zh else f"{who(event[1])} let the line fail"
    if kind == "stop":
        return f"{who(event[1])} 結束翻牌" if zh else f"{who(event[1])} stopped flipping"
    if kind == "turn_down":
        n = len(event[1])
        return f"{n} 格的翻開牌蓋回" if zh else f"face-up cards on {n} cell{'s' * (n != 1)} turned face down"
    if kind == "end":
        zh_text, en_text = END_REASONS[event[1]]
        return f"遊戲結束：{zh_text}" if zh else f"Game over: {en_text}"
    raise ValueError(f"unknown event {event!r}")


def describe_all(events: Sequence[tuple], names: Sequence[str], lang: str = "zh") -> list[str]:
    """Every event as a sentence, oldest first."""
    return [describe(e, names, lang) for e in events]
