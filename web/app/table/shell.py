"""The table for games with seats (issue #34.1): everything 釣鶼鰈 and 墨香
share, written once.

- the set-up form: seat count, names, human or computer level, seed, pace;
- one game in progress plus the games set aside (``table.saves``);
- computer pacing, the log, the result dialog ("Play again" keeps the seats),
  page start-up and failure (``start``);
- drawing: one diffed paint message per redraw (``common.paint``).

A game's page is a subclass that says only what differs: its class and
computer players, how the table is drawn (``render``), how a move is built
(its own taps), and a few hooks below. Every rule comes from the engine.
"""
from __future__ import annotations

import importlib
import json
from typing import Any, Callable

from pyodide.ffi import create_proxy
from pyscript import document, window

from embed import host
from common import sound
from table import stats
from common.dom import Tap, esc, failed, flush, flushing, js_str, listen, notice, on, ready, url_param, use_paint
from common.i18n import Texts, lang
from common.storage import Slot, key, migrate, parse_seed, random_seed, store
from common.paint import Paint
from table.saves import SavedGames, new_game_id
from wuxing_core import GAMES
from wuxing_core.game import Game
from wuxing_core.rng import MAX_SEED
from wuxing_core.text import shown, shown_name, unshown

MAX_NAME = 16
LOG_LINES = 40


class Table(SavedGames):
    """One pass-and-play table: subclasses set the class attributes and hooks."""

    GAME = ""
    """The game's name in the registry: its class, its computer levels
    (``wuxing_core.<GAME>.computer.LEVELS``: kind -> (zh, en), if it has
    computer players), the words of its ends (``<GAME>.log.END_REASONS``), its
    texts (section ``<GAME>``, then ``table``) and save keys ``wuxing.<GAME>.*``."""
    DEFAULT_KINDS = ("human", "human", "human", "human")
    DEFAULT_PLAYERS = 2
    PACES: tuple[tuple[str, int], ...] = (("slow", 900), ("normal", 500), ("fast", 60))
    """The computer's pause before it moves, in ms; the "normal" one is the default."""

    def __init__(self) -> None:
        info = GAMES[self.GAME]
        self.cls = info.cls
        self.levels: dict[str, tuple[str, str]] = getattr(_module(info.package + ".computer"), "LEVELS", {})
        self.end_reasons: dict[str, tuple[str, str]] = getattr(_module(info.package + ".log"), "END_REASONS", {})
        self.tr = Texts(self.GAME, "table")
        self.kinds = ("human", *self.levels)
        self.save_key = key(self.GAME, "game")
        self.previous_key = key(self.GAME, "previous")
        self.seats_key = key(self.GAME, "seats")
        self.slot = Slot(self.save_key, corrupt=key(self.GAME, "corrupt"))
        self.game: Any = None
        self.game_id: str | None = None
        self.seats: list[dict] = []
        self.pace = self.default_pace()
        self.bots: dict[int, Any] = {}
        self.timer = None
        self.paint = Paint()
        use_paint(self.paint)   # the message line and sounds go with the paint message: one crossing a tap
        self.step_proxy = create_proxy(flushing(self.computer_step))
        self._log_names: list[str] = []
        self._worded: dict[int, str] = {}   # each event of this game in words, by its identity
        self.build_seat_form()
        self.wire()

    # -- what a game says (hooks) -----------------------------------------------------
    def make_bot(self, kind: str, seat: int, game: Game) -> Any:
        raise NotImplementedError

    def draw(self) -> dict:
        """The game's own parts of the table into ``self.paint``; returns the view drawn."""
        raise NotImplementedError


    def describe(self, event, names: list[str]) -> str:
        """An event of the log in words."""
        raise NotImplementedError

    def clean_extra(self, seat: dict) -> dict | None:
        """A seat's own fields beyond name and kind, checked (``None``: malformed)."""
        return {}

    def seat_extra_html(self, i: int, seat: dict) -> str:
        return ""

    def seat_extra_from_row(self, row) -> dict:
        return {}

    def seats_note_html(self) -> str:
        return ""

    def on_begin(self, fresh: bool) -> None:
        """A game is put on the table (new or resumed): reset what the page keeps."""

    def on_game_action(self, what: str) -> None:
        """A ``[data-action]`` button of the game's own."""

    def cancel_selection(self) -> None:
        """Esc: forget a half-built move."""

    def settle(self) -> None:
        """Before a change is saved and drawn (釣鶼鰈: seats not asked pass at once)."""

    def announce(self) -> None:
        """After a change is drawn: say what the table does not show."""

    def after_computer(self, action) -> None:
        """A computer has just played ``action``."""

    def visible_events(self) -> list:
        """The log's events: those every seat may see."""
        return [e for e in self.game.events if e.visible_to is None]

    def result_rows(self, view: dict) -> list[str]:
        raise NotImplementedError

    def on_show_setup(self) -> None:
        """The set-up form is shown again."""

    # -- seats ----------------------------------------------------------------------------
    def default_pace(self) -> int:
        return dict(self.PACES)["normal"]

    def level_name(self, kind: str) -> str:
        if kind == "human":
            return self.tr("human")
        zh, en = self.levels[kind]
        return self.tr("computer_level", level=en if lang() == "en" else zh)

    def clean_seats(self, seats, players: int | None = None) -> list[dict] | None:
        """Seats from storage or the form, checked; ``None`` if anything is off."""
        if not isinstance(seats, list) or not 2 <= len(seats) <= 4 or (players and len(seats) != players):
            return None
        out = []
        for s in seats:
            if not isinstance(s, dict) or s.get("kind") not in self.kinds or not isinstance(s.get("name"), str) \
                    or unshown(s["name"]) is not None:   # a control or text-direction character (issue #39.4)
                return None
            extra = self.clean_extra(s)
            if extra is None:
                return None
            out.append({"name": shown_name(s["name"], MAX_NAME) or "?", "kind": s["kind"], **extra})
        return out

    def name(self, p: int) -> str:
        return self.seats[p]["name"]

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s["kind"] == "human"]

    def human_to_act(self) -> bool:
        g = self.game
        return g is not None and not g.is_over() and self.seats[g.current_player()]["kind"] == "human"

    # -- set-up ------------------------------------------------------------------------------------
    def build_seat_form(self, seats: list[dict] | None = None) -> None:
        """The set-up's seat rows: ``seats`` (a rematch link's), else the last ones used."""
        saved = seats or self.clean_seats(store.read(self.seats_key, [], self.bad_data)) or []
        tr, html = self.tr, []
        for i in range(4):
            s = saved[i] if i < len(saved) else {"name": "", "kind": self.DEFAULT_KINDS[i]}
            options = "".join(f'<option value="{k}"{" selected" if k == s["kind"] else ""}>{esc(self.level_name(k))}'
                              f'</option>' for k in self.kinds)
            html.append(
                f'<div class="seat seat-{i}" data-seat="{i}"><b>{esc(tr("seat", n=i + 1))}</b>'
                f'<input data-seat-name maxlength="{MAX_NAME}" value="{esc(s["name"])}" '
                f'placeholder="{esc(tr("default_name", n=i + 1))}" aria-label="{esc(tr("seat_name", n=i + 1))}">'
                f'<select data-seat-kind aria-label="{esc(tr("seat_kind", n=i + 1))}">{options}</select>'
                f'{self.seat_extra_html(i, s)}</div>')
        document.getElementById("seats").innerHTML = "".join(html) + self.seats_note_html()
        document.getElementById("pace").innerHTML = "".join(
            f'<option value="{ms}"{" selected" if name == "normal" else ""}>{esc(tr("pace_" + name))}</option>'
            for name, ms in self.PACES)
        players = len(saved) or self.DEFAULT_PLAYERS
        document.querySelector(f'input[name="players"][value="{players}"]').checked = True
        self.sync_seat_rows()

    def players_chosen(self) -> int:
        el = document.querySelector('input[name="players"]:checked')
        return int(el.value) if el else self.DEFAULT_PLAYERS

    def sync_seat_rows(self, *args) -> None:
        n = self.players_chosen()
        for el in document.querySelectorAll("[data-seat]"):
            el.hidden = int(el.dataset.seat) >= n

    def show_setup(self) -> None:
        self.cancel_timer()
        self.render_in_progress()
        self.on_show_setup()
        document.getElementById("setup").hidden = False
        document.getElementById("table").hidden = True
        self.close_dialog()

    def start_from_form(self) -> None:
        n = self.players_chosen()
        seats = []
        for i in range(n):
            row = document.querySelector(f'[data-seat="{i}"]')
            name = js_str(row.querySelector("[data-seat-name]").value) or ""
            odd = unshown(name)
            if odd is not None:   # refused with the reason, nothing started (issue #39.4)
                notice(self.tr("bad_name", n=i + 1, what=self.tr("name_" + odd[1])))
                row.querySelector("[data-seat-name]").focus()
                return
            seats.append({"name": shown_name(name, MAX_NAME) or self.tr("default_name", n=i + 1),
                          "kind": js_str(row.querySelector("[data-seat-kind]").value) or "human",
                          **self.seat_extra_from_row(row)})
        seats = self.clean_seats(seats, n)
        text = (js_str(document.getElementById("seed").value) or "").strip()
        seed = parse_seed(text) if text else random_seed()
        if seed is None:
            notice(self.tr("bad_seed", max=MAX_SEED))
            return
        pace = int(js_str(document.getElementById("pace").value) or self.default_pace())
        store.set(self.seats_key, json.dumps(seats, ensure_ascii=False))
        # Set aside, not lost (the oldest beyond MAX_PREVIOUS is dropped); if storage
        # refuses, the new game does not start, so the unfinished one stays saved.
        if self.unfinished() and not self.set_aside(self.wrapped()):
            notice(self.tr("no_storage"))
            return
        self.game_id = new_game_id()
        self.begin(self.cls.deal(n, seed), seats, pace, fresh=True)

    def play_again(self) -> None:
        """The result's "Play again": a new deal, the same seats and pace."""
        self.game_id = new_game_id()
        self.begin(self.cls.deal(len(self.seats), random_seed()), self.seats, self.pace, fresh=True)

    def begin(self, game: Game, seats: list, pace: int, fresh: bool) -> None:
        self.cancel_timer()
        self.game, self.seats, self.pace = game, seats, pace
        self.bots = {i: self.make_bot(s["kind"], i, game) for i, s in enumerate(seats) if s["kind"] != "human"}
        document.getElementById("setup").hidden = True
        document.getElementById("table").hidden = False
        self.close_dialog()
        self.paint.forget()   # a new game's table: every part is painted afresh
        self._log_names, self._worded = [], {}
        self.heard = len(game.events)   # a loaded game's past makes no sound
        self.on_begin(fresh)
        if fresh:
            notice("")
        self.after_change()

    # -- wiring --------------------------------------------------------------------------------------
    def wire(self) -> None:
        listen(document.getElementById("in-progress-list"), "click", ["[data-resume]"], self.on_resume_click)
        for el in document.querySelectorAll("[data-action]"):
            listen(el, "click", [":scope"], self.on_action, stop=True)
        for el in document.querySelectorAll('input[name="players"]'):
            on(el, "change", self.sync_seat_rows)
        listen(document, "keydown", [], self.on_key)
        on(window, "pagehide", lambda e: self.save())
        on(window, "storage", self.on_storage)

    def on_resume_click(self, tap: Tap) -> None:
        resume = tap.attr("[data-resume]", "data-resume")
        if resume is not None:
            self.resume(resume)

    def on_key(self, tap: Tap) -> None:
        if tap.key == "Escape" and self.human_to_act():
            self.cancel_selection()

    def on_action(self, tap: Tap) -> None:
        what = tap.attr(":scope", "data-action")
        if what == "start":
            self.start_from_form()
        elif what == "new":
            self.show_setup()
        elif what == "again":
            self.play_again()
        elif what == "copy-rematch":
            self.copy_rematch()
        else:
            self.on_game_action(what)

    # -- the flow of play -------------------------------------------------------------------------------
    def after_change(self) -> None:
        self.settle()
        self.sound()
        self.save()
        self.announce()   # said with the redraw, in its one message
        self.render()
        self.schedule()

    def sound(self) -> None:
        """The cue of the events since the last step (issue #36.3): a flip, a play, a score, the end."""
        events = self.game.events if self.game is not None else []
        cue = sound.for_events(events[getattr(self, "heard", len(events)):])
        self.heard = len(events)
        if cue:
            sound.cue(cue)

    def schedule(self) -> None:
        """Computers move after a pause."""
        self.cancel_timer()
        g = self.game
        if g is not None and not g.is_over() and self.seats[g.current_player()]["kind"] != "human":
            self.timer = window.setTimeout(self.step_proxy, self.pace)

    def cancel_timer(self) -> None:
        if self.timer is not None:
            window.clearTimeout(self.timer)
            self.timer = None

    def computer_step(self, *args) -> None:
        self.timer = None
        g = self.game
        if g is None or g.is_over():
            return
        p = g.current_player()
        if self.seats[p]["kind"] == "human":
            return
        action = self.bots[p].choose(g)
        g.play(action)
        self.after_computer(action)
        self.after_change()

    # -- drawing ----------------------------------------------------------------------------------------
    def render(self) -> None:
        """Redraw the table: one diffed paint message (``common.paint``), then the result when it is over."""
        if self.game is None:
            return
        view = self.draw()
        self.render_log()
        if self.game.is_over():
            self.record_result(view)
            self.show_result(view)
        self.paint.send()

    def record_result(self, view: dict) -> None:
        """A finished game in the statistics, once (``table.stats``, issue #36.4)."""
        if not stats.record(self.GAME, str(self.game_id), self.seats, view):
            notice(self.tr("no_storage"))

    def render_log(self) -> None:
        """The last events in words; each event is worded once for the seats' names (the game keeps
        its events, immutable), and the paint message sends the list only when it changed."""
        names = [s["name"] for s in self.seats]
        if names != self._log_names:
            self._log_names, self._worded = names, {}
        events = self.visible_events()
        lines = []
        for e in reversed(events[-LOG_LINES:]):
            if id(e) not in self._worded:
                self._worded[id(e)] = f"<li>{esc(self.describe(e, names))}</li>"
            lines.append(self._worded[id(e)])
        self.paint.html("#log", "".join(lines))
        self.paint.attrs("#log", start=str(len(events)))

    def show_result(self, view: dict) -> None:
        """The result dialog, with the paint message (opened once; the page does not read it back)."""
        winners = view["winners"]
        names = ("、" if lang() == "zh" else " and ").join(self.name(p) for p in winners)
        paint = self.paint
        paint.text("#result-title", self.tr("tie" if len(winners) > 1 else "winner", names=names))
        zh, en = self.end_reasons.get(view["end_reason"], ("", ""))
        paint.text("#result-reason", en if lang() == "en" else zh)
        paint.html("#result-list", "".join(self.result_rows(view)))
        link = self.rematch_url()
        paint.attrs("#rematch", hidden=link is None)
        paint.attrs("#rematch-copied", hidden=True)
        if link is not None:
            paint.attrs("#rematch-link", href=link)
            paint.text("#rematch-link", link)
        paint.open_dialog("#result-dialog")

    # -- a rematch on another device: the same deal and seats in the address ----------------------------
    def rematch_url(self) -> str | None:
        """This page's address with the game's seed and seats (``?seed=…&seats=…``)."""
        if self.game is None or self.game.seed is None:
            return None
        seats = json.dumps(self.seats, ensure_ascii=False, separators=(",", ":"))
        base = js_str(window.location.href).split("?")[0].split("#")[0]
        return f"{base}?seed={self.game.seed}&seats={js_str(window.encodeURIComponent(seats))}"

    def copy_rematch(self) -> None:
        link = self.rematch_url()
        if link is None:
            return
        try:
            window.navigator.clipboard.writeText(link).catch(lambda err: None)   # the link is shown anyway
        except Exception:
            pass
        self.paint.attrs("#rematch-copied", hidden=False)   # sent after the handler (common.dom.on)

    def seats_from_url(self, text: str) -> list[dict] | None:
        """A rematch link's seats, checked like stored ones; ``None`` if anything is off."""
        try:
            return self.clean_seats(json.loads(text))
        except ValueError:
            return None

    def close_dialog(self) -> None:
        dialog = document.getElementById("result-dialog")
        if dialog.open:
            dialog.close()


def _module(name: str):
    """A module of the game's package, or ``None`` when it has none."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError:
        return None


def start(make: Callable[[], Table]) -> None:
    """Start a table page: the stored data's scheme, the page, a seed from the
    link (``?seed=N`` fills the set-up), the game in progress or the set-up.
    Never a dead page: on failure the loader says what went wrong."""
    try:
        migrate()
        page = make()
        seed_param = url_param("seed")
        if seed_param is not None:
            if parse_seed(seed_param) is not None:
                document.getElementById("seed").value = seed_param
            else:
                notice(page.tr("bad_url", why=shown(seed_param, 30)))
        seats_param = url_param("seats")
        rematch = page.seats_from_url(seats_param) if seats_param is not None else None
        if seats_param is not None and rematch is None:
            notice(page.tr("bad_url", why=shown(seats_param, 30)))
        if rematch is not None:   # a rematch link: its seats and deal in the set-up, one tap to start
            page.build_seat_form(rematch)
            page.load()           # a game in progress stays saved and is listed to resume
            page.show_setup()
        elif not page.load():
            page.show_setup()
        flush()                   # what the start said and drew, in one message
    except Exception as err:
        failed(err)
        raise
    host.serve()   # the rules panel's demos run with this engine when tapped
    ready()
