"""The statistics page's sections (issue #36.4; #71.4: one for each
registered game with a page, read from ``wuxing_core.GAMES``, so a new game
is counted without this page naming it). A game at the shared table gets
the table's figures per computer level (``table.stats.section_html``); a
game of its own draws its section from its page package's ``front`` module
(``stats_html``; ``tower.front``), which also says what a reset clears
(``RESET``, default ``("stats",)``). Every figure is in an element with
``data-stat="<game>.<layout, level or total>.<name>"``."""
from __future__ import annotations

import importlib
from typing import Callable

from common.dom import esc
from common.i18n import Texts, pick
from table.stats import section_html
from wuxing_core import GAMES

tr = Texts("stats")

Read = Callable[[str, str], object]
"""``read(game, name)``: the stored entry ``wuxing.<game>.<name>`` as JSON, ``{}`` when absent or unreadable."""


def games() -> list:
    """The games the page shows: every registered one with a page, in the registry's order."""
    return [info for info in GAMES.values() if info.page]


def front(info):
    """The game's page package's ``front`` module (what the front door shows of it), or ``None``."""
    try:
        return importlib.import_module(f"{info.name}.front")
    except ModuleNotFoundError:
        return None


def reset_names(info) -> tuple[str, ...]:
    """What a reset of the game's statistics removes (``wuxing.<game>.<name>``)."""
    return getattr(front(info), "RESET", ("stats",))


def title(info) -> str:
    return pick(info.zh, info.english)


def section(info, read: Read, today) -> str:
    """One game's section: its name, its figures and its reset button (``today``: the player's date)."""
    own = getattr(front(info), "stats_html", None)
    body = own(read, today) if own and not info.table else section_html(info, read(info.name, "stats"))
    name = esc(info.name)
    return (f'<section class="stats-game" data-game="{name}">'
            f'<h2>{esc(info.zh)} <small class="en">{esc(info.english)}</small></h2>{body}'
            f'<button type="button" class="btn" data-action="reset" data-game="{name}">'
            f'{esc(tr("reset_button", game=title(info)))}</button></section>')


def sections_html(read: Read, today) -> str:
    """Every game's section, in the registry's order."""
    return "".join(section(info, read, today) for info in games())


__all__ = ["games", "reset_names", "section", "sections_html", "title"]
