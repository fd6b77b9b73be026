"""釣鶼鰈 page: pass-and-play for 2–4 seats, human or computer, on the shared
table (``table.shell``).

Renders the engine's public view (``fishing.view``) and forwards taps through
the shared tap model (``fishing.taps``); every rule, legality check and
refusal comes from ``wuxing_core``. The stable DOM contract is documented in
the README. No undo here: a flip cannot be unseen (ruling FU1).
"""
from typing import Callable

from pyscript import document

from fishing import taps as fishing_taps
from common import settings as prefs
from common import sound
from fishing import view as fishing_view
from deck.faces import Faces
from common.dom import Tap, esc, js_str, listen, say
from common.i18n import lang
from table.frame import seats_of
from table.shell import Table, start
from common.taps import explain
from common.words import element_word, not_now
from wuxing_core.coords import cell_name
from wuxing_core.fishing import Computer, Fishing
from wuxing_core.fishing.events import Scored
from wuxing_core.fishing.log import describe

BLOCK_PROMPTS = ("matter", "always", "never")
"""When a human seat is asked to block (ruling FP1): only when a block would
stop a score or mend the seat's own line (the default), every time, never."""


def asks(seat: dict, matters: Callable[[], bool]) -> bool:
    """Does this human seat get the block window now, or pass at once? (``matters``:
    whether a block it may make matters, the engine's answer, asked only when the setting needs it.)"""
    return seat["blocks"] == "always" or (seat["blocks"] == "matter" and matters())


class FishingTable(Table):
    GAME = "fishing"
    DEFAULT_KINDS = ("human", "human", "attentive", "perfect")
    DEFAULT_PLAYERS = 2
    PACES = (("slow", 900), ("normal", 500), ("fast", 60))

    def __init__(self) -> None:
        self.taps = fishing_taps.tap_input()
        self.faces = Faces()         # a saved deck's faces (#18.4), or the standard ones
        self.cell_order: dict[str, int] = {}   # which of a deck's faces a cell shows
        self.prev_cells: tuple = ()           # the cells as last drawn
        self.events_seen = 0                  # scored before this was drawn: no flight
        self.just: str | None = None          # the cell a computer just acted on
        self.last_turn: int | None = None     # the human seat whose turn was shown last (hand-over cue)
        self.handover_to: int | None = None   # the seat the hand-over cue names now
        self.group_cards: dict[int, set[str]] = {}   # the hand cards each seat on the block prompt may use
        super().__init__()
        if self.faces.deck_id:
            self.faces.refresh_later(self.redraw_cards)

    # -- seats: when each human is asked to block (FP1) -------------------------------------
    def clean_extra(self, seat: dict) -> dict | None:
        if not isinstance(seat.get("autopass", False), bool) or seat.get("blocks", "matter") not in BLOCK_PROMPTS:
            return None
        # Saves before issue #14 had a "never ask" box: ticked is "never", unticked
        # is "always", as those players were asked before (FP1).
        return {"blocks": seat.get("blocks") or ("never" if seat.get("autopass") else "always")}

    def seat_extra_html(self, i: int, seat: dict) -> str:
        chosen = seat.get("blocks", "matter")
        options = "".join(f'<option value="{k}"{" selected" if k == chosen else ""}>{esc(self.tr("blocks_" + k))}'
                          f'</option>' for k in BLOCK_PROMPTS)
        return f'<label class="small blocks">{esc(self.tr("blocks"))} <select data-seat-blocks>{options}</select></label>'

    def seat_extra_from_row(self, row) -> dict:
        return {"blocks": js_str(row.querySelector("[data-seat-blocks]").value) or "matter"}

    def seats_note_html(self) -> str:
        return f'<p class="small blocks-hint">{esc(self.tr("blocks_hint"))}</p>'

    # -- the table's hooks ------------------------------------------------------------------
    def make_bot(self, kind: str, seat: int, game: Fishing) -> Computer:
        return Computer(kind, seat, seed=game.seed or 0)

    def wire(self) -> None:
        super().wire()
        listen(document.getElementById("field"), "click", ["[data-cell]"], self.on_field_click)
        listen(document.getElementById("line"), "click", ["[data-gap]", "[data-entry]"], self.on_line_click)
        listen(document.getElementById("hands"), "click", ["[data-hand-card]"], self.on_hand_click)
        listen(document.getElementById("blockers"), "click", ["[data-block-seat]"], self.on_blocker_click)
        prefs.on_change(self.on_settings)

    def on_begin(self, fresh: bool) -> None:
        self.taps.clear()
        self.prev_cells = ()
        self.events_seen = len(self.game.events)
        self.last_turn = self.handover_to = None
        g = self.game
        names = g.cell_names()
        self.cell_order = {name: i for i, name in enumerate(names)}   # which of a deck's faces a cell shows
        self.paint.attrs("#field", style=f"--cols:{g.cols};--rows:{g.rows}")
        self.paint.html("#field", fishing_view.field_html(g.cols, g.rows, names))

    def on_game_action(self, what: str) -> None:
        if what == "pass" and self.game is not None and self.game.phase == "window":
            self.no_block()
        elif what in ("pass", "fail", "stop"):
            self.taps.clear()
            self.tap("a:" + what)
        elif what == "down":
            self.tap("a:down")
        elif what == "handover":
            self.clear_handover()

    def cancel_selection(self) -> None:
        if self.taps.prefix:
            self.taps.clear()
            say(self.tr("cancelled"))
            self.render()

    def settle(self) -> None:
        """A human seat that is not asked passes at once, before anything is drawn (FP1)."""
        g = self.game
        while g is not None and not g.is_over() and g.phase == "window" \
                and self.seats[g.current_player()]["kind"] == "human" and not asks(self.seats[g.current_player()], g.block_matters):
            g.play("pass")

    # -- the shared block prompt (F7, F10: hands are open, so a block needs no hand-over) ---------
    def window_group(self) -> list[int]:
        """The human seats that may block now, offered on one prompt: the seats
        the engine will ask (``block_options()``), in its order, up to the first
        computer seat, less those whose setting would not ask them (FP1)."""
        g = self.game
        self.group_cards = {}
        if g is None or g.is_over():
            return []
        group = []
        for seat, blocks, matters in g.block_options():
            if self.seats[seat]["kind"] != "human":
                break
            if asks(self.seats[seat], lambda: matters):
                group.append(seat)
                self.group_cards[seat] = {str(b.element) for b in blocks}
        return group

    def pass_until(self, seat: int) -> bool:
        """The human seats asked before ``seat`` decline; is ``seat`` to answer now?
        (A seat on the shared prompt has only human seats before it.)"""
        g = self.game
        while g.phase == "window" and g.current_player() != seat and self.seats[g.current_player()]["kind"] == "human":
            g.play("pass")
        return g.phase == "window" and g.current_player() == seat

    def no_block(self) -> None:
        """"No block": every seat on the shared prompt passes (and any human seat
        between them that its setting would not ask)."""
        if not self.human_turn():
            return
        self.taps.clear()
        g, group = self.game, self.window_group()
        while g.phase == "window" and self.seats[g.current_player()]["kind"] == "human" and \
                (g.current_player() in group or not asks(self.seats[g.current_player()], g.block_matters)):
            g.play("pass")
        say("")
        self.after_change()

    def block_as(self, seat: int, element: str | None = None) -> None:
        """A seat on the shared prompt blocks: the seats before it decline, then it chooses its card."""
        if seat not in self.window_group():
            return
        if self.game.current_player() != seat:
            if element is not None and element not in self.group_cards.get(seat, ()):
                say(self.tr("cannot_block", name=self.name(seat), el=element_word(element)), "error")
                return
            self.taps.clear()
            self.pass_until(seat)
        if element is None:
            self.start_block()
        else:
            if self.taps.prefix[:1] != ["h:" + element]:
                self.taps.clear()
            self.tap("h:" + element)

    def on_blocker_click(self, tap: Tap) -> None:
        seat = tap.attr("[data-block-seat]", "data-block-seat")
        if seat is not None and self.human_turn():
            self.block_as(int(seat))

    def after_computer(self, action) -> None:
        self.just = cell_name(*action.cell) if hasattr(action, "cell") else None

    def describe(self, event, names: list[str]) -> str:
        return describe(event, names, lang())

    def result_rows(self, view: dict) -> list[str]:
        order = sorted(range(view["players"]), key=lambda p: -view["scores"][p])
        return [f'<li data-result-player="{p}" data-score="{view["scores"][p]}"'
                f'{" data-winner" if p in view["winners"] else ""}>'
                f'{esc(self.name(p))} — {self.tr("points", n=view["scores"][p])}</li>' for p in order]

    def draw(self) -> dict:
        """The frame of this moment (the engine's view and what the page adds),
        drawn by ``fishing.view`` into the paint message."""
        g = self.game
        view = g.view(g.current_player())
        human = self.human_to_act()
        group = self.window_group() if human else []
        scored = [ev for ev in g.events[self.events_seen:] if isinstance(ev, Scored)]
        self.events_seen = len(g.events)
        self.paint.attrs("[data-game-status]", data_game_status="over" if g.is_over() else "playing")
        fishing_view.draw(fishing_view.Frame(
            view=view, **seats_of(self), human=human, prefix=tuple(self.taps.prefix),
            firsts=frozenset(s[0] for s, _ in self.taps.sequences(g)) if human else frozenset(),
            next=frozenset(self.taps.next_tokens(g)) if human and self.taps.prefix else frozenset(),
            group=tuple(group), group_cards=self.group_cards, handover=self.handover(view),
            just=self.just, previous=self.prev_cells, scored=tuple(scored),
            face=self.faces.face, cell_order=self.cell_order), self.paint)
        self.prev_cells = tuple(view["cells"])
        self.just = None
        return view

    def handover(self, view: dict) -> int | None:
        """"Pass the tablet to Cai" only when the turn passes from one human to
        another (a block needs no hand-over: the shared prompt, F10); one tap,
        or the next tap, clears it. The seat it names, or ``None``."""
        act = view["active"]
        if view["over"] or len(self.humans()) < 2:
            return None
        if self.seats[act]["kind"] == "human" and view["phase"] != "window" and act != self.last_turn:
            if self.last_turn is not None:
                self.handover_to = act
            self.last_turn = act
        elif self.handover_to is not None and self.handover_to != act:
            self.handover_to = None
        return self.handover_to

    # -- card faces: a setting (#18.4, chosen in Settings: #36.2) --------------------------------
    def on_settings(self, names: list[str]) -> None:
        if "faces" in names:
            self.faces.reload()
            self.redraw_cards()
            self.faces.refresh_later(self.redraw_cards)

    def redraw_cards(self) -> None:
        if self.game is not None and not document.getElementById("table").hidden:
            self.render()   # other faces: the cards' markup differs, so they are painted again

    def clear_handover(self) -> None:
        self.handover_to = None
        self.paint.attrs("#handover", hidden=True)   # sent with the tap's message (common.dom.listen)

    # -- taps -------------------------------------------------------------------------------
    def start_block(self) -> None:
        """The Block button: choose the one hand card that can block, or ask which."""
        self.taps.clear()
        blockers = sorted({s[0][2:] for s, _ in self.taps.sequences(self.game) if s[0].startswith("h:")})
        if len(blockers) == 1:
            self.tap("h:" + blockers[0])
            return
        say(self.tr("pick_blocker"))
        self.render()

    def human_turn(self) -> bool:
        if self.human_to_act():
            return True
        g = self.game
        if g is not None and not g.is_over():
            say(self.tr("wait_computer", name=self.name(g.current_player())))
        return False

    def on_hand_click(self, tap: Tap) -> None:
        card = tap.get("[data-hand-card]")
        if not card or not self.human_turn():
            return
        player, el = int(card["data-hand-player"]), card["data-hand-card"]
        current = self.game.current_player()
        if player != current and player in self.window_group():
            self.block_as(player, el)   # the shared prompt: any seat on it may block
            return
        if player != current:
            say(self.tr("not_your_card", name=self.name(player)) + " " + self.tr("not_yours", name=self.name(current)))
            return
        if self.taps.prefix[:1] != ["h:" + el]:
            self.taps.clear()   # a hand card starts a new action
        self.tap("h:" + el)

    def on_line_click(self, tap: Tap) -> None:
        if not self.human_turn():
            return
        gap, entry = tap.get("[data-gap]"), tap.get("[data-entry]")
        if gap and self.taps.prefix:
            self.tap("g:" + gap["data-gap"])
        elif entry and self.taps.prefix:
            self.tap("c:" + entry["data-cell"])

    def on_field_click(self, tap: Tap) -> None:
        cell = tap.attr("[data-cell]", "data-cell")
        if cell and self.human_turn():
            self.tap("c:" + cell)

    def tap(self, token: str) -> None:
        """One tap through the shared tap model: play, ask for the next tap, or say why not."""
        if not self.human_turn():
            return
        if self.handover_to is not None:   # the new player has the tablet: the cue has done its work
            self.clear_handover()
        g = self.game
        result = self.taps.tap(g, token)
        if result.kind == "play":          # listed by legal_actions(), so legal
            g.play(result.action)
            say("")
            self.after_change()
            return
        if result.kind == "cancelled":
            say(self.tr("cancelled"))
        elif result.kind == "more":
            sound.cue("tap")
            say(self.prompt(result.tokens))
        else:
            say(explain(g, result.tokens, fishing_taps.attempt, "fishing") or not_now("fishing"), "error")
            hand = [t for t in result.tokens if t.startswith("h:")]
            if hand and self.taps.starts(g, hand[0]):
                self.taps.tap(g, hand[0])   # the hand card stays chosen
        self.render()

    def prompt(self, tokens) -> str:
        el = element_word(next(t[2:] for t in tokens if t.startswith("h:")))
        if any(t.startswith("g:") for t in tokens):
            return self.tr("pick_cell_play", el=el)
        if "a:down" in tokens:
            return self.tr("pick_cell_down", el=el)
        return self.tr("pick_block" if self.game.phase == "window" else "pick_card", el=el)


start(FishingTable)
