"""釣鶼鰈's and 墨香's statistics (issue #36.4, ruling ST1): a finished game is
counted once, by its id, under each computer level that sat at the table
(``"humans"`` when none did); won when a human seat is among the winners,
with the best score of the human seats where the game keeps scores.
Stored under ``wuxing.<game>.stats`` as ``{"levels": {...}, "counted": [ids]}``."""
import importlib
import json

from common.dom import esc
from common.i18n import Texts, pick
from common.storage import key, store
from wuxing_core.stats import TABLE_FIELDS, clean_table, table_after, win_percent

REMEMBERED = 50
"""The ids of the last games counted (a game is finished long before 50 more are)."""


def record(game: str, game_id: str, seats: list[dict], view: dict) -> bool:
    """Count the finished game ``game_id`` unless it is counted; False if storage refused."""
    stats_key = key(game, "stats")
    data = store.read(stats_key, {})
    data = data if isinstance(data, dict) else {}
    counted = [i for i in data["counted"] if isinstance(i, str)] if isinstance(data.get("counted"), list) else []
    if game_id in counted:
        return True
    humans = [i for i, s in enumerate(seats) if s["kind"] == "human"]
    levels = sorted({s["kind"] for s in seats if s["kind"] != "human"}) or ["humans"]
    won = any(p in view["winners"] for p in humans)
    scores = view.get("scores")
    score = max((scores[p] for p in humans), default=None) if scores else None
    entries = clean_table(data.get("levels"), TABLE_FIELDS)
    for level in levels:
        entries[level] = table_after(entries.get(level), won=won, score=score)
    return store.set(stats_key, json.dumps({"levels": entries, "counted": (counted + [game_id])[-REMEMBERED:]}))


def cell(stat: str, value) -> str:
    """A figure of the statistics page, in its ``data-stat`` cell."""
    return f'<td data-stat="{esc(stat)}">{esc("—" if value is None else value)}</td>'


def counts(prefix: str, e: dict) -> str:
    """The played, won and win % cells every row of every statistics table has."""
    pct = win_percent(e)
    return (cell(f"{prefix}.played", e.get("played", 0)) + cell(f"{prefix}.won", e.get("won", 0))
            + cell(f"{prefix}.win_pct", None if pct is None else f"{pct}%"))


def table_html(cols: list[str], rows: list[str], total: str) -> str:
    """A statistics table: its head (``col_<name>`` of the page's texts), its rows and its total row."""
    tr = Texts("stats")
    head = "<thead><tr>" + "".join(f"<th>{esc(tr('col_' + n))}</th>" for n in cols) + "</tr></thead>"
    return (f'<div class="stats-scroll"><table class="stats-table">{head}<tbody>{"".join(rows)}{total}'
            f'</tbody></table></div>')


def total_row(prefix: str, total: dict, blanks: int) -> str:
    return (f'<tr class="total"><td>{esc(Texts("stats")("total"))}</td>' + counts(prefix, total)
            + "<td></td>" * blanks + "</tr>")


def section_html(info, data) -> str:
    """A table game's statistics (``info``: its registry entry; ``data``: its
    stored statistics): a row per computer level of its package
    (``<package>.computer.LEVELS``) and one for games among people only, the
    best score where the game gives points (``info.scored``)."""
    tr = Texts("stats")
    game = info.name
    levels = clean_table(data.get("levels") if isinstance(data, dict) else {}, TABLE_FIELDS)
    try:
        known = importlib.import_module(info.package + ".computer").LEVELS
    except (ModuleNotFoundError, AttributeError):
        known = {}
    cols = ["opponent", "played", "won", "win_pct"] + (["best_score"] if info.scored else [])
    rows, total = [], {"played": 0, "won": 0}
    for level, names in [*known.items(), ("humans", (tr("humans"), tr("humans")))]:
        e = levels.get(level, {})
        for k in total:
            total[k] += e.get(k, 0)
        rows.append(f'<tr data-level="{esc(level)}"><td>{esc(pick(*names[:2]))}</td>' + counts(f"{game}.{level}", e)
                    + (cell(f"{game}.{level}.best_score", e.get("best_score")) if info.scored else "") + "</tr>")
    return table_html(cols, rows, total_row(f"{game}.total", total, 1 if info.scored else 0))
