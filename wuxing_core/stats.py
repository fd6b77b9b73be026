"""A player's statistics (issue #36.4), kept by the pages: how an entry grows
with a finished play, streaks of days, and reading a stored or imported
table back with only its well-typed figures (a wrong one is dropped, never
trusted). No rule of a game is here; the pages count a play once (U2).

Tables (JSON objects):

- 靈獸塔, per layout: ``played``, ``won``, ``best_ms``, ``fewest_moves``,
  ``fewest_items``, ``items`` (used over every play), ``streak`` and
  ``best_streak`` (wins in a row; a lost play ends a streak).
- the daily deal: ``won`` (the dates won, ``YYYY-MM-DD``, at most
  ``MAX_DAYS``), and ``best_streak`` (days in a row).
- 釣鶼鰈 and 墨香, per computer level faced (``"attentive"``, …, or
  ``"humans"`` for a table of people only): ``played``, ``won`` (a human
  seat placed first), ``best_score`` (the best score of a human seat).

>>> e = tower_after({}, won=True, ms=90_000, moves=30, items=1)
>>> e = tower_after(e, won=False, ms=5_000, moves=4, items=0)
>>> e["played"], e["won"], e["streak"], e["best_streak"], e["items"], e["best_ms"]
(2, 1, 0, 1, 1, 90000)
>>> "best_ms" in clean_entry({"won": 1, "best_ms": 400})    # a clock that stood still
False
"""
from __future__ import annotations

from datetime import date, timedelta

MAX_DAYS = 400
TOWER_FIELDS = ("played", "won", "best_ms", "fewest_moves", "fewest_items", "items", "streak", "best_streak")
TABLE_FIELDS = ("played", "won", "best_score")
WON_PLAY_FIELDS = frozenset({"best_ms", "fewest_moves", "fewest_items"})
MAX_FIGURE = 10 ** 7
"""The most a count may be: ten million plays is more than anyone plays (a
figure past it was written by something else: #74.8)."""
MAX_MS = 10 ** 9
"""The longest best time kept (about eleven days, a tab left open)."""
MAX_ITEMS_A_PLAY = 5
"""A 靈獸塔 play has five items at most (T5)."""
MIN_BEST_MS = 5_000
"""A shorter 靈獸塔 best time is not kept (U3): every layout deals twenty
piles and a win leaves one, which no one does in under five seconds. The
pages of 3–5 December 2026 had a clock that stood still after half a second
of each visit and recorded such times; they are dropped when read."""


def _count(value) -> int | None:
    """A stored figure: a whole number from 0 (``True`` is not one)."""
    return value if type(value) is int and 0 <= value <= MAX_FIGURE else None


def clean_entry(entry, fields=TOWER_FIELDS) -> dict:
    """The well-typed figures of ``entry`` (a dict, else nothing), held to what
    plays can make (ST1, #74.8): no more won than played, a streak no longer
    than the wins, the figures of a won play only after a win, at most five
    items a play.

    >>> clean_entry({"played": 1, "won": 999999, "streak": 10 ** 6, "best_streak": 3})
    {'played': 1, 'won': 1, 'streak': 1, 'best_streak': 1}
    >>> clean_entry({"played": 2, "fewest_moves": 19, "items": 99})
    {'played': 2, 'items': 10}
    """
    if not isinstance(entry, dict):
        return {}
    out = {k: _count(entry.get(k)) for k in fields}
    if "best_ms" in out:
        ms = entry.get("best_ms")
        out["best_ms"] = ms if type(ms) is int and MIN_BEST_MS <= ms <= MAX_MS else None
    played = out.get("played") or 0
    if out.get("won") is not None:
        out["won"] = min(out["won"], played)
    won = out.get("won") or 0
    for k in ("streak", "best_streak"):
        if out.get(k) is not None:
            out[k] = min(out[k], won)
    if not won:   # a won play's figures (靈獸塔); a table's best score is any game's
        out.update(dict.fromkeys(WON_PLAY_FIELDS & out.keys()))
    if out.get("fewest_items") is not None:
        out["fewest_items"] = min(out["fewest_items"], MAX_ITEMS_A_PLAY)
    if out.get("items") is not None:
        out["items"] = min(out["items"], MAX_ITEMS_A_PLAY * played)
    return {k: v for k, v in out.items() if v is not None}


def clean_table(table, fields=TOWER_FIELDS, keys=None) -> dict:
    """A table of entries by name, each cleaned; names not in ``keys`` (when
    given) dropped, as are names that are not short text."""
    if not isinstance(table, dict):
        return {}
    return {k: clean_entry(v, fields) for k, v in table.items()
            if isinstance(k, str) and 0 < len(k) <= 40 and (keys is None or k in keys)}


def tower_after(entry: dict, *, won: bool, ms: int, moves: int, items: int) -> dict:
    """The layout's entry after one more finished play."""
    e = clean_entry(entry)
    e["played"] = e.get("played", 0) + 1
    e["items"] = e.get("items", 0) + items
    e["won"] = e.get("won", 0) + (1 if won else 0)
    if won:
        if ms >= MIN_BEST_MS:
            e["best_ms"] = min(e.get("best_ms", ms), ms)
        e["fewest_moves"] = min(e.get("fewest_moves", moves), moves)
        e["fewest_items"] = min(e.get("fewest_items", items), items)
        e["streak"] = e.get("streak", 0) + 1
        e["best_streak"] = max(e.get("best_streak", 0), e["streak"])
    else:
        e["streak"] = 0
    return e


def table_after(entry: dict, *, won: bool, score: int | None) -> dict:
    """A computer level's entry (釣鶼鰈, 墨香) after one more finished game."""
    e = clean_entry(entry, TABLE_FIELDS)
    e["played"] = e.get("played", 0) + 1
    e["won"] = e.get("won", 0) + (1 if won else 0)
    if score is not None and score >= 0:
        e["best_score"] = max(e.get("best_score", score), score)
    return e


def win_percent(entry: dict) -> int | None:
    """Won of played, rounded to a whole percent (``None`` before a play)."""
    played = entry.get("played", 0)
    return min(100, round(100 * entry.get("won", 0) / played)) if played else None


def _day(text) -> date | None:
    try:
        return date.fromisoformat(text) if isinstance(text, str) and len(text) == 10 else None
    except ValueError:
        return None


def clean_daily(record, today: date | None = None) -> dict:
    """The daily record's dates (sorted, real, not after ``today``'s morrow,
    at most ``MAX_DAYS``) and best streak (no longer than the days won).
    ``today``: the player's date (default: this machine's; the day after it
    is allowed, for the time zones ahead).

    >>> clean_daily({"won": ["2026-12-06", "2999-01-01"], "best_streak": 10 ** 12}, date(2026, 12, 7))
    {'won': ['2026-12-06'], 'best_streak': 1}
    """
    record = record if isinstance(record, dict) else {}
    latest = (today or date.today()) + timedelta(days=1)
    days = sorted({d for d in (record.get("won") or []) if _day(d) and _day(d) <= latest}
                  if isinstance(record.get("won"), list) else set())
    out = {"won": days[-MAX_DAYS:]}
    best = min(_count(record.get("best_streak")) or 0, len(out["won"]))
    out["best_streak"] = max(best, longest_run(out["won"]))
    return out


def longest_run(days: list[str]) -> int:
    """The most days in a row among ``days``.

    >>> longest_run(["2026-12-01", "2026-12-02", "2026-12-04"])
    2
    """
    best = run = 0
    last = None
    for d in sorted({_day(x) for x in days if _day(x)}):
        run = run + 1 if last is not None and d - last == timedelta(days=1) else 1
        best, last = max(best, run), d
    return best


def current_run(days: list[str], today: date) -> int:
    """Days in a row up to ``today`` (or up to yesterday, while today is not yet won).

    >>> current_run(["2026-12-01", "2026-12-02"], date(2026, 12, 3))
    2
    >>> current_run(["2026-12-01"], date(2026, 12, 3))
    0
    """
    won = {_day(x) for x in days}
    day = today if today in won else today - timedelta(days=1)
    run = 0
    while day in won:
        run, day = run + 1, day - timedelta(days=1)
    return run


def daily_after(record, day: date) -> dict:
    """The daily record after winning the deal of ``day`` (once per date)."""
    r = clean_daily(record)
    r["won"] = sorted(set(r["won"]) | {day.isoformat()})[-MAX_DAYS:]
    r["best_streak"] = max(r["best_streak"], longest_run(r["won"]))
    return r


__all__ = ["tower_after", "table_after", "daily_after", "clean_entry", "clean_table", "clean_daily",
           "win_percent", "longest_run", "current_run", "TOWER_FIELDS", "TABLE_FIELDS"]
