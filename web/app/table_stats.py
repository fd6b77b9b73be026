"""釣鶼鰈's and 墨香's statistics (issue #36.4, ruling ST1): a finished game is
counted once, by its id, under each computer level that sat at the table
(``"humans"`` when none did); won when a human seat is among the winners,
with the best score of the human seats where the game keeps scores.
Stored under ``wuxing.<game>.stats`` as ``{"levels": {...}, "counted": [ids]}``."""
import json

from storage import key, store
from wuxing_core.stats import TABLE_FIELDS, clean_table, table_after

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
