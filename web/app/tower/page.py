"""靈獸塔 page: renders the tower engine's state and forwards taps to it.

Holds no rule: what a tap may select comes from ``legal_actions()`` through
the shared tap model (``common/taps.py``, ``tower/taps.py``); legality, refusals
and solutions come from ``wuxing_core``. Storage is ``tower/saves.py``,
drawing ``tower/view.py``, dragging and keys ``tower/board_input.py``, hints,
winnable deals and the layout picker ``tower/hints.py``, the way back to a
position known to win ``tower/rescue.py``, the guided first deal
``tower/tutorial.py``. The stable DOM contract is in the README.
"""
import asyncio

from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window

from common import settings as prefs
from common import sound
from common.dom import (Tap, close_dialogs, failed, flushing, js_str, listen, notice, on, ready, say, show_dialog,
                        url_param, use_paint)
from common.i18n import err_text
from common.settings import reduced_motion
from common.storage import migrate, parse_seed, random_seed, store
from common.words import refusal_text
from deck.faces import Faces
from embed import host
from common.paint import Paint
from tower import saves
from tower import taps as tower_taps
from tower import tutorial
from tower import view
from tower.board_input import BoardInput
from tower.clock import Clock
from tower.daily import Daily
from tower.hints import Helper
from tower.rescue import Rescue
from tower.view import tr
from wuxing_core.coords import cell_name
from wuxing_core.errors import InvalidPositionError, InvalidSaveError
from wuxing_core.tower import LAYOUTS, Swap, Tower, get_layout

CELEBRATION_MS = 320        # the win's burst (js/tower-static.js celebrate) runs 300 ms


class TowerPage(BoardInput):
    def __init__(self) -> None:
        self.board = document.getElementById("board")
        self.cells: dict[str, object] = {}
        self.paint = Paint()          # the one paint message (js/paint.js), as at the tables
        use_paint(self.paint)         # the message line and sounds go with it: one crossing a tap
        self.slides: list[tuple[str, str]] = []   # piles that moved, to slide in at the next drawing
        self.renders = 0
        self.taps = tower_taps.tap_input()
        self.hint_cells: set[str] = set()
        self.helper = Helper(self)    # hints and winnable deals, in a worker
        self.rescue = Rescue()        # the way back to a position known to win (#38.2)
        self.drag = None
        self.suppress_click = False
        self.clock = Clock()
        self.counted = False
        self.difficulty: dict[str, dict] = {}
        self.cards_theme = prefs.get("suits") == "cards"     # T9 suits, a setting (issue #36.2)
        self.faces = Faces()                      # a saved deck's faces (#18.4), or the standard ones
        self.winnable = store.get(saves.WINNABLE_KEY) == "on"
        self.pending: str | None = None                   # "restart" or "new", waiting for a yes
        self.tutorial: tutorial.Tutorial | None = None    # the guided first deal (tower.html?tutorial=1)
        self.daily = Daily()                               # ?daily (issue #36.5)
        self.game = self.open_game()
        self.build_board()
        self.build_items()
        self.wire()
        self.render_continue()
        self.render()
        if self.faces.deck_id:
            self.faces.refresh_later(self.redraw_cards)

    # -- the card settings: suits (T9) and a saved deck's faces (#18.4), chosen in Settings (#36.2) ------
    def on_settings(self, names: list[str]) -> None:
        if "faces" in names:
            self.faces.reload()
            self.redraw_cards()
            self.faces.refresh_later(self.redraw_cards)
        if "suits" in names:
            self.cards_theme = prefs.get("suits") == "cards"
            self.build_items()
            self.render()

    def redraw_cards(self) -> None:
        self.render()   # other faces: the piles' markup differs, so they are painted again

    # -- which game -------------------------------------------------------------------
    def open_game(self) -> Tower:
        if url_param("tutorial") == "1":
            game = tutorial.first_deal()
            self.tutorial = tutorial.Tutorial(game)
            return game
        day = url_param("daily")
        if day is not None:
            layout, seed = self.daily.open(day)
            return self.load_saved(f"{layout}.{seed}") or Tower.deal(layout, seed)
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
            notice(tr("bad_save", why=refusal_text(err, "tower")))
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
        self.clock.bank(self.game)
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
            notice(tr("bad_save", why=refusal_text(err, "tower")))
            return
        if found is None:
            return
        self.game, self.counted = found
        self.clock.restart()
        self.taps.clear()
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
        self.daily.mark(self.game, params)
        params.set("layout", self.game.layout)
        params.set("seed", str(self.game.seed))
        window.history.replaceState(None, "", f"?{params.toString()}")

    def elapsed(self) -> int:
        return self.clock.elapsed(self.game)

    def start(self, game: Tower) -> None:
        """Play ``game`` from its start: a new play, counted once when it ends (U2)."""
        self.game = game
        self.counted = False
        self.rescue.forget()
        self.clock.restart()
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
        self.paint.forget()                             # a new board: every part is painted afresh
        self.outside = view.outside_cells(g)
        self.cells = {el.dataset.cell: el for el in self.board.querySelectorAll("[data-cell]")}
        self.cell_order = {name: i for i, name in enumerate(self.cells)}   # which of a deck's faces a cell shows
        first = next(iter(g.piles()), None)   # the first keyboard stop is a real pile, not the margin
        (self.cells[first] if first else self.board.querySelector("[data-cell]")).tabIndex = 0
        document.getElementById("layout-name").textContent = (
            tr("daily_name", layout=view.layout_label(g.layout)) if self.daily.holds(g) else
            view.layout_label(g.layout) if g.layout else tr("tutorial_name") if self.tutorial else "—")
        document.getElementById("layout-stars").textContent = "★" * LAYOUTS[g.layout].stars if g.layout else ""

    def build_items(self) -> None:
        document.getElementById("items").innerHTML = view.items_html(self.cards_theme)
        self.paint.forget()   # new buttons: their state is painted afresh

    # -- events ---------------------------------------------------------------------------
    def wire(self) -> None:
        self.wire_input()
        for el in document.querySelectorAll("[data-action]"):
            listen(el, "click", [":scope"], self.on_action)
        self.helper.wire_picker()     # the layout picker and "winnable deals only"
        prefs.on_change(self.on_settings)
        on(window, "pagehide", lambda e: self.save())
        on(window, "storage", self.on_storage)
        on(document, "visibilitychange", lambda e: self.save())
        self.tick_proxy = create_proxy(flushing(self.tick))
        window.setInterval(self.tick_proxy, 500)

    def on_action(self, tap: Tap) -> None:
        action = tap.attr(":scope", "data-action")
        g = self.game
        if action == "undo" and self.rescue.undo_jump(g):
            self.after_change(say_select=False)
        elif action in ("undo", "redo") and (g.can_undo() if action == "undo" else g.can_redo()):
            self.taps.clear()
            self.rescue.moved()
            g.undo() if action == "undo" else g.redo()
            self.after_change()
        elif action == "back-to-winnable":
            if self.rescue.go_back(g):
                self.after_change(say_select=False)
        elif action in ("hint", "think-longer"):
            self.helper.request_hint(longer=action == "think-longer")
        elif action in ("restart", "new") and self.in_progress():
            self.ask(action)   # a game in progress is never thrown away by one stray tap
        elif action in ("restart", "new", "confirmed"):
            what = self.pending if action == "confirmed" else action
            self.pending = None
            close_dialogs()
            if what == "restart" and self.tutorial:
                self.game = tutorial.first_deal()
                self.build_board()
                self.after_change()
            elif what == "new" and self.tutorial:
                self.tutorial = None   # on to a real deal
                self.start(self.fresh(g.layout or "basic", None))
            elif what == "restart":
                self.start(Tower.deal(g.layout or "basic", g.seed or 0))
            elif what == "new":
                self.helper.new_deal(g.layout or "basic")
        elif action == "share":
            self.share()
        elif action == "copy-daily":
            self.daily.copy()

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
        view.render_continue([s for s in saves.summaries(self.bad_data) if s["deal"] != here], self.paint)

    # -- taps -------------------------------------------------------------------------------
    def tap(self, token: str) -> None:
        g = self.game
        if g.is_over():
            return
        if not self.tutorial:      # the guided deal keeps its step's two piles lit
            self.hint_cells = set()
        before, renders = list(self.taps.prefix), self.renders
        result = self.taps.tap(g, token)
        if result.kind == "play":
            self.play(result.action)
        elif result.kind == "cancelled":
            say(tr("cancelled"))
        elif result.kind == "more":
            sound.cue("tap")
            say(view.prompt(result.tokens, self.game.piles()))
        else:
            self.refused(result.tokens, token, before)
        if self.renders == renders:   # a move has drawn the board already
            self.render()
        if result.kind == "cancelled":
            self.after_cancel()

    def after_cancel(self) -> None:
        if self.tutorial and not self.game.is_won():   # never a dead end: the step, its words and lit piles again
            tutorial.step(self)

    def play(self, action) -> None:
        """A legal action (listed by ``legal_actions()``), played, and its piles slid."""
        self.clock.bank(self.game)    # the time up to this move counts, the last one's too
        self.rescue.moved()
        self.game.play(action)
        sound.cue("win" if self.game.is_won() else "stack" if action.item is None else "flip")
        # The moved piles slide in (issue #13.3): from src to dst; a swap both ways (none under reduced motion).
        pairs = [(action.a, action.b), (action.b, action.a)] if isinstance(action, Swap) else \
            [(action.src, action.dst)] if hasattr(action, "dst") else []
        self.slides = [(cell_name(*a), cell_name(*b)) for a, b in pairs]
        self.after_change()

    def after_change(self, say_select: bool = True) -> None:
        self.taps.clear()
        if self.tutorial:
            tutorial.step(self)
            return
        if not self.counted and self.game.moves > 0 and self.game.is_over():
            self.counted = True
            recorded = saves.record_result(self.game, self.elapsed(), self.bad_data)
            recorded = recorded and self.daily.record(self.game)
            if not recorded:
                notice(tr("no_storage"))
        self.save()
        if say_select:
            say(tr("select"))
        self.render()
        if self.game.is_won() and not reduced_motion():
            # The win's short celebration (js/tower-static.js) is seen before the result covers the board.
            moves = self.game.moves
            window.setTimeout(create_once_callable(flushing(
                lambda: self.show_result() if self.game.is_won() and self.game.moves == moves else None)), CELEBRATION_MS)
        elif self.game.is_over():
            self.show_result()

    # -- rendering ---------------------------------------------------------------------------
    def render(self) -> None:
        """The frame of this moment, drawn by ``tower.view`` into the one paint message."""
        self.renders += 1
        g = self.game
        piles, prefix = g.piles(), self.taps.prefix
        nxt = self.taps.next_tokens(g) if prefix else set()
        lit = {t[2:] for t in nxt if t.startswith("c:")}
        chosen = [t[2:] for t in prefix if t.startswith("c:")]
        self.rescue.render(g)
        self.helper.render(g)
        view.draw(view.Frame(
            cells=tuple(self.cell_order), outside=self.outside, piles=piles, printed=g.printed(),
            tracks=view.tracks(g, set(piles) | lit | set(chosen) | self.hint_cells),
            chosen=frozenset(chosen), lit=frozenset(lit), hints=frozenset(self.hint_cells),
            cards_theme=self.cards_theme, face=self.faces.face, cell_order=self.cell_order, status=view.status_of(g),
            items=tuple(g.items), pressed=prefix[0][2:] if prefix[:1] and prefix[0].startswith("i:") else "",
            undo=g.can_undo(), redo=g.can_redo(), over=g.is_over(), moves=g.moves, items_used=len(g.items_used),
            undos=g.undos, timer=view.fmt_time(self.elapsed()), choices=view.choices_html(nxt, self.cards_theme),
            choice_cell=chosen[-1] if chosen else None, slides=tuple(self.slides)), self.paint)
        self.slides = []
        self.paint.send()

    def tick(self, *args) -> None:
        """Every half second: the clock stops while a dialog is open, and the timer shows."""
        self.clock.pause_for_dialogs(self.game)
        self.paint.text("#timer", view.fmt_time(self.elapsed()), again=True)

    def show_result(self) -> None:
        entry = saves.stats(self.bad_data).get(self.game.layout)
        view.show_result(self.game, self.elapsed(), entry if isinstance(entry, dict) else {}, self.paint)
        self.daily.show(self)
        self.paint.open_dialog("#result-dialog")
        self.paint.send()

    def share(self) -> None:
        url = window.location.href.split("?")[0] + f"?layout={self.game.layout}&seed={self.game.seed}"
        document.getElementById("share-url").textContent = f"{tr('share')} {url}"
        try:
            window.navigator.clipboard.writeText(url).catch(lambda err: None)  # the URL is shown anyway
        except Exception:
            pass

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
            page.difficulty = view.difficulty_of((await response.json()).to_py())
            page.helper.refresh_layouts()
    except Exception:
        pass


page.set_url()
page.save()
if page.tutorial:
    tutorial.step(page)
else:
    say(tr("select"))
page.paint.send()   # what the start said, with the paint message
host.serve()   # the rules panel's demos run with this engine when tapped
ready()
if page.game.is_over():
    page.show_result()
if page.winnable:   # a winnable next deal is found while this one is played
    page.helper.prepare(page.game.layout or "basic")
difficulty_loading = asyncio.ensure_future(load_difficulty())   # kept: a task nobody holds may be collected
