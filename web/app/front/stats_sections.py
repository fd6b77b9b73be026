"""The statistics page's sections (issue #36.4; #71.4: one for each
registered game with a page, read from ``wuxing_core.GAMES``, so a new game
is counted without this page naming it). A game at the shared table gets
the table's figures per computer level (``table.stats.section_html``); a
game of its own draws its section from its page package's ``front`` module
(``stats_html``; ``tower.front``), which also says what a reset clears
(``RESET``, default ``("stats",)``). Every figure is in an element with
``data-stat="<game>.<layout, level or total>.<name>"``."""
from __future__ import annotations

from typing import Callable

from common.dom import esc
from common.i18n import Texts, pick
from front.games import front_of, pages
from table.stats import section_html

tr = Texts("stats")

Read = Callable[[str, str], object]
"""``read(game, name)``: the stored entry ``wuxing.<game>.<name>`` as JSON, ``{}`` when absent or unreadable."""


def reset_names(info) -> tuple[str, ...]:
    """What a reset of the game's statistics removes (``wuxing.<game>.<name>``)."""
    return getattr(front_of(info), "RESET", ("stats",))


def title(info) -> str:
    return pick(info.zh, info.english)


def section(info, read: Read, today) -> str:
    """One game's section: its name, its figures and its reset button (``today``: the player's date)."""
    if info.table:   # the shared table's figures, per computer level
        body = section_html(info, read(info.name, "stats"))
    else:            # a game of its own draws its own (its front's ``stats_html``), or shows none
        own = getattr(front_of(info), "stats_html", None)
        body = own(read, today) if own else ""
    name = esc(info.name)
    return (f'<section class="stats-game" data-game="{name}">'
            f'<h2>{esc(info.zh)} <small class="en">{esc(info.english)}</small></h2>{body}'
            f'<button type="button" class="btn" data-action="reset" data-game="{name}">'
            f'{esc(tr("reset_button", game=title(info)))}</button></section>')


def sections_html(read: Read, today) -> str:
    """Every game's section, in the registry's order."""
    return "".join(section(info, read, today) for info in pages())


__all__ = ["reset_names", "section", "sections_html", "title"]
