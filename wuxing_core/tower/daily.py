"""The daily deal (issue #36.5, ruling DY1 in docs/RULES-PROJECT.md): one
靈獸塔 deal per calendar date, the same on every device, drawn only from the
deals the difficulty table proved won (``make difficulty``: seeds 0–199 of
each layout; a seed it left at "3+", "none" or "undecided" when the calendar
was fixed is never drawn, and that list does not shrink: a date keeps its deal).

The function of the date: the layout by the day of the week, easiest on
Monday to hardest on Sunday (``WEEK``; on Saturdays of odd ISO weeks
``reverse-x`` in place of ``windmill``), then the seed: the date's day
number (``date.toordinal()``, 1 for 0001-01-01) seeds the engine's
``Rng`` (SplitMix64), whose ``below(n)`` picks one of the layout's ``n``
proven seeds in increasing order. ``js/tower-static.js`` computes the same at
first paint (tested against this).

>>> daily_deal(date(2026, 12, 7))[0], daily_deal(date(2026, 12, 13))[0]   # a Monday, a Sunday
('basic', 'lightning')
>>> daily_deal(date(2026, 12, 3)) == daily_deal(parse_day("2026-12-03"))
True
"""
from __future__ import annotations

import re
from datetime import date

from ..errors import WuxingError, quote
from ..rng import Rng

WEEK = ("basic", "top", "cross", "reverse-cross", "infinity", "windmill", "lightning")
"""The layout of each weekday, Monday first (by the share won with no item, highest first)."""
ODD_SATURDAY = "reverse-x"
MEASURED = 200
"""Seeds 0 … 199 of each layout were measured by the difficulty table."""
NOT_PROVEN = {
    "lightning": (120,),
    "windmill": (5, 55, 97, 103),
    "reverse-x": (11, 28, 37, 38, 42, 49, 65, 75, 85, 95, 103, 108, 120, 128, 145, 157, 165, 167, 190),
    "infinity": (19,),
}
"""Seeds never drawn: those the table did not prove won when the calendar
was fixed ("3+", "none", "undecided" in ``web/data/difficulty.json``), kept
as they were so that every date keeps its deal (DY1). A test keeps them equal
to the table's unproven seeds plus ``PROVEN_SINCE``."""
PROVEN_SINCE = {
    "reverse-x": (38, 95, 108),
}
"""Seeds the table proved won after the calendar was fixed (#38.1: the pairs
searched to the end): still never drawn, so no past date changes its deal."""

_DAY = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")


def layout_of(day: date) -> str:
    """The layout of ``day``: by its weekday (``WEEK``)."""
    if day.weekday() == 5 and day.isocalendar()[1] % 2:
        return ODD_SATURDAY
    return WEEK[day.weekday()]


def seeds_of(layout: str) -> list[int]:
    """The seeds the daily deal of ``layout`` draws from, in increasing order
    (proven won, less ``NOT_PROVEN``)."""
    out = set(NOT_PROVEN.get(layout, ()))
    return [s for s in range(MEASURED) if s not in out]


def daily_deal(day: date) -> tuple[str, int]:
    """The (layout, seed) of the daily deal of ``day``."""
    layout = layout_of(day)
    seeds = seeds_of(layout)
    return layout, seeds[Rng(day.toordinal()).below(len(seeds))]


def parse_day(text) -> date:
    """A date written ``YYYY-MM-DD`` (a real one, years 2000–2999); else a
    ``WuxingError`` (reason ``bad_day``) that quotes it.

    >>> parse_day("2026-02-30")
    Traceback (most recent call last):
    ...
    wuxing_core.errors.WuxingError: not a date (year-month-day): '2026-02-30'
    """
    m = _DAY.fullmatch(text) if isinstance(text, str) else None
    try:
        day = date(int(m[1]), int(m[2]), int(m[3])) if m else None
    except ValueError:
        day = None
    if day is None or not 2000 <= day.year <= 2999:
        raise WuxingError(f"not a date (year-month-day): {quote(text)}", f"不是日期（年-月-日）：{quote(text)}",
                          "bad_day")
    return day


__all__ = ["daily_deal", "layout_of", "seeds_of", "parse_day", "WEEK", "NOT_PROVEN", "PROVEN_SINCE", "MEASURED"]
