"""靈獸塔's saved data: one entry per deal, the index of recent deals, and the
statistics per layout (keys ``wuxing.tower.*``, see ``storage.py``)."""
import json

from wuxing_core.errors import InvalidSaveError
from wuxing_core.tower import Tower

from storage import key, store, unwrap, wrap

GAME = "tower"
INDEX_KEY = key(GAME, "index")     # deal ids, most recent last
STATS_KEY = key(GAME, "stats")
THEME_KEY = key(GAME, "theme")
MAX_SAVES = 20


def deal_id(game: Tower) -> str:
    return f"{game.layout}.{game.seed}"


def game_key(deal: str) -> str:
    return key(GAME, "game", deal)


def index() -> list[str]:
    return [d for d in store.get_json(INDEX_KEY, []) if isinstance(d, str)]


def load(deal: str):
    """``(game, counted)`` saved for ``deal``, ``None`` if there is none; an
    unreadable save is dropped and ``InvalidSaveError`` says why."""
    raw = store.get(game_key(deal))
    if raw is None:
        return None
    try:
        game, envelope = unwrap(raw, Tower)
        if deal_id(game) != deal:
            raise InvalidSaveError("the save belongs to another deal", "存檔屬於另一局")
    except InvalidSaveError:
        store.remove(game_key(deal))
        raise
    return game, bool(envelope.get("counted"))


def save(game: Tower, counted: bool) -> bool:
    """Write ``game`` and put it last in the index (the oldest beyond
    ``MAX_SAVES`` are dropped); ``False`` if storage refused."""
    deal = deal_id(game)
    ok = store.set(game_key(deal), wrap(game, counted=counted))
    recent = [d for d in index() if d != deal] + [deal]
    for old in recent[:-MAX_SAVES]:
        store.remove(game_key(old))
    return store.set(INDEX_KEY, json.dumps(recent[-MAX_SAVES:])) and ok


def stats() -> dict:
    return store.get_json(STATS_KEY, {})


def record_result(game: Tower, elapsed_ms: int) -> None:
    """Count a finished play in the layout's statistics (ruling U2: once per play)."""
    table = stats()
    entry = table.get(game.layout)
    if not isinstance(entry, dict):
        entry = {}

    def number(name: str):
        value = entry.get(name)
        return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None

    entry["played"] = (number("played") or 0) + 1
    if game.is_won():
        items = len(game.items_used)
        entry["won"] = (number("won") or 0) + 1
        best, fewest = number("best_ms"), number("fewest_items")
        entry["best_ms"] = elapsed_ms if best is None else min(best, elapsed_ms)
        entry["fewest_items"] = items if fewest is None else min(fewest, items)
    table[game.layout] = entry
    store.set(STATS_KEY, json.dumps(table))
