"""Statistics and backup (issue #36.4): each figure the pages counted, in an
element with ``data-stat="<game>.<layout, level or total>.<name>"``, a
section per registered game (``front.stats_sections``, #71.4); a reset
per game after a question; a backup of everything of this device in one file
(``wuxing_core.backup``: read back only when every part passes the engine's
checks; nothing is written otherwise). Holds no rule."""
import asyncio
import json

from pyscript import document, window

from common.dom import attr, closest, failed, local_today, notice, on, ready, say, show_dialog
from common.i18n import Texts, lang, pick
from common.storage import key, store
from front.stats_sections import reset_names, sections_html, title
from wuxing_core import GAMES
from wuxing_core.backup import check, kind_of, to_text
from wuxing_core.errors import WuxingError

tr = Texts("stats")


def bad_data(name: str) -> None:
    """A statistics entry could not be read: it was set aside (``storage``), and the page says so (#74.11)."""
    notice(tr("bad_data"))


def read(game: str, name: str):
    """The stored entry ``wuxing.<game>.<name>``, ``{}`` when absent; a damaged one is set aside and said."""
    return store.read(key(game, name), {}, bad_data)


def render() -> None:
    """Every registered game's section (``front.stats_sections``)."""
    document.getElementById("stats-games").innerHTML = sections_html(read, local_today())


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
        info = GAMES.get(attr(btn, "data-game"))
        if info:
            ask(tr("reset_ask", game=title(info)), tr("reset_yes"), lambda: reset(info))
    elif action == "confirmed":
        document.getElementById("confirm-dialog").close()
        then = pending.pop("then", None)
        if then:
            then()
    elif action == "export":
        asyncio.ensure_future(export())


def reset(info) -> None:
    for name in reset_names(info):
        store.remove(key(info.name, name))
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
