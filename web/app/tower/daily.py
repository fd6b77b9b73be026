"""靈獸塔's daily deal on the page (issue #36.5, ruling DY1): which deal
``?daily`` opens, its mark on the page and in the address, the date recorded
once it is won, and its result against the solver's fewest items (asked of
the hint worker) with a text to share. The deal itself is the engine's
(``wuxing_core.tower.daily``)."""
from pyscript import document, window

from tower import saves
from tower import view
from common.dom import js_str, local_today, notice
from tower.view import tr
from common.words import refusal_text
from wuxing_core.errors import WuxingError
from wuxing_core.tower.daily import daily_deal, parse_day


class Daily:
    def __init__(self) -> None:
        self.day: str | None = None                  # "YYYY-MM-DD" of the deal opened by ?daily
        self.deal: tuple[str, int] | None = None     # its (layout, seed)
        self.fewest: int | None = None               # the solver's fewest items, from the worker
        self.share_text = ""

    def open(self, text: str) -> tuple[str, int]:
        """The (layout, seed) of the date ``text``, or of today when it is empty;
        a text that is no date is explained and today's opens."""
        try:
            day = parse_day(text) if text else local_today()
        except WuxingError as err:
            notice(tr("bad_daily", why=refusal_text(err, "tower")))
            day = local_today()
        self.day, self.deal = day.isoformat(), daily_deal(day)
        return self.deal

    def holds(self, game) -> bool:
        """Is ``game`` the daily deal's (a new deal on the page is not)?"""
        return self.deal is not None and (game.layout, game.seed) == self.deal

    def mark(self, game, params) -> None:
        """``html[data-daily]`` and ``?daily=`` while the daily deal is played."""
        if self.holds(game):
            params.set("daily", self.day)
            document.documentElement.dataset.daily = self.day
        else:
            params.delete("daily")
            document.documentElement.removeAttribute("data-daily")

    def record(self, game) -> bool:
        """The date, once the daily deal is won (False if storage refused)."""
        return saves.record_daily(parse_day(self.day)) if self.holds(game) and game.is_won() else True

    def show(self, page) -> None:
        """The result's daily part: shown after a won daily deal, hidden otherwise."""
        won = self.holds(page.game) and page.game.is_won()
        page.paint.attrs("#daily-result", hidden=not won)
        if won:
            if self.fewest is None:
                page.helper.ask_fewest(*self.deal)   # answered in a moment: on_fewest shows it
            self.share_text = view.show_daily(page.game, page.elapsed(), self.day, self.fewest, saves.daily_record(),
                                              local_today(), js_str(window.location.href).split("?")[0], page.paint)

    def on_fewest(self, page, items: int | None) -> None:
        self.fewest = items
        if self.holds(page.game) and page.game.is_won() and document.getElementById("result-dialog").open:
            self.show(page)
            page.paint.send()

    def copy(self) -> None:
        document.getElementById("daily-copied").hidden = False
        try:
            window.navigator.clipboard.writeText(self.share_text).catch(lambda err: None)   # the text is shown anyway
        except Exception:
            pass
