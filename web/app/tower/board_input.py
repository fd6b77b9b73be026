"""How a player moves piles on the 靈獸塔 board, besides a tap: arrow keys,
Esc, a tap elsewhere, dragging a pile onto a neighbour (mouse or touch;
under 10 px of drift is a tap), and the choices that open beside a pile. Everything ends in the page's ``tap``, so
the shared tap model decides what is allowed. Mixed into the tower page."""
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document, window

from common.dom import Tap, attr, closest, listen, on, say
from tower import taps as tower_taps
from tower import view
from tower.view import tr
from common.taps import explain
from common.words import pile_words
from wuxing_core.coords import cell_name, parse_cell

WORDS = {"item": view.item_name}
"""How the page names the values of 靈獸塔's refusals (``words.refusal_text``)."""


class BoardInput:
    """Board, item and choice events of the tower page (``self.tap`` plays).

    A part of the tower page (``tower.page.TowerPage``; #71.1: it says what it
    relies on): the page gives it the attributes below and the methods
    ``tap``, ``render``, ``cancel``, ``after_cancel`` and ``cards_theme``."""

    game: Any
    """The game on the board."""
    taps: Any
    """The shared tap model (``common.taps.TapInput``)."""
    board: Any
    """The board's element."""
    cells: dict
    """Each cell's element by its name."""
    drag: dict | None = None
    """The pile being dragged: where it started and whether it moved."""
    suppress_click: bool = False
    """A drag just ended: the click that follows it is not a tap."""

    def wire_input(self) -> None:
        # A tap reaches Python as data (common.dom.listen): one crossing into the page, the paint message.
        # The board's, the items' and the choices' taps go no further (re-rendering detaches the target:
        # "tap elsewhere" must not see them).
        listen(self.board, "click", ["[data-cell]"], self.on_board_click, stop=True)
        on(self.board, "keydown", self.on_board_key)
        on(self.board, "pointerdown", self.on_pointer_down)
        on(window, "pointermove", self.on_pointer_move)
        on(window, "pointerup", self.on_pointer_up)
        on(window, "pointercancel", self.on_pointer_cancel)
        listen(document.getElementById("items"), "click", ["[data-item]"], self.on_item_click, stop=True)
        listen(document.getElementById("choices"), "click", ["[data-token]"], self.on_choice_click, stop=True)
        listen(document, "click", [".cell, .choice, .item, .btn, dialog, a"], self.on_document_click)
        listen(document, "keydown", [], self.on_key)

    def on_board_click(self, tap: Tap) -> None:
        if self.suppress_click:
            self.suppress_click = False
            return
        cell = tap.attr("[data-cell]", "data-cell")
        if cell:
            self.tap("c:" + cell)

    def on_item_click(self, tap: Tap) -> None:
        btn = tap.get("[data-item]")
        if btn and "disabled" not in btn:
            if self.taps.prefix[:1] != ["i:" + btn["data-item"]]:
                self.taps.clear()   # an item starts a new action
            self.tap("i:" + btn["data-item"])

    def on_choice_click(self, tap: Tap) -> None:
        token = tap.attr("[data-token]", "data-token")
        if token:
            self.tap(token)

    def on_board_key(self, event) -> None:
        moves = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}
        if event.key not in moves:
            return
        event.preventDefault()
        current = attr(document.activeElement, "data-cell")
        c, r = parse_cell(current) if current else (0, 0)
        dc, dr = moves[event.key]
        c, r = min(max(c + dc, 0), self.game.width - 1), min(max(r + dr, 0), self.game.height - 1)
        target = self.cells[cell_name(c, r)]
        for el in self.cells.values():
            el.tabIndex = -1
        target.tabIndex = 0
        target.focus()

    def cancel(self) -> None:
        if self.taps.prefix:
            self.taps.clear()
            say(tr("cancelled"))
            self.render()
            self.after_cancel()

    def after_cancel(self) -> None:
        """What a page shows once a tap sequence is cancelled (the guided deal: its step again)."""

    def on_key(self, tap: Tap) -> None:
        if tap.key == "Escape":
            self.cancel()

    def on_document_click(self, tap: Tap) -> None:
        # Tapping anywhere but the board, the choices, the items or a button cancels.
        if not tap.get(".cell, .choice, .item, .btn, dialog, a"):
            self.cancel()

    def on_pointer_down(self, event) -> None:
        cell = closest(event, "[data-cell]")
        in_item_flow = self.taps.prefix[:1] and self.taps.prefix[0].startswith("i:")
        if cell and attr(cell, "data-pile") and not in_item_flow and event.button == 0:
            self.drag = {"src": attr(cell, "data-cell"), "x": event.clientX, "y": event.clientY, "moved": False,
                         "el": cell, "id": event.pointerId}

    def on_pointer_move(self, event) -> None:
        d = self.drag
        if not d or event.pointerId != d["id"]:
            return
        dx, dy = event.clientX - d["x"], event.clientY - d["y"]
        if not d["moved"] and dx * dx + dy * dy < 100:  # a small drift is still a tap
            return
        d["moved"] = True
        d["el"].classList.add("dragging")
        card = d["el"].querySelector(".card")
        if card:
            card.style.transform = f"translate({dx}px, {dy}px)"

    def on_pointer_up(self, event) -> None:
        d, self.drag = self.drag, None
        if not d or event.pointerId != d["id"]:
            return
        # Hit-test while the dragged card still ignores the pointer (class "dragging").
        under = document.elementFromPoint(event.clientX, event.clientY) if d["moved"] else None
        self.end_drag(d)
        if not d["moved"]:
            return
        self.suppress_click = True
        window.setTimeout(create_proxy(self._unsuppress), 0)
        target = under.closest("[data-cell]") if under else None
        name = attr(target, "data-cell") if target else None
        if name and name != d["src"]:
            self.taps.clear()
            self.tap("c:" + d["src"])
            self.tap("c:" + name)

    def _unsuppress(self, *args) -> None:
        self.suppress_click = False

    def end_drag(self, d) -> None:
        d["el"].classList.remove("dragging")
        card = d["el"].querySelector(".card")
        if card:
            card.style.transform = ""

    def refused(self, tokens, token: str, before: list[str]) -> None:
        """Taps that fit no legal action: the engine says why when they name a
        whole action; the item in hand stays chosen, or the tapped pile is picked."""
        why = explain(self.game, tokens, tower_taps.attempt, "tower", WORDS)   # the state is unchanged
        in_item_flow = before[:1] and before[0].startswith("i:")
        if why is not None:
            say(why, "error")
        elif token.startswith("i:"):
            say(tr("item_no_use", item=view.item_name(token[2:])), "error")
        elif token.startswith("c:") and token[2:] not in self.game.piles():
            say(tr("empty"), "error")
        elif in_item_flow:
            say(tr("item_unusable", item=view.item_name(before[0][2:]), pile=pile_words(self.game.piles().get(token[2:], ""))), "error")
        else:
            say(tr("no_targets", pile=pile_words(self.game.piles().get(token[2:], ""))), "error")
        if in_item_flow:
            self.taps.prefix = before if why is not None else before[:1]
        elif self.taps.starts(self.game, token):
            self.taps.tap(self.game, token)   # the tapped pile is the new choice

    def on_pointer_cancel(self, event) -> None:
        if self.drag:
            self.end_drag(self.drag)
        self.drag = None

