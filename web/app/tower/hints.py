"""靈獸塔's helper in a worker (``js/hint-worker.mjs`` with its own engine, so
the page never freezes): hints, and deals the solver has won for "winnable
deals only" (ruling U6), with the layout picker that asks for them. Every
request and reply names its ``kind`` (``"hint"`` or ``"find"``);
``app/tower/hint_worker.py`` answers them."""
import json

from pyodide.ffi import to_js
from pyscript import document, window

from tower import saves
from tower import taps
from tower import view
from common.dom import attr, close_dialogs, closest, on, say, show_dialog
from common.storage import random_seed, store
from tower.view import items_text, tr
from wuxing_core.coords import cell_name
from wuxing_core.tower import LAYOUTS, Tower

HINT_NODE_LIMIT = 100_000
LONGER_NODE_LIMIT = 1_000_000   # "Think longer" (#38): seconds, in a worker of its own
FIND_NODE_LIMIT = 5_000    # per candidate deal when only winnable deals are dealt
FIND_CANDIDATES = 12


def failed(why) -> None:
    """Say that the worker failed, and why (its words, cut to 200 characters)."""
    say(tr("hint_failed", why=str(why)[:200]), "error")


class Helper:
    """The worker of one tower page (started on the first request)."""

    def __init__(self, page) -> None:
        self.page = page
        self.worker = None
        self.hint_request = 0
        self.hint_position = None
        self.find_request = 0
        self.prepared: dict[str, tuple[int, int]] = {}   # layout → (seed, items) found winnable
        self.waiting_for: str | None = None               # a layout whose new deal waits on the worker
        self.preparing: set[str] = set()                  # layouts the worker is looking at
        self.fewest_request: int | None = None            # the daily deal's fewest items, asked once
        self.longer_offer: str | None = None              # the position "Think longer" is offered in
        self.longer = None                                # the worker thinking longer, while it does
        self.longer_shown = False
        self.unproven_line: list[str] | None = None      # the line last shown there, fewer items not ruled out

    def start_worker(self, on_error):
        options = to_js({"type": "module"}, dict_converter=window.Object.fromEntries)
        worker = window.Worker.new("./js/hint-worker.mjs", options)
        on(worker, "error", on_error)
        on(worker, "message", self.on_message)
        return worker

    def post(self, request: dict) -> None:
        if self.worker is None:
            self.worker = self.start_worker(self.on_error)
        self.worker.postMessage(json.dumps(request))

    def on_message(self, event) -> None:
        reply = json.loads(event.data)
        if reply.get("kind") == "find":
            self.on_found(reply)
        elif reply.get("kind") == "hint":
            self.on_hint(reply)

    def on_error(self, event) -> None:
        page = self.page
        if self.waiting_for:    # the worker cannot start: deal any seed rather than wait forever
            page.start(page.fresh(self.waiting_for, None))
        self.waiting_for = None
        self.preparing.clear()
        failed(getattr(event, "message", "") or "worker")

    # -- hints ------------------------------------------------------------------------------
    def request_hint(self, longer: bool = False) -> None:
        """A hint from the worker; ``longer``: the same question with ten times
        the nodes, in a second worker (started for it, stopped when it
        answers or the game moves on), so the first keeps answering."""
        game = self.page.game
        if game.is_over():
            return
        self.stop_longer()
        self.longer_offer = None
        self.hint_request += 1
        if self.hint_position != game.to_text():
            self.unproven_line = None
        self.hint_position = game.to_text()
        request = {"kind": "hint", "id": self.hint_request, "position": self.hint_position,
                   "limit": LONGER_NODE_LIMIT if longer else HINT_NODE_LIMIT}
        if longer:
            if self.unproven_line:     # the second worker looks only for fewer items (U5)
                request["line"] = self.unproven_line
            say(tr("thinking_longer"))
            self.longer = self.start_worker(self.on_longer_error)
            self.longer.postMessage(json.dumps(request))
        else:
            say(tr("thinking"))
            self.post(request)

    def stop_longer(self) -> None:
        if self.longer is not None:
            self.longer.terminate()
            self.longer = None

    def on_longer_error(self, event) -> None:
        self.stop_longer()
        failed(getattr(event, "message", "") or "worker")
        self.page.render()

    def render(self, game) -> None:
        """The "Think longer" button, shown only in the position it was offered
        in; a longer search the game has moved on from is stopped."""
        if self.longer_offer is None and self.longer is None and not self.longer_shown:
            return                     # the usual tap: nothing to work out, nothing to touch
        here = game.to_text()
        if here != self.hint_position:      # the offer and the search were for that position only
            self.stop_longer()
            self.longer_offer = None
        shown = self.longer_offer == here and self.longer is None
        if shown != self.longer_shown:
            self.longer_shown = shown
            document.getElementById("think-longer").hidden = not shown

    def on_hint(self, reply: dict) -> None:
        page = self.page
        if reply.get("id") != self.hint_request or page.game.to_text() != self.hint_position:
            return  # the game moved on meanwhile
        longer, status = self.longer is not None, reply.get("status")
        self.stop_longer()
        if status == "undecided" or status == "ok" and reply.get("fewest") is False:
            self.longer_offer = None if longer else self.hint_position
        self.unproven_line = reply.get("line") if status == "ok" and reply.get("fewest") is False else None
        if status == "ok":
            if longer:     # the first worker answers along it from now on (only fewer items, when not the fewest: U5)
                self.post({"kind": "learn", "id": reply["id"], "position": self.hint_position, "line": reply["line"],
                           "fewest": reply.get("fewest") is not False})
            page.rescue.learn_line(page.game, reply.get("line") or [])
            action = page.game.parse_action(reply["action"])
            page.hint_cells = {cell_name(*c) for c in taps.cells_of(action)}
            items = int(reply.get("items") or 0)
            if items and reply.get("fewest") is False:   # a line, fewer items not ruled out
                say(tr("hint_items_maybe_fewer", items=items_text(items), what=page.describe(action)), "good")
            elif items:   # no line without items: say so, and how many the best line needs
                say(tr("hint_items", items=items_text(items), what=page.describe(action)), "good")
            else:
                say(tr("hint", what=page.describe(action)), "good")
        elif status == "undecided" and int(reply.get("at_least") or 0) >= 2:
            say(tr("hint_undecided_items", items=items_text(int(reply["at_least"]))))
        elif status in ("none", "undecided"):
            say(tr("hint_" + status))
        else:
            failed(reply.get("error", "?"))
        if status in ("none", "undecided"):
            page.rescue.offer(page.game)     # the way back to a position known to win (#38.2)
        page.render()

    # -- new deals: any seed, or only deals the solver has won (U6) ----------------------------
    def wire_picker(self) -> None:
        on(document.getElementById("pick-layout"), "click", lambda e: self.open_layouts())
        on(document.getElementById("layout-list"), "click", self.on_layout_pick)
        on(document.getElementById("winnable"), "change", self.on_winnable)

    def open_layouts(self) -> None:
        page = self.page
        document.getElementById("layout-list").innerHTML = view.layout_list_html(page.difficulty)
        document.getElementById("winnable").checked = page.winnable
        show_dialog("layouts-dialog")
        self.prepare_all()

    def refresh_layouts(self) -> None:
        """The measured difficulty came after the picker opened: order it by that now."""
        if document.getElementById("layouts-dialog").open:
            document.getElementById("layout-list").innerHTML = view.layout_list_html(self.page.difficulty)

    def on_layout_pick(self, event) -> None:
        btn = closest(event, "[data-layout]")
        if btn:
            close_dialogs()
            self.new_deal(attr(btn, "data-layout"))

    def on_winnable(self, event) -> None:
        self.page.winnable = bool(event.currentTarget.checked)
        store.set(saves.WINNABLE_KEY, "on" if self.page.winnable else "off")
        self.prepare_all()

    def new_deal(self, layout: str) -> None:
        page = self.page
        if not page.winnable:
            page.start(page.fresh(layout, None))
            return
        ready = self.prepared.pop(layout, None)
        if ready:
            page.start(Tower.deal(layout, ready[0]))
            page.rescue.learn(page.game)     # dealt as winnable (U6)
            say(tr("winnable_dealt", items=items_text(ready[1])), "good")
            self.prepare(layout)
        else:
            self.waiting_for = layout
            say(tr("finding"))
            if layout not in self.preparing:
                self.prepare(layout)

    def prepare_all(self) -> None:
        """While the layout picker is open: a winnable deal of every layout,
        the current one first, so picking one does not wait."""
        if self.page.winnable:
            current = self.page.game.layout or "basic"
            for name in [current] + [n for n in LAYOUTS if n != current]:
                if name not in self.prepared and name not in self.preparing:
                    self.prepare(name)

    def prepare(self, layout: str) -> None:
        """Ask the worker for a seed of ``layout`` whose deal it wins."""
        self.preparing.add(layout)
        self.find_request += 1
        self.post({"kind": "find", "id": self.find_request, "find": layout,
                   "seeds": [random_seed() for _ in range(FIND_CANDIDATES)], "limit": FIND_NODE_LIMIT})

    def ask_fewest(self, layout: str, seed: int) -> None:
        """The fewest items that win this deal (the daily deal's result, #36.5): ``page.daily.on_fewest``."""
        if self.fewest_request is not None:
            return
        self.find_request += 1
        self.fewest_request = self.find_request
        self.post({"kind": "find", "id": self.fewest_request, "find": layout, "seeds": [seed], "limit": HINT_NODE_LIMIT})

    def on_found(self, reply: dict) -> None:
        page = self.page
        if reply.get("id") == self.fewest_request:
            found = reply.get("status") == "found" and isinstance(reply.get("items"), int)
            page.daily.on_fewest(page, reply["items"] if found else None)
            return
        layout = reply.get("layout")
        self.preparing.discard(layout)
        if reply.get("status") == "error":
            if self.waiting_for == layout:    # the worker failed: deal any seed rather than wait forever
                self.waiting_for = None
                page.start(page.fresh(layout if layout in LAYOUTS else "basic", None))
                failed(reply.get("error", "?"))
        elif reply.get("status") == "found" and layout in LAYOUTS:
            self.prepared[layout] = (int(reply["seed"]), int(reply.get("items", 0)))
            if self.waiting_for == layout:
                self.waiting_for = None
                self.new_deal(layout)
        elif self.waiting_for == layout:      # none of the candidates: try more
            self.prepare(layout)
