"""墨香 page: pass-and-play for 2–4 seats, human or computer (issue #16), on
the shared table (``table.shell``).

What a tap may select comes from ``legal_actions()`` through the shared tap
model (``ink.taps``: a play's cards are picked in any order, then played);
every refusal is worded from the engine's reason. Privacy (M9): with two or
more human seats a hand-over screen stands between them and the DOM then
holds no card of any hand; with one human that hand stays open and
computers' hands are never drawn.
"""
from pyodide.ffi import create_proxy
from pyscript import document, window

from ink import taps as ink_taps
from ink import view as ink_view
from common import sound
from common.dom import Tap, flushing, listen, on, say
from common.i18n import lang
from ink.cards import REFUSAL_WORDS, card_html
from table.frame import seats_of
from table.shell import Table, start
from common.taps import explain
from common.words import not_now, refusal_text
from wuxing_core.ink import Ink, Pass, Special, card
from wuxing_core.ink.computer import Computer
from wuxing_core.ink.events import Recycled
from wuxing_core.ink.log import describe



class InkTable(Table):
    GAME = "ink"
    DEFAULT_KINDS = ("human", "greedy", "expert", "beginner")
    DEFAULT_PLAYERS = 3
    PACES = (("slow", 1200), ("normal", 700), ("fast", 150))

    def __init__(self) -> None:
        self.viewer: int | None = None     # the seat whose hand is open, or None (hand-over screen)
        self.taps = ink_taps.tap_input()
        self._announced = 0
        self.field_key: tuple | None = None   # the battlefield as last drawn (a new play slides in)
        self.shown_total = 0                  # the battlefield's total as last drawn (it counts up from there)
        self.running_total = 0                # the play box's total as last drawn
        self.zoomed: int | None = None        # the card last picked or pressed: "Card text" shows it
        self.press_timer = None
        self.pressed_long = False
        self._press = create_proxy(flushing(self.long_press))
        super().__init__()

    @staticmethod
    def refusal_words(err) -> str:
        return refusal_text(err, "ink", REFUSAL_WORDS)

    # -- the table's hooks ------------------------------------------------------------------
    def make_bot(self, kind: str, seat: int, game: Ink) -> Computer:
        return Computer(kind, seat, seed=(game.seed or 0) + seat)

    def wire(self) -> None:
        super().wire()
        listen(document.getElementById("hand"), "click", ["[data-card]"], self.on_hand_click)
        for region in ("hand", "last-play"):   # a long press shows a card's full text (issue #35.2)
            el = document.getElementById(region)
            listen(el, "pointerdown", ["[data-card], [data-field-card]"], self.on_press)
            for name in ("pointerup", "pointerleave", "pointercancel", "scroll"):
                on(el, name, self.cancel_press)
            on(el, "contextmenu", lambda e: e.preventDefault() if self.pressed_long else None)

    def on_begin(self, fresh: bool) -> None:
        self.taps.clear()
        self._announced = len(self.game.events)
        self.field_key, self.shown_total, self.running_total = None, 0, 0
        humans = self.humans()
        self.viewer = humans[0] if len(humans) == 1 else None   # M9: two humans, a screen between them

    def on_game_action(self, what: str) -> None:
        if what == "reveal":
            self.reveal()
        elif what == "clear":
            self.taps.clear()
            say("")
            if self.my_turn():
                self.render_selection()
        elif what == "play":
            self.play_selection()
        elif what == "pass":
            self.pass_turn()
        elif what == "zoom":
            self.zoom(self.zoomed)

    def cancel_selection(self) -> None:
        if self.taps.prefix and self.my_turn():
            self.taps.clear()
            say(self.tr("cleared"))
            self.render_selection()

    def announce(self) -> None:
        """Say in the message line when the deck was rebuilt by the last action (M6)."""
        g = self.game
        seen, self._announced = self._announced, len(g.events)
        for e in g.events[seen:]:
            if isinstance(e, Recycled):
                say(self.tr("recycled", n=e.count), "good")

    def visible_events(self) -> list:
        return [e for e in self.game.events if e.visible_to is None or
                (self.viewer is not None and e.seen_by(self.viewer))]

    def describe(self, event, names: list[str]) -> str:
        return describe(event, names, lang())

    def result_rows(self, view: dict) -> list[str]:
        return ink_view.result_rows(self.frame(view), view)

    def draw(self) -> dict:
        """The frame of this moment, drawn by ``ink.view`` into the paint message."""
        g = self.game
        view = g.view(self.viewer if self.viewer is not None else g.current_player())
        self.paint.attrs("#table", data_game_status="over" if g.is_over() else "playing")
        field = view["field"]
        key = (len(field), tuple(field[-1]["cards"]) if field else ())
        landed = self.field_key is not None and key != self.field_key and bool(field)
        self.field_key = key
        ink_view.draw(self.frame(view, landed), self.paint)
        self.shown_total = ink_view.shown_total(view)
        return view

    def frame(self, view: dict, landed: bool = False) -> ink_view.Frame:
        """The engine's view and what the page adds to it (the play box as the engine reckons it)."""
        g = self.game
        mine = self.viewer is not None and not view["over"] and self.my_turn()
        nxt = self.next_human() if self.viewer is None else None
        return ink_view.Frame(
            view=view, **seats_of(self), viewer=self.viewer, next_human=nxt, ready=nxt is not None and nxt == g.current_player(),
            mine=mine, usable=frozenset(self.usable()) if mine else frozenset(),
            chosen=frozenset(self.selected()), build=self.build_box() if mine else ink_view.Build(),
            landed=landed, field_count_from=self.shown_total if landed else None)

    def build_box(self) -> ink_view.Build:
        """The play box of the chosen cards: what they make, its total and why it cannot be played."""
        g = self.game
        action = ink_taps.attempt(self.taps.prefix)
        legal = self.taps.complete(g) is not None
        common = {"legal": legal, "leading": g.leading(), "to_beat": g.to_beat(), "pass_legal": g.refusal(Pass()) is None}
        if action is None:
            box = ink_view.Build(**common)
        elif isinstance(action, Special):
            box = ink_view.Build(kind="special", special=card(action.card).name(lang()), **common)
        else:
            err = g.refusal(action) if not legal else None
            why = self.refusal_words(err) if err is not None and err.reason != "not_beating" else ""
            box = ink_view.Build(kind="play", total=g.preview(action), why=why, count_from=self.running_total, **common)
        self.running_total = box.total or 0
        return box

    # -- privacy ------------------------------------------------------------------------------
    def next_human(self) -> int | None:
        """The human seat that acts next (from the seat to act, in turn order)."""
        g = self.game
        for k in range(g.players):
            p = (g.current_player() + k) % g.players
            if self.seats[p]["kind"] == "human":
                return p
        return None

    def reveal(self) -> None:
        g = self.game
        if not self.human_to_act():
            return
        self.viewer = g.current_player()
        self.taps.clear()
        say("")
        ink_view.render_hand(self.frame(g.view(self.viewer)), self.paint)   # the rest of the table did not change
        self.render_log()
        self.paint.send()

    # -- taps ---------------------------------------------------------------------------------
    def my_turn(self) -> bool:
        return self.human_to_act() and self.viewer == self.game.current_player()

    def selected(self) -> list[int]:
        return ink_taps.cards_of(self.taps.prefix)

    # -- the full card: a long press, or "Card text" for the last one picked ------------------
    def on_press(self, tap: Tap) -> None:
        el = tap.get("[data-card], [data-field-card]")
        self.cancel_press()
        self.pressed_long = False
        if el:
            self.zoomed = int(el.get("data-card") or el.get("data-field-card"))
            self.press_timer = window.setTimeout(self._press, 550)

    def cancel_press(self, *args) -> None:
        if self.press_timer is not None:
            window.clearTimeout(self.press_timer)
            self.press_timer = None

    def long_press(self, *args) -> None:
        self.press_timer = None
        self.pressed_long = True   # the click that ends this press picks nothing
        self.zoom(self.zoomed)

    def zoom(self, no: int | None) -> None:
        if no is None:
            say(self.tr("zoom_how"))
            return
        self.paint.html("#zoom-card", card_html(card(no), flavour=True, number=True))
        self.paint.open_dialog("#card-zoom")   # sent after the handler or the timer (common.dom.flushing)

    def on_hand_click(self, tap: Tap) -> None:
        number = tap.attr("[data-card]", "data-card")
        if number is None:
            return
        if self.pressed_long:
            self.pressed_long = False
            return
        self.zoomed = int(number)
        if not self.my_turn():
            say(self.tr("not_your_turn"), "error")
            return
        token = "k:" + number
        result = self.taps.pick(self.game, token)
        if result.kind == "refused":
            tried = result.tokens if ink_taps.attempt(result.tokens) else (token,)   # else the card alone
            say(explain(self.game, tried, ink_taps.attempt, "ink", REFUSAL_WORDS) or not_now("ink"), "error")
        else:
            sound.cue("tap")
            say("")
        self.render_selection()

    def render_selection(self) -> None:
        """After a tap on a card: the pressed and usable marks and the play box
        (the cards themselves are already drawn)."""
        ink_view.render_selection(self.frame(self.game.view(self.viewer)), self.paint)
        self.paint.send()

    def usable(self) -> set[int]:
        """The cards a tap may add to the chosen ones, or start a new play with."""
        return set(ink_taps.cards_of(self.taps.open_tokens(self.game)))

    def play_selection(self) -> None:
        if not self.my_turn():
            return
        action = ink_taps.attempt(self.taps.prefix)
        if action is None:
            say(self.tr("choose_first"), "error")
            return
        self.act(action)

    def pass_turn(self) -> None:
        if self.my_turn():
            self.act(Pass())

    def act(self, action) -> None:
        """Play a legal action, or say why not (nothing changes then)."""
        err = self.game.refusal(action)
        if err is not None:
            say(self.refusal_words(err), "error")
            return
        self.game.play(action)
        self.taps.clear()
        say("")
        if len(self.humans()) > 1:
            self.viewer = None   # M9: the screen goes up before anyone else looks
        self.after_change()


start(InkTable)
