"""靈獸塔's saved data: one entry per deal (a ``Slot``, shared by the tabs),
the index of recent deals, and the statistics per layout (keys
``wuxing.tower.*``, see ``common/storage.py``)."""
import json

from wuxing_core.backup import kind_of
from wuxing_core.errors import InvalidSaveError
from wuxing_core.game import read_json
from wuxing_core.stats import clean_daily, clean_table, daily_after, tower_after
from wuxing_core.tower import Tower

from common.storage import MAX_VALUE_BYTES, Slot, key, store

GAME = "tower"
INDEX_KEY = key(GAME, "index")     # deal ids, most recent last
STATS_KEY = key(GAME, "stats")
DAILY_KEY = key(GAME, "daily")      # the daily deals won (issue #36.5)
WINNABLE_KEY = key(GAME, "winnable")   # "on": new deals only ones the solver has won (issue #12)
MAX_SAVES = 20


def deal_id(game: Tower) -> str:
    return f"{game.layout}.{game.seed}"


def game_key(deal: str) -> str:
    return key(GAME, "game", deal)


_slots: dict[str, Slot] = {}


def slot(deal: str) -> Slot:
    """The deal's slot (one per deal for the page's life: it remembers what this tab saw)."""
    if deal not in _slots:
        _slots[deal] = Slot(game_key(deal))
    return _slots[deal]


def index(on_bad=None, mend: bool = True) -> list[str]:
    """The saved deals, most recent last. The index only orders them; the
    saves are what count (#74.5: a damaged index hid every saved deal): a save
    the index does not list is listed before the rest (its order is not
    known), and a deal the index lists without a save is left out. ``mend``:
    write the list back where it changed (a damaged index kept aside under
    ``.corrupt``, ``on_bad`` told); the landing page only reads (ruling LP1)."""
    raw = store.get(INDEX_KEY)
    listed = read_json(raw, MAX_VALUE_BYTES) if raw is not None else []
    damaged = not isinstance(listed, list)
    prefix = game_key("")
    saved = {k[len(prefix):] for k in store.keys() if kind_of(k) == "tower_game"}   # the backup's own key reader
    order = [d for d in (listed if not damaged else []) if isinstance(d, str) and d in saved]
    deals = sorted(saved - set(order)) + order
    if mend and (damaged or deals != listed):
        if damaged:
            store.keep_copy(INDEX_KEY, raw)
            if on_bad is not None:
                on_bad(INDEX_KEY)
        store.set(INDEX_KEY, json.dumps(deals[-MAX_SAVES:]))
    return deals


def load(deal: str):
    """``(game, counted)`` saved for ``deal``, ``None`` if there is none; an
    unreadable save is set aside and ``InvalidSaveError`` says why."""
    found = slot(deal).load(Tower)
    if found is None:
        return None
    game, envelope = found
    if deal_id(game) != deal:
        store.set_aside(game_key(deal), store.get(game_key(deal)) or "")
        raise InvalidSaveError("the save belongs to another deal", "存檔屬於另一局")
    return game, bool(envelope.get("counted"))


def save(game: Tower, counted: bool) -> str:
    """Write ``game`` (``"ok"``, ``"newer"`` when another tab saved this deal
    since, ``"full"``) and put it last in the index; the oldest deals beyond
    ``MAX_SAVES`` are dropped only after the new one is written."""
    deal = deal_id(game)
    result = slot(deal).write(game, deal, counted=counted)
    if result != "ok":
        return result
    recent = [d for d in index(mend=False) if d != deal] + [deal]
    if not store.set(INDEX_KEY, json.dumps(recent[-MAX_SAVES:])):
        return "full"
    for old in recent[:-MAX_SAVES]:
        store.remove(game_key(old))
    return "ok"


def stats(on_bad=None) -> dict:
    return store.read(STATS_KEY, {}, on_bad)


def record_result(game: Tower, elapsed_ms: int, on_bad=None) -> bool:
    """Count a finished play in the layout's statistics (ruling U2: once per play; #36.4).
    The whole table is cleaned before it is written (ruling ST1): a figure no
    page writes (``2.0``, a word) in any layout's entry is dropped, the table as
    it was kept aside under ``.corrupt`` and ``on_bad`` told (#74.2: one such
    figure made every deal's end fail, uncounted)."""
    read = stats(on_bad)
    table = clean_table(read)
    if table != read:
        store.keep_copy(STATS_KEY, store.get(STATS_KEY) or "")
        if on_bad is not None:
            on_bad(STATS_KEY)
    table[game.layout] = tower_after(table.get(game.layout), won=game.is_won(), ms=max(0, int(elapsed_ms)),
                                     moves=game.moves, items=len(game.items_used))
    return store.set(STATS_KEY, json.dumps(table))


def daily_record(on_bad=None) -> dict:
    """The daily deals won (``wuxing_core.stats.clean_daily``)."""
    return clean_daily(store.read(DAILY_KEY, {}, on_bad))


def record_daily(day) -> bool:
    """The daily deal of ``day`` (a ``date``) won: once per date (#36.5)."""
    return store.set(DAILY_KEY, json.dumps(daily_after(daily_record(), day)))


def summaries(on_bad=None, mend: bool = True) -> list[dict]:
    """The saved deals, most recent first, for a "Continue" list: layout,
    seed, moves and whether the play has ended. Read without replaying (a save
    that proves unreadable when opened is set aside then, with a notice)."""
    out = []
    for deal in reversed(index(on_bad, mend)):
        layout, _, seed = deal.rpartition(".")
        envelope = read_json(store.get(game_key(deal)), MAX_VALUE_BYTES)
        game = read_json(envelope.get("game"), MAX_VALUE_BYTES) if isinstance(envelope, dict) else None
        if not isinstance(game, dict) or not seed.isdigit():
            continue
        moves = game.get("moves")
        out.append({"deal": deal, "layout": layout, "seed": seed,
                    "moves": moves if isinstance(moves, int) and moves >= 0 else 0,
                    "done": bool(envelope.get("counted"))})
    return out
