"""The daily deal (issue #36.5, ruling DY1): a documented function of the date,
the same everywhere, drawn only from deals the difficulty table proved won."""
import json
from datetime import date, timedelta
from pathlib import Path

import pytest

from wuxing_core.errors import WuxingError
from wuxing_core.tower import LAYOUTS, Tower
from wuxing_core.tower.daily import MEASURED, NOT_PROVEN, PROVEN_SINCE, WEEK, daily_deal, layout_of, parse_day, seeds_of

DIFFICULTY = Path(__file__).resolve().parent.parent / "web" / "data" / "difficulty.json"


@pytest.mark.skipif(not DIFFICULTY.exists(), reason="the web folder is not mounted here (Pyodide run)")
def test_the_seeds_never_drawn_are_those_the_difficulty_table_did_not_prove():
    table = json.loads(DIFFICULTY.read_text(encoding="utf-8"))
    for row in table["layouts"]:
        assert row["deals"] == MEASURED
        unproven = {s for k in ("3+", "none", "undecided") for s in row["seeds"][k]}
        later = set(PROVEN_SINCE.get(row["layout"], ()))
        assert not later & unproven, row["layout"]          # proven since: the table has them won
        # never drawn: the unproven ones, and those proven since (DY1: a date keeps its deal)
        assert sorted(NOT_PROVEN.get(row["layout"], ())) == sorted(unproven | later), row["layout"]


def test_two_years_of_days_draw_proven_deals_of_the_weekdays_layout():
    day, seen = date(2026, 1, 1), {}
    for _ in range(731):
        layout, seed = daily_deal(day)
        assert layout in LAYOUTS and layout == layout_of(day)
        assert layout == WEEK[day.weekday()] or (day.weekday() == 5 and layout == "reverse-x")
        assert 0 <= seed < MEASURED and seed not in NOT_PROVEN.get(layout, ())
        seen.setdefault(layout, set()).add(seed)
        day += timedelta(days=1)
    assert set(seen) == set(LAYOUTS)                      # every layout has its days
    assert all(len(s) > 40 for s in seen.values())        # and the seeds vary (52 or 104 days each)
    assert daily_deal(date(2026, 12, 3)) == daily_deal(date(2026, 12, 3))
    assert len({daily_deal(date(2026, 12, 3) + timedelta(weeks=k)) for k in range(10)}) == 10


def test_four_weeks_of_daily_deals_are_won_by_the_solver():
    day = date(2026, 11, 30)          # a Monday: every weekday four times, both kinds of Saturday
    for _ in range(28):
        layout, seed = daily_deal(day)
        t = Tower.deal(layout, seed)
        advice = t.advice(node_limit=150_000)
        assert advice.line is not None, (day, layout, seed)
        for action in advice.line:
            t.play(action)
        assert t.is_won() and len(t.items_used) == advice.items, (day, layout, seed)
        day += timedelta(days=1)


@pytest.mark.parametrize("text", ["2026-2-3", "2026-02-30", "", None, 20261203, "1999-12-31", "3000-01-01",
                                  "2026-12-03x", " 2026-12-03", "2026/12/03", "２０２６-12-03", True])
def test_what_is_not_a_date_is_refused_with_its_reason(text):
    with pytest.raises(WuxingError) as caught:
        parse_day(text)
    assert caught.value.reason == "bad_day"


def test_a_date_reads_back():
    assert parse_day("2026-12-03") == date(2026, 12, 3)
    assert seeds_of("basic") == list(range(MEASURED))
