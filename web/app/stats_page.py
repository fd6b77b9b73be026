"""Statistics and backup (issue #36.4): each figure the pages counted, in an
element with ``data-stat="<game>.<layout, level or total>.<name>"``; a reset
per game after a question; a backup of everything of this device in one file
(``wuxing_core.backup``: read back only when every part passes the engine's
checks; nothing is written otherwise). Holds no rule."""
import asyncio
import json

from pyscript import document, window

from dom import attr, closest, esc, failed, local_today, notice, on, ready, say, show_dialog
from i18n import Texts, lang, pick
from storage import key, store
from tower_view import fmt_time
from wuxing_core.backup import check, kind_of, to_text
from wuxing_core.errors import WuxingError
from wuxing_core.fishing.computer import LEVELS as FISHING_LEVELS
from wuxing_core.ink.computer import LEVELS as INK_LEVELS
from wuxing_core.stats import TABLE_FIELDS, clean_daily, clean_table, current_run, win_percent
from wuxing_core.tower import LAYOUT_NAMES, LAYOUTS

tr = Texts("stats")
LEVELS = {"fishing": FISHING_LEVELS, "ink": INK_LEVELS}
RESET_KEYS = {"tower": ("stats", "daily"), "fishing": ("stats",), "ink": ("stats",)}


def cell(stat: str, value) -> str:
    return f'<td data-stat="{esc(stat)}">{esc("—" if value is None else value)}</td>'


def counts(prefix: str, e: dict) -> str:
    """The played, won and win % cells every row of every table has."""
    pct = win_percent(e)
    return (cell(f"{prefix}.played", e.get("played", 0)) + cell(f"{prefix}.won", e.get("won", 0))
            + cell(f"{prefix}.win_pct", None if pct is None else f"{pct}%"))


def total_row(prefix: str, total: dict, blanks: int) -> str:
    return f'<tr class="total"><td>{esc(tr("total"))}</td>' + counts(prefix, total) + "<td></td>" * blanks + "</tr>"


def head(names: list[str]) -> str:
    return "<thead><tr>" + "".join(f"<th>{esc(tr('col_' + n))}</th>" for n in names) + "</tr></thead>"


def bad_data(name: str) -> None:
    """A statistics entry could not be read: it was set aside (``storage``), and the page says so (#74.11)."""
    notice(tr("bad_data"))


def render_tower() -> None:
    table = clean_table(store.read(key("tower", "stats"), {}, bad_data))
    cols = ["layout", "played", "won", "win_pct", "best_time", "fewest_moves", "streak", "best_streak", "items"]
    rows, total = [], {"played": 0, "won": 0, "items": 0}
    for name in LAYOUT_NAMES:
        e = table.get(name, {})
        for k in total:
            total[k] += e.get(k, 0)
        rows.append(f'<tr data-layout="{name}"><td>{esc(pick(LAYOUTS[name].zh, LAYOUTS[name].english))}</td>'
                    + counts(f"tower.{name}", e)
                    + cell(f"tower.{name}.best_time", fmt_time(e["best_ms"]) if "best_ms" in e else None)
                    + cell(f"tower.{name}.fewest_moves", e.get("fewest_moves"))
                    + cell(f"tower.{name}.streak", e.get("streak", 0))
                    + cell(f"tower.{name}.best_streak", e.get("best_streak", 0))
                    + cell(f"tower.{name}.items", e.get("items", 0)) + "</tr>")
    rows.append(total_row("tower.total", total, 5))
    document.getElementById("stats-tower").innerHTML = head(cols) + "<tbody>" + "".join(rows) + "</tbody>"
    daily = clean_daily(store.read(key("tower", "daily"), {}, bad_data), local_today())
    document.getElementById("stats-daily").innerHTML = (
        f'{esc(tr("daily"))} <b data-stat="tower.daily.won">{len(daily["won"])}</b> · {esc(tr("daily_streak"))} '
        f'<b data-stat="tower.daily.streak">{current_run(daily["won"], local_today())}</b> · {esc(tr("daily_best"))} '
        f'<b data-stat="tower.daily.best_streak">{daily["best_streak"]}</b> · '
        f'<a href="./tower.html?daily">{esc(tr("daily_play"))}</a>')


def render_table_game(game: str) -> None:
    data = store.read(key(game, "stats"), {}, bad_data)
    levels = clean_table(data.get("levels") if isinstance(data, dict) else {}, TABLE_FIELDS)
    scored = game == "fishing"     # 墨香 has no score: the first to empty a hand wins
    cols = ["opponent", "played", "won", "win_pct"] + (["best_score"] if scored else [])
    rows, total = [], {"played": 0, "won": 0}
    for level, names in [*LEVELS[game].items(), ("humans", (tr("humans"), tr("humans")))]:
        e = levels.get(level, {})
        for k in total:
            total[k] += e.get(k, 0)
        rows.append(f'<tr data-level="{level}"><td>{esc(pick(*names[:2]))}</td>' + counts(f"{game}.{level}", e)
                    + (cell(f"{game}.{level}.best_score", e.get("best_score")) if scored else "") + "</tr>")
    rows.append(total_row(f"{game}.total", total, 1 if scored else 0))
    document.getElementById(f"stats-{game}").innerHTML = head(cols) + "<tbody>" + "".join(rows) + "</tbody>"


def render() -> None:
    render_tower()
    render_table_game("fishing")
    render_table_game("ink")


pending: dict = {}


def ask(text: str, yes: str, then) -> None:
    document.getElementById("confirm-text").textContent = text
    document.querySelector('[data-action="confirmed"]').textContent = yes
    pending["then"] = then
    show_dialog("confirm-dialog")


def on_click(event) -> None:
    btn = closest(event, "[data-action]")
    if not btn:
        return
    action = attr(btn, "data-action")
    if action == "reset":
        game = attr(btn, "data-game")
        title = {"tower": pick("靈獸塔", "Spirit Beast Tower"), "fishing": pick("釣鶼鰈", "Fishing for Pairs"),
                 "ink": pick("墨香", "Ink-Soul cards")}[game]
        ask(tr("reset_ask", game=title), tr("reset_yes"), lambda: reset(game))
    elif action == "confirmed":
        document.getElementById("confirm-dialog").close()
        then = pending.pop("then", None)
        if then:
            then()
    elif action == "export":
        asyncio.ensure_future(export())


def reset(game: str) -> None:
    for name in RESET_KEYS[game]:
        store.remove(key(game, name))
    render()
    say(tr("reset_done"), "good")


def device_storage() -> dict[str, str]:
    return {k: store.get(k) for k in store.keys() if kind_of(k)}


async def export() -> None:
    files = window.wuxingDeckFiles
    pictures = json.loads(await files.allPictures()) if files else {}
    text = to_text(device_storage(), pictures)
    day = local_today().isoformat()
    files.download(f"wuxing-backup-{day}.json", text)
    say(tr("exported", n=len(json.loads(text)["storage"]), p=len(pictures)), "good")


async def import_file(event) -> None:
    picked = event.target.files
    file = picked.item(0) if picked and picked.length else None
    event.target.value = ""
    if file is None:
        return
    if file.size > 60_000_000:
        say(tr("import_bad", why=pick("檔案太大", "the file is too large")), "error")
        return
    try:
        storage, pictures, skipped = check(await file.text())
    except WuxingError as err:
        say(tr("import_bad", why=err.text(lang())), "error")      # nothing is written
        return
    ask(tr("import_ask", n=len(storage), p=len(pictures)) + left_out(skipped), tr("import_yes"),
        lambda: asyncio.ensure_future(restore(storage, pictures, skipped)))


def left_out(skipped: dict) -> str:
    """What a backup holds that cannot be read back, named in the player's words (#74.1), or nothing."""
    if not skipped:
        return ""
    return pick("", " ") + tr("import_left_out", n=len(skipped), names=pick("；", "; ").join(e.text(lang()) for e in skipped.values()))


async def restore(storage: dict, pictures: dict, skipped: dict) -> None:
    """Write what the file holds, all or nothing (#74.6): the pictures in one
    transaction, then the entries, each one's old value kept until the end; if
    storage refuses any of it, what was written is undone and the device is as
    it was."""
    files = window.wuxingDeckFiles
    had = set(json.loads(await files.pictureIds())) if pictures and files else set()
    if pictures and files and not await files.putPictures(json.dumps(pictures)):
        say(tr("import_storage"), "error")      # one transaction: none of them was stored
        return
    before = {k: store.get(k) for k in storage}
    written = []
    for k, v in storage.items():
        if not store.set(k, v):
            for w in reversed(written):
                if before[w] is None:
                    store.remove(w)
                else:
                    store.set(w, before[w])
            if pictures and files:
                await files.dropPictures(json.dumps([p for p in pictures if p not in had]))
            say(tr("import_storage"), "error")
            return
        written.append(k)
    render()
    say(tr("imported", n=len(storage), p=len(pictures)) + left_out(skipped), "good")


try:
    render()
    on(document.querySelector("main"), "click", on_click)
    on(document.getElementById("confirm-dialog"), "click", on_click)
    on(document.getElementById("import-file"), "change", lambda e: asyncio.ensure_future(import_file(e)))
    ready()
except Exception as exc:  # noqa: BLE001 - the page shows any start-up failure
    failed(exc)
