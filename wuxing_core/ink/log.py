"""The 墨香 turn log in words, Traditional Chinese or English (issue #16.5).

Cards are named, never numbered. A draw names its cards only in the drawer's
own log (``Drew`` is seen by that seat alone); everyone reads how many.

>>> describe(Played(0, (20, 1001), 12, False), ["Ann", "Bo"], "en")
'Ann played White Ape + Bamboo Sword: 12 ink'
>>> describe(DrewCount(1, 2), ["Ann", "Bo"], "zh")
'Bo 抽了 2 張牌'
"""
from __future__ import annotations

from typing import Sequence

from ..game import Event
from .cards import card
from .events import (Drew, DrewCount, GameEnded, LeadStarted, Passed, Played, Recycled, Revealed, Skipped,
                     SpecialPlayed, TookBack)

END_REASONS = {
    "emptied": ("手牌出完了", "a hand is empty"),
    "safety": ("300 回合安全停止：手牌最少者勝，同數時手中墨魂值總和最低者勝",
               "safety stop after 300 turns: the fewest cards wins, then the lowest ink in hand"),
}


def card_names(cards: Sequence[int], lang: str) -> str:
    return (" + " if lang == "en" else "＋").join(card(n).name(lang) for n in cards)


def describe(event: Event, names: Sequence[str], lang: str = "zh") -> str:
    """One event as a sentence."""
    zh = lang == "zh"

    def who(p: int) -> str:
        return names[p] if 0 <= p < len(names) else f"P{p + 1}"

    match event:
        case LeadStarted(player=p):
            return f"{who(p)} 自由出牌" if zh else f"{who(p)} leads"
        case Played(player=p, cards=cards, total=total):
            return (f"{who(p)} 打出 {card_names(cards, lang)}：墨魂值 {total}" if zh
                    else f"{who(p)} played {card_names(cards, lang)}: {total} ink")
        case SpecialPlayed(player=p, card=n):
            return (f"{who(p)} 打出特別卡 {card(n).zh}，墨魂值歸零" if zh
                    else f"{who(p)} played the special card {card(n).en}: the total is back to zero")
        case Passed(player=p):
            return f"{who(p)} 不出牌" if zh else f"{who(p)} passed"
        case Skipped(player=p):
            return f"{who(p)} 跳過一回合" if zh else f"{who(p)} misses a turn"
        case Drew(player=p, cards=cards):
            return f"{who(p)} 抽到 {card_names(cards, lang)}" if zh else f"{who(p)} drew {card_names(cards, lang)}"
        case DrewCount(player=p, count=0):
            return f"牌庫沒有牌，{who(p)} 沒抽到牌" if zh else f"the deck is empty: {who(p)} drew nothing"
        case DrewCount(player=p, count=n):
            return f"{who(p)} 抽了 {n} 張牌" if zh else f"{who(p)} drew {n} card" + ("s" if n != 1 else "")
        case Recycled(count=n):
            return (f"牌庫空了：戰場上 {n} 張牌洗回牌庫（留下最後一張怪物）" if zh
                    else f"the deck ran out: {n} battlefield cards were shuffled back (the last monster stays)")
        case Revealed(player=p, cards=cards):
            return (f"{who(p)} 亮出手牌 {card_names(cards, lang)}" if zh
                    else f"{who(p)} shows {card_names(cards, lang)} from hand")
        case TookBack(player=p, card=n):
            return f"{who(p)} 從戰場取回 {card(n).zh}" if zh else f"{who(p)} took {card(n).en} back from the battlefield"
        case GameEnded(reason=reason, winners=winners):
            zh_text, en_text = END_REASONS[reason]
            won = ("、" if zh else " and ").join(who(p) for p in winners)
            return f"遊戲結束（{zh_text}）：{won} 獲勝" if zh else f"Game over ({en_text}): {won} won"
    raise ValueError(f"unknown event {event!r}")
