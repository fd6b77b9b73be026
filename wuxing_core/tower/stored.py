"""What the 靈獸塔 page keeps on a device, as a backup reads it back (#36.4,
ruling B1; #71.4: the backup learns a game's entries from its package, not
from a list of games): the recent deals, each saved deal, the statistics per
layout, the daily deals' record and the "winnable deals only" switch. The
keys are ``wuxing.tower.*`` (``web/app/tower/saves.py`` writes them)."""
from __future__ import annotations

from ..backup import Entry, envelope_game, id_list, one_of, statistics
from ..stats import clean_daily, clean_table

LAYOUT_SEED = r"[a-z-]{1,20}\.[0-9]{1,20}"
"""A saved deal's name in its key: layout and seed (``basic.6``)."""


def _deal(key: str) -> tuple[str, str]:
    """A saved deal's key as a player names it: the layout's name and the seed."""
    from .layouts import LAYOUTS
    parts = key.split(".")
    layout = LAYOUTS.get(parts[3]) if len(parts) == 5 else None
    if layout is None:   # a layout this release does not know: as the key names it
        return (" ".join(parts[3:5]),) * 2
    return f"{layout.english} {parts[4]}", f"{layout.zh} {parts[4]}"


def _game(key: str, raw: str) -> str:
    from .rules import Tower
    return envelope_game(Tower)(key, raw)


BACKUP_ENTRIES = (
    Entry("tower_index", r"wuxing\.tower\.index", id_list(LAYOUT_SEED, 50, "not a list of deals", "不是牌局清單"),
          "the list of recent {game} deals", "{game}最近的牌局清單"),
    Entry("tower_game", r"wuxing\.tower\.game\." + LAYOUT_SEED, _game,
          "the saved {game} deal {detail}", "{game}存檔：{detail}", _deal),
    Entry("tower_stats", r"wuxing\.tower\.stats", statistics(clean_table), "the statistics of {game}", "{game}的統計"),
    Entry("daily", r"wuxing\.tower\.daily", statistics(clean_daily), "the daily deals' record", "每日牌局紀錄"),
    Entry("on_off", r"wuxing\.tower\.winnable", one_of(("on", "off")), "a {game} setting", "{game}的一項設定"),
)
