"""靈獸塔 page: renders the tower engine's state and forwards taps to it.

Holds no rule: what a tap may select comes from ``legal_actions()`` through
the shared tap model (``taps.py``, ``tower_taps.py``); legality, error texts
and solutions come from ``wuxing_core``. Storage is ``tower_saves.py``,
drawing ``tower_view.py``. The stable DOM contract is in the README.
"""
import asyncio
import json

from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window

import embed_host
import card_face
import tower_saves as saves
import tower_taps
import tower_view as view
from deck_faces import Faces
from dom import attr, close_dialogs, closest, failed, js_str, notice, on, ready, say, show_dialog, url_param
from i18n import err_text
from words import element_word, pile_label, pile_words, refusal_text
from wuxing_core.elements import CHARS, generates
from storage import migrate, parse_seed, random_seed, store
from tower_view import tr
from wuxing_core.coords import cell_name, parse_cell
from wuxing_core.errors import InvalidPositionError, InvalidSaveError
from wuxing_core.tower import LAYOUTS, Swap, Tower, get_layout

HINT_NODE_LIMIT = 150_000
CELEBRATION_MS = 320        # the win's burst (js/tower-static.js celebrate) runs 300 ms
FIND_NODE_LIMIT = 5_000    # per candidate deal when only winnable deals are dealt
FIND_CANDIDATES = 12


def items_text(n: int) -> str:
    """"with no item", "1 item", "3 items" in the page's language."""
    return tr("no_item") if n == 0 else tr("one_item") if n == 1 else tr("n_items", n=n)


TUTORIAL = "木 火 土/金 水 木 | -"
"""The guided first deal: six cards, no item, won in five stacks that show
both sitting rules and both directions (on, under)."""


class Tutorial:
    """The lesson's line (the solver's, so the engine decides it) and the
    position before each of its steps."""

    def __init__(self, game: Tower) -> None:
        self.line = game.solve(0)
        copy = game.copy()
        self.positions = [copy.to_text()]
        for action in self.line:
            copy.play(action)
            self.positions.append(copy.to_text())

    def step_of(self, game: Tower):
        """The index of the next step from ``game``'s position, ``None`` off the line."""
        text = game.to_text()
        return self.positions.index(text) if text in self.positions else None


class TowerPage:
    def __init__(self) -> None:
        self.board = document.getElementById("board")
        self.cells: dict[str, object] = {}
        self.rendered: dict[str, tuple] = {}
        self.controls: dict | None = None   # the buttons and counts as last drawn
        self.choices = ""   # the choices' markup as last drawn
        self.renders = 0
        self.taps = tower_taps.tap_input()
        self.hint_cells: set[str] = set()
        self.hint_request = 0
        self.hint_position = None
        self.worker = None
        self.drag = None
        self.suppress_click = False
        self.resumed_at = window.performance.now()
        self.counted = False
        self.difficulty: dict[str, dict] = {}
        self.cards_theme = store.get(saves.THEME_KEY) == "cards"
        self.faces = Faces("tower")                        # a saved deck's faces (#18.4), or the standard ones
        self.winnable = store.get(saves.WINNABLE_KEY) == "on"
        self.prepared: dict[str, tuple[int, int]] = {}   # layout → (seed, items) found winnable
        self.waiting_for: str | None = None               # a layout whose new deal waits on the worker
        self.preparing: set[str] = set()                  # layouts the worker is looking at
        self.find_request = 0
        self.pending: str | None = None                   # "restart" or "new", waiting for a yes
        self.tutorial: Tutorial | None = None             # the guided first deal (tower.html?tutorial=1)
        self.game = self.open_game()
        self.build_board()
        self.build_items()
        self.wire()
        self.render_continue()
        self.render()
        if self.faces.deck_id:
            self.faces.refresh_later(self.redraw_cards)
        if self.tutorial:
            self.tutorial_step()

    # -- a saved deck's faces (#18.4) -----------------------------------------------------
    def show_faces(self) -> None:
        document.getElementById("faces").innerHTML = self.faces.options_html(tr("standard_faces"))
        self.faces.refresh_later(self.redraw_cards)

    def choose_faces(self, deck_id: str) -> None:
        self.faces.choose(deck_id)
        self.redraw_cards()
        self.faces.refresh_later(self.redraw_cards)

    def redraw_cards(self) -> None:
        self.rendered = {}
        self.render()

    # -- which game -------------------------------------------------------------------
    def open_game(self) -> Tower:
        if url_param("tutorial") == "1":
            game = Tower.from_text(TUTORIAL)
            self.tutorial = Tutorial(game)
            return game
        layout, seed = url_param("layout"), url_param("seed")
        if layout is None and seed is None:
            recent = saves.index(self.bad_data)
            game = self.load_saved(recent[-1]) if recent else None
            return game or self.fresh("basic", None)
        problems = []
        try:
            get_layout(layout or "basic")
        except InvalidPositionError as err:
            problems.append(err_text(err))
            layout = None
        layout = layout or "basic"
        parsed = parse_seed(seed) if seed is not None else None
        if seed is not None and parsed is None:
            problems.append(f"seed {seed[:30]!r}")
        if problems:
            notice(tr("bad_url", why="; ".join(problems), layout=view.layout_label(layout)))
        if parsed is not None:
            game = self.load_saved(f"{layout}.{parsed}")
            if game:
                return game
        return self.fresh(layout, parsed)

    def fresh(self, layout: str, seed) -> Tower:
        return Tower.deal(layout, random_seed() if seed is None else seed)

    def load_saved(self, deal: str):
        try:
            found = saves.load(deal)
        except InvalidSaveError as err:
            notice(tr("bad_save", why=refusal_text(err)))
            return None
        if found is None:
            return None
        game, self.counted = found
        return game

    def bad_data(self, name: str) -> None:
        notice(tr("bad_data"))

    def save(self) -> None:
        if self.tutorial:
            return   # the guided deal is a lesson, not a saved play
        self.game.elapsed_ms = self.elapsed()
        self.resumed_at = window.performance.now()
        result = saves.save(self.game, self.counted)
        if result == "newer":
            self.take_up_newer()
        elif result == "full":
            notice(tr("no_storage"))

    def take_up_newer(self) -> None:
        """Another tab saved this deal since: continue from its save, never over it."""
        try:
            found = saves.load(saves.deal_id(self.game))
        except InvalidSaveError as err:
            notice(tr("bad_save", why=refusal_text(err)))
            return
        if found is None:
            return
        self.game, self.counted = found
        self.resumed_at = window.performance.now()
        self.taps.clear()
        self.rendered = {}
        self.controls = None
        notice(tr("other_tab"))
        self.render()

    def on_storage(self, event) -> None:
        if js_str(event.key) == saves.game_key(saves.deal_id(self.game)) and \
                saves.slot(saves.deal_id(self.game)).newer_elsewhere():
            self.take_up_newer()

    def set_url(self) -> None:
        if self.tutorial:
            return
        params = window.URLSearchParams.new(window.location.search)
        params.set("layout", self.game.layout)
        params.set("seed", str(self.game.seed))
        window.history.replaceState(None, "", f"?{params.toString()}")

    def elapsed(self) -> int:
        if self.game.is_over():
            return self.game.elapsed_ms
        return self.game.elapsed_ms + int(window.performance.now() - self.resumed_at)

    def start(self, game: Tower) -> None:
        """Play ``game`` from its start: a new play, counted once when it ends (U2)."""
        self.game = game
        self.counted = False
        self.resumed_at = window.performance.now()
        self.taps.clear()
        self.build_board()
        self.set_url()
        self.save()
        self.render_continue()
        say(tr("select"))
        self.render()

    # -- building the DOM ----------------------------------------------------------------
    def build_board(self) -> None:
        g = self.game
        self.board.innerHTML = view.board_html(g)
        self.board.removeAttribute("data-face-down")   # drawn face down at first paint (js/tower-static.js)
        self.tracks = None
        self.cells = {el.dataset.cell: el for el in self.board.querySelectorAll("[data-cell]")}
        self.cell_order = {name: i for i, name in enumerate(self.cells)}   # which of a deck's faces a cell shows
        first = next(iter(g.piles()), None)   # the first keyboard stop is a real pile, not the margin
        (self.cells[first] if first else self.board.querySelector("[data-cell]")).tabIndex = 0
        self.rendered = {}
        self.controls = None
        document.getElementById("layout-name").textContent = (
            view.layout_label(g.layout) if g.layout else tr("tutorial_name") if self.tutorial else "—")
        document.getElementById("layout-stars").textContent = "★" * LAYOUTS[g.layout].stars if g.layout else ""

    def build_items(self) -> None:
        document.getElementById("items").innerHTML = view.items_html(self.cards_theme)

    # -- events ---------------------------------------------------------------------------
    def wire(self) -> None:
        on(self.board, "click", self.on_board_click)
        on(self.board, "keydown", self.on_board_key)
        on(self.board, "pointerdown", self.on_pointer_down)
        on(window, "pointermove", self.on_pointer_move)
        on(window, "pointerup", self.on_pointer_up)
        on(window, "pointercancel", self.on_pointer_cancel)
        on(document.getElementById("items"), "click", self.on_item_click)
        on(document.getElementById("choices"), "click", self.on_choice_click)
        on(document, "click", self.on_document_click)
        on(document, "keydown", self.on_key)
        for el in document.querySelectorAll("[data-action]"):
            on(el, "click", self.on_action)
        on(document.getElementById("pick-layout"), "click", lambda e: self.open_layouts())
        on(document.getElementById("layout-list"), "click", self.on_layout_pick)
        on(document.getElementById("winnable"), "change", self.on_winnable)
        on(document.getElementById("faces"), "change", lambda e: self.choose_faces(js_str(e.target.value) or ""))
        on(window, "pagehide", lambda e: self.save())
        on(window, "storage", self.on_storage)
        on(document, "visibilitychange", lambda e: self.save())
        self.tick_proxy = create_proxy(self.tick)
        window.setInterval(self.tick_proxy, 500)

    def on_board_click(self, event) -> None:
        event.stopPropagation()  # re-rendering detaches the target: keep "tap elsewhere" out of it
        if self.suppress_click:
            self.suppress_click = False
            return
        cell = closest(event, "[data-cell]")
        if cell:
            self.tap("c:" + attr(cell, "data-cell"))

    def on_item_click(self, event) -> None:
        event.stopPropagation()
        btn = closest(event, "[data-item]")
        if btn and not btn.disabled:
            if self.taps.prefix[:1] != ["i:" + attr(btn, "data-item")]:
                self.taps.clear()   # an item starts a new action
            self.tap("i:" + attr(btn, "data-item"))

    def on_choice_click(self, event) -> None:
        event.stopPropagation()
        btn = closest(event, "[data-token]")
        if btn:
            self.tap(attr(btn, "data-token"))

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

    def on_key(self, event) -> None:
        if event.key == "Escape":
            self.cancel()

    def on_document_click(self, event) -> None:
        # Tapping anywhere but the board, the choices, the items or a button cancels.
        if not closest(event, ".cell, .choice, .item, .btn, dialog, a"):
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

    def on_pointer_cancel(self, event) -> None:
        if self.drag:
            self.end_drag(self.drag)
        self.drag = None

    def on_action(self, event) -> None:
        action = attr(event.currentTarget, "data-action")
        g = self.game
        if action in ("undo", "redo") and (g.can_undo() if action == "undo" else g.can_redo()):
            self.taps.clear()
            g.undo() if action == "undo" else g.redo()
            self.after_change()
        elif action == "hint":
            self.request_hint()
        elif action in ("restart", "new") and self.in_progress():
            self.ask(action)   # a game in progress is never thrown away by one stray tap
        elif action in ("restart", "new", "confirmed"):
            what = self.pending if action == "confirmed" else action
            self.pending = None
            close_dialogs()
            if what == "restart" and self.tutorial:
                self.game = Tower.from_text(TUTORIAL)
                self.build_board()
                self.after_change()
            elif what == "new" and self.tutorial:
                self.tutorial = None   # on to a real deal
                self.start(self.fresh(g.layout or "basic", None))
            elif what == "restart":
                self.start(Tower.deal(g.layout or "basic", g.seed or 0))
            elif what == "new":
                self.new_deal(g.layout or "basic")
        elif action == "share":
            self.share()
        elif action == "theme":
            self.cards_theme = not self.cards_theme
            store.set(saves.THEME_KEY, "cards" if self.cards_theme else "elements")
            self.rendered = {}
            self.controls = None
            self.build_items()
            self.render()

    def tutorial_step(self) -> None:
        """The guided deal (issue #14.2): the engine's own winning line, one
        stack at a time, its two piles lit and the reason it is legal said in
        words. A different move is taken back with a word; a win ends it."""
        t, g = self.tutorial, self.game
        k = t.step_of(g)
        wrong = k is None
        if wrong:                # not the lesson's move: take it back
            g.undo()
            k = t.step_of(g)
        if g.is_won():
            self.hint_cells = set()
            self.render()
            document.getElementById("result-title").textContent = tr("tutorial_done")
            document.getElementById("result-text").textContent = tr("tutorial_next")
            document.getElementById("stats-text").textContent = ""
            show_dialog("result-dialog")
            return
        action = t.line[k]
        self.hint_cells = {cell_name(*c) for c in tower_taps.cells_of(action)}
        piles = g.piles()
        src, dst = piles[cell_name(*action.src)], piles[cell_name(*action.dst)]
        upper, lower = (dst[0], src[-1]) if action.under else (src[0], dst[-1])
        why = tr("tutorial_why_gen" if generates(CHARS.index(lower), CHARS.index(upper)) else "tutorial_why_over",
                 upper=element_word(upper), lower=element_word(lower))
        text = tr("tutorial_step", k=k + 1, n=len(t.line), src=pile_words(src), dst=pile_words(dst), why=why)
        if action.under:
            text += tr("tutorial_under")
        root = document.documentElement
        root.dataset.tutorialStep = str(k + 1)
        root.dataset.tutorialUnder = "true" if action.under else "false"
        self.render()
        for name, el in self.cells.items():   # which lit pile moves, for the DOM contract (tests)
            el.dataset.tutorial = ("from" if name == cell_name(*action.src) else
                                   "to" if name == cell_name(*action.dst) else "")
        say(tr("tutorial_wrong") + " " + text if wrong else text, "error" if wrong else "good")

    def in_progress(self) -> bool:
        """Moves made (or undone) in a play that has not ended: worth a question."""
        g = self.game
        return not g.is_over() and (g.can_undo() or g.can_redo())

    def ask(self, what: str) -> None:
        self.pending = what
        document.getElementById("confirm-text").textContent = tr("confirm_" + what, moves=self.game.moves)
        document.getElementById("confirm-yes").textContent = tr("confirm_yes_" + what)
        show_dialog("confirm-dialog")

    def render_continue(self) -> None:
        """Saved deals other than this one, most recent first (at most 20 are kept)."""
        here = saves.deal_id(self.game)
        view.render_continue([s for s in saves.summaries(self.bad_data) if s["deal"] != here])

    # -- taps -------------------------------------------------------------------------------
    def tap(self, token: str) -> None:
        g = self.game
        if g.is_over():
            return
        self.hint_cells = set()
        before, renders = list(self.taps.prefix), self.renders
        result = self.taps.tap(g, token)
        if result.kind == "play":
            self.play(result.action)
        elif result.kind == "cancelled":
            say(tr("cancelled"))
        elif result.kind == "more":
            say(view.prompt(result.tokens, self.game.piles()))
        else:
            self.refused(result.tokens, token, before)
        if self.renders == renders:   # a move has drawn the board already
            self.render()

    def refused(self, tokens, token: str, before: list[str]) -> None:
        """Taps that fit no legal action: the engine says why when they name a
        whole action; the item in hand stays chosen, or the tapped pile is picked."""
        action = tower_taps.attempt(tokens)
        err = self.game.try_play(action) if action is not None else None
        if action is not None and err is None:
            self.after_change()   # cannot happen (it would have been listed), but never lose a move
            return
        in_item_flow = before[:1] and before[0].startswith("i:")
        if err is not None:
            say(refusal_text(err), "error")  # the engine's reason in a player's words; the state is unchanged
        elif token.startswith("i:"):
            say(tr("item_no_use", item=view.item_name(token[2:])), "error")
        elif token.startswith("c:") and token[2:] not in self.game.piles():
            say(tr("empty"), "error")
        elif in_item_flow:
            say(tr("item_unusable", item=view.item_name(before[0][2:]), pile=pile_words(self.game.piles().get(token[2:], ""))), "error")
        else:
            say(tr("no_targets", pile=pile_words(self.game.piles().get(token[2:], ""))), "error")
        if in_item_flow:
            self.taps.prefix = before if err is not None else before[:1]
        elif self.taps.starts(self.game, token):
            self.taps.tap(self.game, token)   # the tapped pile is the new choice

    def play(self, action) -> None:
        err = self.game.try_play(action)
        if err is not None:
            say(refusal_text(err), "error")
            return
        self.after_change()
        # The moved piles slide in (issue #13.3): from src to dst; a swap both ways.
        pairs = [(action.a, action.b), (action.b, action.a)] if isinstance(action, Swap) else \
            [(action.src, action.dst)] if hasattr(action, "dst") else []
        if pairs and not window.matchMedia("(prefers-reduced-motion: reduce)").matches:
            window.requestAnimationFrame(create_once_callable(
                lambda t: self.slide([(cell_name(*a), cell_name(*b)) for a, b in pairs])))

    def slide(self, moves) -> None:
        """Each moved pile's top card slides from the cell it left (180 ms, not
        blocking input). Run at the next frame, when the board is laid out for
        it anyway, so a tap pays no extra layout."""
        for src, dst in moves:
            card = self.cells[dst].querySelector(".card")
            if card is None:
                continue
            start, to = self.cells[src].getBoundingClientRect(), card.getBoundingClientRect()
            dx, dy = start.left - to.left, start.top - to.top
            frames = [{"transform": f"translate({dx:.0f}px, {dy:.0f}px)"}, {"transform": "none"}]
            card.animate(to_js(frames, dict_converter=window.Object.fromEntries),
                         to_js({"duration": 180, "easing": "ease-out"}, dict_converter=window.Object.fromEntries))

    def after_change(self) -> None:
        self.taps.clear()
        if self.tutorial:
            self.tutorial_step()
            return
        if not self.counted and self.game.moves > 0 and self.game.is_over():
            self.counted = True
            if not saves.record_result(self.game, self.elapsed()):
                notice(tr("no_storage"))
        self.save()
        say(tr("select"))
        self.render()
        if self.game.is_won() and not window.matchMedia("(prefers-reduced-motion: reduce)").matches:
            # The win's short celebration (js/tower-static.js) is seen before the result covers the board.
            moves = self.game.moves
            window.setTimeout(create_once_callable(
                lambda: self.show_result() if self.game.is_won() and self.game.moves == moves else None), CELEBRATION_MS)
        elif self.game.is_over():
            self.show_result()

    # -- rendering ---------------------------------------------------------------------------
    def render(self) -> None:
        self.renders += 1
        g = self.game
        piles, printed = g.piles(), g.printed()
        prefix = self.taps.prefix
        nxt = self.taps.next_tokens(g) if prefix else set()
        lit = {t[2:] for t in nxt if t.startswith("c:")}
        chosen = {t[2:] for t in prefix if t.startswith("c:")}
        paint: dict = {"cells": []}
        for name in self.cells:
            pile = piles.get(name, "")
            look = self.faces.face(pile[-1], self.cell_order[name]) if pile else ("", "")
            sig = (pile, printed.get(name, ""), name in chosen, name in lit, name in self.hint_cells,
                   self.cards_theme, look)
            if self.rendered.get(name) == sig:
                continue
            self.rendered[name] = sig
            paint["cells"].append([name, pile, card_face.edges(pile),
                                   view.pile_html(pile, printed.get(name, ""), self.cards_theme, look) if pile else "",
                                   pile_label(pile, name in chosen, name in lit, name in self.hint_cells),
                                   name in chosen, name in lit, name in self.hint_cells])
        tracks = view.tracks(g, set(piles) | lit | chosen | self.hint_cells)
        if tracks != self.tracks:
            self.tracks = paint["tracks"] = tracks
        status = view.status_of(g)
        controls = {
            "status": status, "items": sorted(g.items),
            "pressed": prefix[0][2:] if prefix[:1] and prefix[0].startswith("i:") else "",
            "undo": g.can_undo(), "redo": g.can_redo(), "over": g.is_over(), "moves": g.moves,
            "itemsUsed": len(g.items_used), "undos": g.undos, "theme": self.cards_theme}
        if controls != self.controls:   # a tap that changes none of these touches none of them
            self.controls = paint["controls"] = controls
        if len(paint) > 1 or paint["cells"]:
            # One crossing into the page for the whole redraw, not one per attribute
            # (js/tower-static.js wuxingPaint writes it).
            window.wuxingPaint(json.dumps(paint, ensure_ascii=False))
        self.render_choices(nxt, prefix)
        self.tick()

    def render_choices(self, nxt, prefix) -> None:
        """The choices open beside the last pile tapped, inside the board's box
        (placed at the next frame, when the board is laid out anyway)."""
        html = view.choices_html(nxt, self.cards_theme)
        if html == self.choices == "":
            return
        box = document.getElementById("choices")
        if html != self.choices:
            box.innerHTML = html
            box.hidden = not html
            self.choices = html
        cells = [t[2:] for t in prefix if t.startswith("c:")]
        if html and cells:
            window.requestAnimationFrame(create_once_callable(lambda t: self.place_choices(box, cells[-1])))

    def place_choices(self, box, name: str) -> None:
        if box.hidden:
            return
        wrap, cell = box.parentElement.getBoundingClientRect(), self.cells[name].getBoundingClientRect()
        width, height = box.offsetWidth, box.offsetHeight
        x = min(max(cell.left - wrap.left + cell.width / 2 - width / 2, 0), max(wrap.width - width, 0))
        below = cell.bottom - wrap.top + 6
        y = below if below + height <= wrap.height else max(cell.top - wrap.top - height - 6, 0)
        box.style.setProperty("--cx", f"{x:.0f}px")
        box.style.setProperty("--cy", f"{y:.0f}px")

    def tick(self, *args) -> None:
        document.getElementById("timer").textContent = view.fmt_time(self.elapsed())

    def show_result(self) -> None:
        entry = saves.stats(self.bad_data).get(self.game.layout)
        view.show_result(self.game, self.elapsed(), entry if isinstance(entry, dict) else {})
        show_dialog("result-dialog")

    def share(self) -> None:
        url = window.location.href.split("?")[0] + f"?layout={self.game.layout}&seed={self.game.seed}"
        document.getElementById("share-url").textContent = f"{tr('share')} {url}"
        try:
            window.navigator.clipboard.writeText(url).catch(lambda err: None)  # the URL is shown anyway
        except Exception:
            pass

    # -- layouts -------------------------------------------------------------------------------
    def open_layouts(self) -> None:
        document.getElementById("layout-list").innerHTML = view.layout_list_html(self.difficulty)
        document.getElementById("winnable").checked = self.winnable
        self.show_faces()
        show_dialog("layouts-dialog")
        self.prepare_all()

    def on_layout_pick(self, event) -> None:
        btn = closest(event, "[data-layout]")
        if btn:
            close_dialogs()
            self.new_deal(attr(btn, "data-layout"))

    def set_difficulty(self, data) -> None:
        for row in data.get("layouts", []) if isinstance(data, dict) else []:
            try:
                share = row["share"]
                self.difficulty[row["layout"]] = {   # 0 and 1 item are decided exactly; the rest needs 2+
                    "none_needed": float(share["0"]), "one_item": float(share["1"]),
                    "more": sum(float(v) for k, v in share.items() if k not in ("0", "1")),
                    # proven that two are not enough: 3, 4, 5 (a line), 3+ (no line of three found), none
                    "three_plus": sum(float(v) for k, v in share.items() if k in ("3", "4", "5", "3+", "none"))}
            except (KeyError, TypeError, ValueError):
                pass

    # -- new deals: any seed, or only deals the solver has won ---------------------------------
    def new_deal(self, layout: str) -> None:
        if not self.winnable:
            self.start(self.fresh(layout, None))
            return
        ready = self.prepared.pop(layout, None)
        if ready:
            self.start(Tower.deal(layout, ready[0]))
            say(tr("winnable_dealt", items=items_text(ready[1])), "good")
            self.prepare(layout)
        else:
            self.waiting_for = layout
            say(tr("finding"))
            if layout not in self.preparing:
                self.prepare(layout)

    def on_winnable(self, event) -> None:
        self.winnable = bool(event.currentTarget.checked)
        store.set(saves.WINNABLE_KEY, "on" if self.winnable else "off")
        self.prepare_all()

    def prepare_all(self) -> None:
        """While the layout picker is open: a winnable deal of every layout,
        the current one first, so picking one does not wait."""
        if self.winnable:
            current = self.game.layout or "basic"
            for name in [current] + [n for n in LAYOUTS if n != current]:
                if name not in self.prepared and name not in self.preparing:
                    self.prepare(name)

    def prepare(self, layout: str) -> None:
        """Ask the worker for a seed of ``layout`` whose deal it wins."""
        self.preparing.add(layout)
        self.find_request += 1
        self.post({"id": -self.find_request, "find": layout,
                   "seeds": [random_seed() for _ in range(FIND_CANDIDATES)], "limit": FIND_NODE_LIMIT})

    def on_found(self, reply: dict) -> None:
        layout = reply.get("layout")
        self.preparing.discard(layout)
        if reply.get("status") == "error":
            if self.waiting_for == layout:    # the worker failed: deal any seed rather than wait forever
                self.waiting_for = None
                self.start(self.fresh(layout if layout in LAYOUTS else "basic", None))
                say(tr("hint_failed", why=str(reply.get("error", "?"))[:200]), "error")
        elif reply.get("status") == "found" and layout in LAYOUTS:
            self.prepared[layout] = (int(reply["seed"]), int(reply.get("items", 0)))
            if self.waiting_for == layout:
                self.waiting_for = None
                self.new_deal(layout)
        elif self.waiting_for == layout:      # none of the candidates: try more
            self.prepare(layout)

    # -- hints (in a worker with its own engine: the page never freezes) -----------------------
    def post(self, request: dict) -> None:
        """Send the worker a request (hint ids count up, deal searches down)."""
        if self.worker is None:
            options = to_js({"type": "module"}, dict_converter=window.Object.fromEntries)
            self.worker = window.Worker.new("./js/hint-worker.mjs", options)
            on(self.worker, "error", self.on_hint_error)
            on(self.worker, "message", self.on_hint)
        self.worker.postMessage(json.dumps(request))

    def request_hint(self) -> None:
        if self.game.is_over():
            return
        self.hint_request += 1
        self.hint_position = self.game.to_text()
        say(tr("thinking"))
        self.post({"id": self.hint_request, "position": self.hint_position, "limit": HINT_NODE_LIMIT})

    def on_hint_error(self, event) -> None:
        if self.waiting_for:    # the worker cannot start: deal any seed rather than wait forever
            self.start(self.fresh(self.waiting_for, None))
        self.waiting_for = None
        self.preparing.clear()
        say(tr("hint_failed", why=str(getattr(event, "message", "") or "worker")[:200]), "error")

    def on_hint(self, event) -> None:
        reply = json.loads(event.data)
        if isinstance(reply.get("id"), int) and reply["id"] < 0:   # a deal search (prepare)
            self.on_found(reply)
            return
        if reply.get("id") != self.hint_request or self.game.to_text() != self.hint_position:
            return  # the game moved on meanwhile
        status = reply.get("status")
        if status == "ok":
            action = self.game.parse_action(reply["action"])
            self.hint_cells = {cell_name(*c) for c in tower_taps.cells_of(action)}
            items = int(reply.get("items") or 0)
            if items:   # no line without items: say so, and how many the best line needs
                say(tr("hint_items", items=items_text(items), what=self.describe(action)), "good")
            else:
                say(tr("hint", what=self.describe(action)), "good")
        elif status == "undecided" and int(reply.get("at_least") or 0) >= 2:
            say(tr("hint_undecided_items", items=items_text(int(reply["at_least"]))))
        elif status in ("none", "undecided"):
            say(tr("hint_" + status))
        else:
            say(tr("hint_failed", why=str(reply.get("error", "?"))[:200]), "error")
        self.render()

    def describe(self, a) -> str:
        return view.action_words(a, self.game.piles())


try:
    migrate()
    page = TowerPage()
except Exception as err:  # never a dead page: the loader says what went wrong
    failed(err)
    raise


async def load_difficulty() -> None:
    try:
        response = await window.fetch("./data/difficulty.json")
        if response.ok:
            page.set_difficulty((await response.json()).to_py())
    except Exception:
        pass


page.set_url()
page.save()
if page.tutorial:
    page.tutorial_step()
else:
    say(tr("select"))
embed_host.serve()   # the rules panel's demos run with this engine when tapped
ready()
if page.game.is_over():
    page.show_result()
if page.winnable:   # a winnable next deal is found while this one is played
    page.prepare(page.game.layout or "basic")
difficulty_loading = asyncio.ensure_future(load_difficulty())   # kept: a task nobody holds may be collected
