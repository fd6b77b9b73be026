"""釣鶼鰈 page: pass-and-play for 2–4 seats, human or computer.

Renders the engine's public view and forwards taps as action notation; every
rule, legality check and error text comes from ``wuxing_core``. The stable
DOM contract is documented in the README. No undo here: a flip cannot be
unseen (ruling FU1).
"""
import json

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

import embed_host
import fishing_taps
from card_face import card_html
from deck_faces import Faces
from dom import attr, closest, esc, failed, js_str, notice, on, ready, say, url_param
from i18n import Texts, lang
from words import element_word, refusal_text
from storage import Slot, key, migrate, parse_seed, random_seed, store
from wuxing_core.game import read_json
from wuxing_core.coords import cell_name
from wuxing_core.elements import CHARS
from wuxing_core.errors import InvalidSaveError
from wuxing_core.fishing import LEVELS, NAMES, Computer, Fishing
from wuxing_core.fishing.events import Scored
from wuxing_core.fishing.log import END_REASONS, describe
from wuxing_core.rng import MAX_SEED

GAME = "fishing"
SAVE_KEY = key(GAME, "game")          # the game in progress (one at a time)
CORRUPT_KEY = key(GAME, "corrupt")    # an unreadable save is kept here, never silently lost
PREVIOUS_KEY = key(GAME, "previous")  # unfinished games a new game set aside, newest last
MAX_PREVIOUS = 10
SEATS_KEY = key(GAME, "seats")        # the last set-up, to fill the form
KINDS = ("human", *LEVELS)
MAX_NAME = 16
LOG_LINES = 40

tr = Texts("fishing")


def new_game_id() -> str:
    return f"{random_seed():09d}"


def level_name(kind: str) -> str:
    if kind == "human":
        return tr("human")
    zh, en = LEVELS[kind]
    return (en if lang() == "en" else zh) + (" computer" if lang() == "en" else "電腦")


def clean_seats(seats, players=None):
    """Seats from storage or the form, checked; ``None`` if anything is off."""
    if not isinstance(seats, list) or not 2 <= len(seats) <= 4 or (players and len(seats) != players):
        return None
    out = []
    for s in seats:
        if not isinstance(s, dict) or s.get("kind") not in KINDS or not isinstance(s.get("name"), str) \
                or not isinstance(s.get("autopass", False), bool) or s.get("blocks", "matter") not in BLOCK_PROMPTS:
            return None
        # Saves before issue #14 had a "never ask" box: ticked is "never", unticked
        # is "always", as those players were asked before (FP1).
        blocks = s.get("blocks") or ("never" if s.get("autopass") else "always")
        out.append({"name": s["name"].strip()[:MAX_NAME] or "?", "kind": s["kind"], "blocks": blocks})
    return out


BLOCK_PROMPTS = ("matter", "always", "never")
"""When a human seat is asked to block (ruling FP1): only when a block would
stop a score or mend the seat's own line (the default), every time, never."""


def asks(seat: dict, game: Fishing) -> bool:
    """Does this human seat get the block window now, or pass at once?"""
    return seat["blocks"] == "always" or (seat["blocks"] == "matter" and game.block_matters())


class FishingPage:
    def __init__(self) -> None:
        self.game: Fishing | None = None
        self.seats: list[dict] = []
        self.pace = 500
        self.bots: dict[int, Computer] = {}
        self.taps = fishing_taps.tap_input()
        self.faces = Faces(GAME)             # a saved deck's faces (#18.4), or the standard ones
        self.cell_order: dict[str, int] = {}
        self.slot = Slot(SAVE_KEY)
        self.game_id = None
        self.prev_cells: list[dict] | None = None
        self.just: str | None = None          # the cell a computer just acted on
        self.last_human: int | None = None    # the human seat that moved last (hand-over cue)
        self.handover_to: int | None = None
        self.timer = None
        self.step_proxy = create_proxy(self.computer_step)
        self.field = document.getElementById("field")
        self.cells: dict[str, object] = {}
        self.build_seat_form()
        self.wire()

    # -- storage ----------------------------------------------------------------
    def load(self) -> bool:
        """Resume the game in progress; an unreadable one is kept aside (under
        ``wuxing.fishing.corrupt``) with a notice."""
        raw = store.get(SAVE_KEY)
        try:
            found = self.slot.load(Fishing)
            if found is None:
                return False
            game, envelope = found
            seats = clean_seats(envelope.get("seats"), game.players)
            if seats is None:
                raise InvalidSaveError("the seats are malformed", "座位資料錯誤")
            pace = envelope.get("pace", 500)
            if not isinstance(pace, int) or not 0 <= pace <= 5000:
                pace = 500
        except InvalidSaveError as err:
            store.set(CORRUPT_KEY, raw or "")
            store.remove(SAVE_KEY)
            notice(tr("bad_save", why=refusal_text(err)))
            return False
        self.game_id = envelope.get("id") or new_game_id()
        self.begin(game, seats, pace, fresh=False)
        return True

    def wrapped(self) -> str:
        return json.dumps({"v": 1, "id": self.game_id, "rev": self.slot.seen[1],
                           "seats": self.seats, "pace": self.pace, "game": self.game.to_json()},
                          ensure_ascii=False)

    def save(self) -> None:
        if self.game is None:
            return
        result = self.slot.write(self.game, self.game_id, seats=self.seats, pace=self.pace)
        if result == "full":
            notice(tr("no_storage"))
        elif result == "newer":
            self.take_up_newer()

    def take_up_newer(self) -> None:
        """Another tab saved since. The same game: continue from its save. Another
        game (it started a new one): this one is set aside, never lost (FU2)."""
        stored = self.slot.stored()
        other_game = stored is not None and stored.get("id") != self.game_id
        if other_game and self.unfinished():
            if not self.set_aside(self.wrapped()):
                notice(tr("no_storage"))
                return
            notice(tr("other_tab_new"))
        else:
            notice(tr("other_tab"))
        if not self.load():
            self.game = None
        if other_game or self.game is None:
            self.show_setup()

    def on_storage(self, event) -> None:
        if js_str(event.key) == SAVE_KEY and self.game is not None and self.slot.newer_elsewhere():
            self.take_up_newer()

    def unfinished(self) -> bool:
        return self.game is not None and not self.game.is_over()

    def previous(self) -> list[str]:
        return [w for w in store.read(PREVIOUS_KEY, [], self.bad_data) if isinstance(w, str)]

    def bad_data(self, name: str) -> None:
        notice(tr("bad_data"))

    def set_aside(self, wrapped: str) -> bool:
        """Put a game in progress on the list of set-aside games (replacing an
        older copy of the same game); ``False`` if storage refused."""
        game_id = json.loads(wrapped).get("id")
        kept = [w for w in self.previous() if (read_json(w) or {}).get("id") != game_id or game_id is None]
        return store.set(PREVIOUS_KEY, json.dumps((kept + [wrapped])[-MAX_PREVIOUS:]))

    def resume(self, which: str) -> None:
        """Back to a game in progress: the current one, or one a new game set
        aside (the current one, if unfinished, is set aside in its place; FU2)."""
        if which == "current":
            if self.unfinished():
                self.begin(self.game, self.seats, self.pace, fresh=False)
            return
        previous = self.previous()
        k = int(which)
        if not 0 <= k < len(previous):
            return
        raw = previous.pop(k)
        if self.unfinished():
            previous.append(self.wrapped())
        # The list first: if storage refuses, nothing has moved yet.
        if not store.set(PREVIOUS_KEY, json.dumps(previous[-MAX_PREVIOUS:])) or not store.set(SAVE_KEY, raw):
            notice(tr("no_storage"))
            return
        if not self.load():
            self.show_setup()

    def render_in_progress(self) -> None:
        """The set-up lists every unfinished game with a Resume button."""
        rows = []
        entries = [("current", self.wrapped())] if self.unfinished() else []
        entries += reversed([(str(k), w) for k, w in enumerate(self.previous())])   # newest first
        for which, raw in entries:
            try:
                wrap = read_json(raw)
                names = "、".join(s["name"] for s in wrap["seats"]) if lang() == "zh" else \
                    ", ".join(s["name"] for s in wrap["seats"])
                moves = len(read_json(wrap["game"])["history"])
            except (ValueError, KeyError, TypeError):
                continue
            rows.append(f'<li><button type="button" class="btn" data-resume="{which}">{esc(tr("resume"))}</button> '
                        f'{esc(names)} <span class="small">{esc(tr("moves", n=moves))}</span></li>')
        box = document.getElementById("in-progress")
        box.hidden = not rows
        document.getElementById("in-progress-list").innerHTML = "".join(rows)

    # -- set-up ------------------------------------------------------------------------
    def build_seat_form(self) -> None:
        saved = clean_seats(store.read(SEATS_KEY, [], self.bad_data)) or []
        defaults = ["human", "human", "attentive", "perfect"]
        html = []
        for i in range(4):
            s = saved[i] if i < len(saved) else {"name": "", "kind": defaults[i], "blocks": "matter"}
            options = "".join(f'<option value="{k}"{" selected" if k == s["kind"] else ""}>{esc(level_name(k))}</option>'
                              for k in KINDS)
            html.append(
                f'<div class="seat seat-{i}" data-seat="{i}"><b>{esc(tr("seat", n=i + 1))}</b>'
                f'<input data-seat-name maxlength="{MAX_NAME}" value="{esc(s["name"])}" '
                f'placeholder="{esc(tr("default_name", n=i + 1))}" aria-label="{esc(tr("seat", n=i + 1))}">'
                f'<select data-seat-kind aria-label="{esc(tr("seat_kind", n=i + 1))}">{options}</select>'
                f'<label class="small blocks">{esc(tr("blocks"))} <select data-seat-blocks>'
                + "".join(f'<option value="{k}"{" selected" if k == s["blocks"] else ""}>{esc(tr("blocks_" + k))}</option>'
                          for k in BLOCK_PROMPTS)
                + '</select></label></div>')
        html.append(f'<p class="small blocks-hint">{esc(tr("blocks_hint"))}</p>')
        document.getElementById("seats").innerHTML = "".join(html)
        if saved:
            document.querySelector(f'input[name="players"][value="{len(saved)}"]').checked = True
        self.sync_seat_rows()

    def players_chosen(self) -> int:
        el = document.querySelector('input[name="players"]:checked')
        return int(el.value) if el else 2

    def sync_seat_rows(self, *args) -> None:
        n = self.players_chosen()
        for el in document.querySelectorAll("[data-seat]"):
            el.hidden = int(el.dataset.seat) >= n

    def show_setup(self) -> None:
        self.cancel_timer()
        self.render_in_progress()
        document.getElementById("faces").innerHTML = self.faces.options_html(tr("standard_faces"))
        document.getElementById("setup").hidden = False
        document.getElementById("table").hidden = True
        self.close_dialog()

    def start_from_form(self) -> None:
        n = self.players_chosen()
        seats = []
        for i in range(n):
            row = document.querySelector(f'[data-seat="{i}"]')
            name = js_str(row.querySelector("[data-seat-name]").value) or ""
            seats.append({"name": name.strip()[:MAX_NAME] or tr("default_name", n=i + 1),
                          "kind": js_str(row.querySelector("[data-seat-kind]").value) or "human",
                          "blocks": js_str(row.querySelector("[data-seat-blocks]").value) or "matter"})
        seats = clean_seats(seats, n)
        text = (js_str(document.getElementById("seed").value) or "").strip()
        seed = parse_seed(text) if text else random_seed()
        if seed is None:
            notice(tr("bad_seed", max=MAX_SEED))
            return
        pace = int(js_str(document.getElementById("pace").value) or "500")
        store.set(SEATS_KEY, json.dumps(seats, ensure_ascii=False))
        # Set aside, not lost (the oldest beyond MAX_PREVIOUS is dropped); if storage
        # refuses, the new game does not start, so the unfinished one stays saved.
        if self.unfinished() and not self.set_aside(self.wrapped()):
            notice(tr("no_storage"))
            return
        self.game_id = new_game_id()
        self.begin(Fishing.deal(n, seed), seats, pace, fresh=True)

    def begin(self, game: Fishing, seats: list, pace: int, fresh: bool) -> None:
        self.cancel_timer()
        self.game, self.seats, self.pace = game, seats, pace
        self.bots = {i: Computer(s["kind"], i, seed=game.seed or 0) for i, s in enumerate(seats) if s["kind"] != "human"}
        self.taps.clear()
        self.prev_cells = None
        self.events_seen = len(game.events)   # what was scored before this table was drawn does not fly
        self.last_human = self.handover_to = None
        document.getElementById("setup").hidden = True
        document.getElementById("table").hidden = False
        self.close_dialog()
        self.build_field()
        if fresh:
            notice("")
        self.after_change()

    # -- wiring ----------------------------------------------------------------------------
    def wire(self) -> None:
        on(self.field, "click", self.on_field_click)
        on(document.getElementById("line"), "click", self.on_line_click)
        on(document.getElementById("hands"), "click", self.on_hand_click)
        on(document.getElementById("in-progress-list"), "click", self.on_resume_click)
        for el in document.querySelectorAll("[data-action]"):
            on(el, "click", self.on_action)
        for el in document.querySelectorAll('input[name="players"]'):
            on(el, "change", self.sync_seat_rows)
        on(document, "keydown", self.on_key)
        on(window, "pagehide", lambda e: self.save())
        on(window, "storage", self.on_storage)
        on(document.getElementById("faces"), "change", lambda e: self.choose_faces(js_str(e.target.value) or ""))

    def choose_faces(self, deck_id: str) -> None:
        self.faces.choose(deck_id)
        self.faces.refresh_later(self.redraw_cards)

    def redraw_cards(self) -> None:
        if self.game is not None and not document.getElementById("table").hidden:
            self.render()

    def on_resume_click(self, event) -> None:
        el = closest(event, "[data-resume]")
        if el:
            self.resume(attr(el, "data-resume"))

    def on_key(self, event) -> None:
        if event.key == "Escape" and self.taps.prefix:
            self.taps.clear()
            say(tr("cancelled"))
            self.render()

    def on_action(self, event) -> None:
        event.stopPropagation()
        what = attr(event.currentTarget, "data-action")
        if what == "start":
            self.start_from_form()
        elif what == "new":
            self.show_setup()

        elif what == "again":
            self.game_id = new_game_id()
            self.begin(Fishing.deal(len(self.seats), random_seed()), self.seats, self.pace, fresh=True)
        elif what in ("pass", "fail", "stop"):
            self.taps.clear()
            self.tap("a:" + what)
        elif what == "down":
            self.tap("a:down")
        elif what == "block":
            self.start_block()
        elif what == "handover":
            self.handover_to = None
            document.getElementById("handover").hidden = True

    def start_block(self) -> None:
        """The Block button: choose the one hand card that can block, or ask which."""
        self.taps.clear()
        blockers = sorted({t[2:] for t in self.firsts if t.startswith("h:")})
        if len(blockers) == 1:
            self.tap("h:" + blockers[0])
            return
        say(tr("pick_blocker"))
        self.render()

    # -- taps ----------------------------------------------------------------------------------
    def human_turn(self) -> bool:
        g = self.game
        if g is None or g.is_over():
            return False
        seat = self.seats[g.current_player()]
        if seat["kind"] != "human":
            say(tr("wait_computer", name=seat["name"]))
            return False
        return True

    def on_hand_click(self, event) -> None:
        card = closest(event, "[data-hand-card]")
        if not card or not self.human_turn():
            return
        player, el = int(attr(card, "data-hand-player")), attr(card, "data-hand-card")
        current = self.game.current_player()
        if player != current:
            say(tr("not_your_card", name=self.seats[player]["name"]) + " " +
                tr("not_yours", name=self.seats[current]["name"]))
            return
        if self.taps.prefix[:1] != ["h:" + el]:
            self.taps.clear()   # a hand card starts a new action
        self.tap("h:" + el)

    def on_line_click(self, event) -> None:
        if not self.human_turn():
            return
        gap, entry = closest(event, "[data-gap]"), closest(event, "[data-entry]")
        if gap and self.taps.prefix:
            self.tap("g:" + attr(gap, "data-gap"))
        elif entry and self.taps.prefix:
            self.tap("c:" + attr(entry, "data-cell"))

    def on_field_click(self, event) -> None:
        cell = closest(event, "[data-cell]")
        if cell and self.human_turn():
            self.tap("c:" + attr(cell, "data-cell"))

    def tap(self, token: str) -> None:
        """One tap through the shared tap model: play, ask for the next tap, or say why not."""
        if not self.human_turn():
            return
        if self.handover_to is not None:   # the new player has the tablet: the cue has done its work
            self.handover_to = None
            document.getElementById("handover").hidden = True
        result = self.taps.tap(self.game, token)
        if result.kind == "play":
            error = self.game.try_play(result.action)
            if error is not None:   # listed, so legal: kept only so a surprise is never silent
                say(refusal_text(error), "error")
                return
            say("")
            self.after_change()
            return
        if result.kind == "cancelled":
            say(tr("cancelled"))
        elif result.kind == "more":
            say(self.prompt(result.tokens))
        else:
            action = fishing_taps.attempt(result.tokens)
            error = self.game.try_play(action) if action is not None else None
            if action is not None and error is None:
                self.after_change()   # cannot happen (it would have been listed); never lose a move
                return
            say(refusal_text(error) if error else tr("not_now"), "error")   # the engine's reason, in words
            hand = [t for t in result.tokens if t.startswith("h:")]
            if hand and self.taps.starts(self.game, hand[0]):
                self.taps.tap(self.game, hand[0])   # the hand card stays chosen
        self.render()

    def prompt(self, tokens) -> str:
        el = element_word(next(t[2:] for t in tokens if t.startswith("h:")))
        if any(t.startswith("g:") for t in tokens):
            return tr("pick_cell_play", el=el)
        if "a:down" in tokens:
            return tr("pick_cell_down", el=el)
        return tr("pick_block" if self.game.phase == "window" else "pick_card", el=el)

    # -- the flow of play ----------------------------------------------------------------------------
    def after_change(self) -> None:
        g = self.game
        # A human seat that is not asked passes at once, before anything is drawn (FP1).
        while g is not None and not g.is_over() and g.phase == "window" \
                and self.seats[g.current_player()]["kind"] == "human" and not asks(self.seats[g.current_player()], g):
            g.play("pass")
        self.save()
        self.render()
        self.schedule()

    def schedule(self) -> None:
        """Computers move after a pause."""
        self.cancel_timer()
        g = self.game
        if g is None or g.is_over():
            return
        seat = self.seats[g.current_player()]
        if seat["kind"] != "human":
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
        self.just = cell_name(*action.cell) if hasattr(action, "cell") else None
        self.after_change()

    # -- rendering ----------------------------------------------------------------------------------
    def build_field(self) -> None:
        g = self.game
        self.field.style.setProperty("--cols", str(g.cols))
        self.field.style.setProperty("--rows", str(g.rows))
        names = g.cell_names()
        self.field.innerHTML = "".join(   # rows of cells, for a screen reader's row/column (issue #14.5)
            '<div class="row" role="row">' + "".join(
                f'<button type="button" class="cell" data-cell="{name}" data-state="" data-down="0" '
                f'data-entry="-1" role="gridcell"></button>' for name in names[r * g.cols:(r + 1) * g.cols]) + '</div>'
            for r in range(g.rows))
        self.cells = {el.dataset.cell: el for el in self.field.querySelectorAll("[data-cell]")}
        self.cell_order = {name: i for i, name in enumerate(self.cells)}   # which of a deck's faces a cell shows

    def name(self, p: int) -> str:
        return self.seats[p]["name"]

    def render(self) -> None:
        g = self.game
        if g is None:
            return
        flights = self.scored_since_last(g)
        view = g.view(g.current_player())
        human = not g.is_over() and self.seats[view["current"]]["kind"] == "human"
        self.firsts = {s[0] for s, _ in self.taps.sequences(g)} if human else set()
        self.next = self.taps.next_tokens(g) if human and self.taps.prefix else set()
        root = document.querySelector("[data-game-status]")
        root.dataset.gameStatus = "over" if g.is_over() else "playing"
        self.render_turn(view, human)
        self.render_scores(view)
        self.render_line(view, human)
        self.render_field(view, human)
        self.render_hands(view, human)
        self.render_controls(view, human)
        self.render_log()
        self.render_handover(view)
        self.render_safety(view)
        self.just = None
        if g.is_over():
            self.show_result(view)
        for scored, rects in flights:
            self.fly(scored, rects)

    def scored_since_last(self, g) -> list:
        """Combinations scored since the last drawing, with where their cards
        lay on the field (read before the field is redrawn without them)."""
        seen, self.events_seen = getattr(self, "events_seen", 0), len(g.events)
        if seen >= len(g.events) or window.matchMedia("(prefers-reduced-motion: reduce)").matches:
            return []
        return [(ev, [self.cells[c].getBoundingClientRect() for c in ev.cells if c in self.cells])
                for ev in g.events[seen:] if isinstance(ev, Scored)]

    def fly(self, scored, rects) -> None:
        """A scored combination's cards fly from the field to the scorer's score
        (issue #13.3): 260 ms, over everything, not in the way of a tap."""
        target = document.querySelector(f'[data-score-player="{scored.player}"]')
        if target is None:
            return
        to = target.getBoundingClientRect()
        for rect, element in zip(rects, scored.elements):
            el = document.createElement("span")
            el.className = f"card e{CHARS.index(element)} flying"
            el.innerHTML = f'<i class="glyph"></i><b>{element}</b>'
            el.style.cssText = (f"position:fixed;left:{rect.left:.0f}px;top:{rect.top:.0f}px;width:{rect.width:.0f}px;"
                                f"height:{rect.height:.0f}px;z-index:30;pointer-events:none")
            document.body.appendChild(el)
            dx = to.left + to.width / 2 - rect.left - rect.width / 2
            dy = to.top + to.height / 2 - rect.top - rect.height / 2
            frames = [{"transform": "none", "opacity": 1},
                      {"transform": f"translate({dx:.0f}px, {dy:.0f}px) scale(.35)", "opacity": 0.3}]
            el.animate(to_js(frames, dict_converter=window.Object.fromEntries),
                       to_js({"duration": 260, "easing": "ease-in", "fill": "forwards"}, dict_converter=window.Object.fromEntries))
            window.setTimeout(el.remove.bind(el), 300)

    def render_handover(self, view) -> None:
        """"Pass the tablet to Ben" when the seat to move changes from one human
        to another. Hands are open (F10): the cue hides nothing, one tap clears it."""
        el = document.getElementById("handover")
        cur = view["current"]
        humans = [i for i, s in enumerate(self.seats) if s["kind"] == "human"]
        if view["over"] or len(humans) < 2 or cur not in humans:
            el.hidden = True
            return
        if self.last_human is not None and cur != self.last_human:
            self.handover_to = cur
            el.textContent = tr("handover", name=self.name(cur))
            el.className = f"handover seat-{cur}"
            el.hidden = False
        elif self.handover_to is not None and self.handover_to != cur:
            el.hidden = True
        self.last_human = cur

    def render_safety(self, view) -> None:
        """F9's safety stop, stated once 3 rounds remain."""
        el = document.getElementById("safety")
        left = view["safety_turns"] - view["quiet_turns"]
        if view["over"] or left > 3 * len(self.seats):
            el.hidden = True
            return
        el.hidden = False
        el.textContent = tr("safety", quiet=view["quiet_turns"], left=left)

    def render_turn(self, view, human) -> None:
        el = document.getElementById("turn")
        cur, act = view["current"], view["active"]
        el.dataset.player = str(cur)
        el.dataset.phase = view["phase"]
        el.dataset.kind = "human" if human else "computer"
        el.className = f"turn seat-{cur}"
        if view["over"]:
            text = tr("over")
            el.innerHTML = f'<span class="what">{esc(text)}</span>'
            return
        elif not human:
            text = tr("computer", name=self.name(cur))
        elif view["phase"] == "window":
            text = tr("window_own" if cur == act else "window", name=self.name(cur), active=self.name(act))
        elif view["line_kind"] == "broken":
            text = tr("broken", name=self.name(cur))
        elif view["line"]:
            text = tr("flip_more", name=self.name(cur))
        elif view["scored_this_turn"]:
            text = tr("after_score", name=self.name(cur))
        else:
            text = tr("flip", name=self.name(cur))
        el.innerHTML = f'<span class="who">{esc(self.name(cur))}</span> <span class="what">{esc(text)}</span>'

    def render_scores(self, view) -> None:
        html = []
        for p in range(view["players"]):
            score = view["scores"][p]
            counts = {k: sum(1 for c in view["piles"][p] if c["kind"] == k) for k in ("pair", "dragon", "tiger")}
            piles = " ".join(f'{NAMES[k][0 if lang() == "zh" else 1]}×{n}' for k, n in counts.items() if n)
            html.append(
                f'<div class="score seat-{p}" data-score-player="{p}" data-score="{score}"'
                f'{" data-active" if p == view["active"] else ""}>'
                f'<span class="pname">{esc(self.name(p))}</span>'
                f'<span class="counter" title="{tr("tens")}"><i>{tr("tens")}</i><b>{score // 10}</b></span>'
                f'<span class="counter" title="{tr("ones")}"><i>{tr("ones")}</i><b>{score % 10}</b></span>'
                f'<span class="pts">{tr("points", n=score)}</span>'
                f'<span class="piles small">{esc(piles)}</span></div>')
        document.getElementById("scores").innerHTML = "".join(html)

    def render_line(self, view, human) -> None:
        kind = view["line_kind"]
        label = document.getElementById("line-kind")
        label.dataset.kind = kind
        label.textContent = tr("kind_empty") if kind == "empty" else NAMES[kind][0 if lang() == "zh" else 1]
        line = view["line"]
        prefix = self.taps.prefix
        gaps_ok = {int(t[2:]) for t in self.next if t.startswith("g:")}
        chosen_gap = next((int(t[2:]) for t in prefix if t.startswith("g:")), None)
        block_ok = {t[2:] for t in self.next if t.startswith("c:")} if len(prefix) == 1 else set()
        html = []
        for k in range(len(line) + 1):
            if line:
                html.append(f'<button type="button" class="gap" data-gap="{k}" aria-label="gap {k}"'
                            f'{"" if k in gaps_ok else " hidden"}{" data-chosen" if chosen_gap == k else ""}>＋</button>')
            if k < len(line):
                e = line[k]
                blocked = f'<small>{tr("blocked")}</small>' if e["blocked"] else ""
                extra, face = self.faces.face(e["element"], self.cell_order.get(e["cell"], k))
                html.append(card_html(e["element"], e["element"], " entry" + (" target" if e["cell"] in block_ok else "") + extra,
                                      "button", f' type="button" data-entry="{k}" data-cell="{e["cell"]}" '
                                      f'data-blocked="{str(e["blocked"]).lower()}" data-covers="{e["covers"]}"', face + blocked))
        document.getElementById("line").innerHTML = "".join(html)

    def render_field(self, view, human) -> None:
        targets = {t[2:] for t in self.next if t.startswith("c:")}
        flips = {t[2:] for t in self.firsts if t.startswith("c:")} if not self.taps.prefix else set()
        prev = {c["name"]: c for c in self.prev_cells} if self.prev_cells else {}
        for c in view["cells"]:
            el = self.cells[c["name"]]
            state = "up" if c["up"] else "down" if c["down"] else "empty"
            el.dataset.state = state
            el.dataset.down = str(c["down"])
            el.dataset.entry = str(c["entry"])
            classes = ["cell", state]
            if c["entry"] >= 0:
                classes.append("entry")
            if c["name"] in targets:
                classes.append("target")
            if c["name"] in flips:
                classes.append("flippable")
            if c["name"] == self.just:
                classes.append("just")   # what a computer just did, for a moment (CSS)
            old = prev.get(c["name"])
            if old is not None and c["up"] and len(c["up"]) > len(old["up"]) and old["up"] == c["up"][:len(old["up"])]:
                classes.append("flip-in")
            elif old is not None and old["up"] and not c["up"] and c["down"] > old["down"]:
                classes.append("turn-back")
            el.className = " ".join(classes)
            if c["up"]:
                at = self.cell_order.get(c["name"], 0)
                ups = "".join(card_html(x, x, look[0], tag="i", inner=look[1])
                              for k, x in enumerate(c["up"]) for look in [self.faces.face(x, at + k)])
                body = f'<span class="ups">{ups}</span>'
            else:
                body = ""
            badge = f'<span class="count">{c["down"]}</span>' if c["down"] > 1 else ""
            el.innerHTML = body + badge
            # In words (issue #14.5); the grid gives the row and column.
            up = " ".join(element_word(x) for x in c["up"])
            el.setAttribute("aria-label", tr("cell_up_down", up=up, n=c["down"]) if c["up"] and c["down"] else
                            up if c["up"] else tr("cell_down", n=c["down"]) if c["down"] else tr("cell_empty"))
        self.prev_cells = view["cells"]

    def render_hands(self, view, human) -> None:
        html = []
        cur = view["current"]
        usable_els = {t[2:] for t in self.firsts if t.startswith("h:")}
        chosen = self.taps.prefix[0][2:] if self.taps.prefix[:1] and self.taps.prefix[0].startswith("h:") else None
        for p in range(view["players"]):
            hand = view["hands"][p]
            mine = human and p == cur
            cards = []
            for e in sorted(set(hand), key=CHARS.index):
                usable = mine and e in usable_els
                extra, face = self.faces.face(e)
                cards.append(card_html(e, e, " hcard" + extra, "button", (
                    f' type="button" data-hand-player="{p}" data-hand-card="{e}" '
                    f'aria-pressed="{"true" if mine and chosen == e else "false"}" '
                    f'aria-label="{esc(tr("hand_card", name=self.name(p), el=element_word(e)))}"'
                    f'{"" if mine else " disabled"}{" data-usable" if usable else ""}'), face))
            kind = self.seats[p]["kind"]
            who = esc(self.name(p)) + ("" if kind == "human" else f' <small>({esc(level_name(kind))})</small>')
            html.append(f'<div class="hand seat-{p}" data-hand-player="{p}"{" data-current" if p == cur else ""}>'
                        f'<span class="pname">{who}</span><span class="cards">{"".join(cards) or "—"}</span></div>')
        document.getElementById("hands").innerHTML = "".join(html)

    def render_controls(self, view, human) -> None:
        show = {
            "down": "a:down" in self.next,
            "block": view["phase"] == "window" and any(t.startswith("h:") for t in self.firsts) and not self.taps.prefix,
            "pass": "a:pass" in self.firsts,
            "fail": "a:fail" in self.firsts,
            "stop": "a:stop" in self.firsts,
        }
        for what, visible in show.items():
            document.querySelector(f'.controls [data-action="{what}"]').hidden = not visible

    def render_log(self) -> None:
        names = [s["name"] for s in self.seats]
        events = self.game.events[-LOG_LINES:]
        items = [f"<li>{esc(describe(e, names, lang()))}</li>" for e in reversed(events)]
        log = document.getElementById("log")
        log.innerHTML = "".join(items)
        log.setAttribute("start", str(len(self.game.events)))

    def show_result(self, view) -> None:
        dialog = document.getElementById("result-dialog")
        if dialog.open:
            return
        winners = view["winners"]
        names = "、".join(self.name(p) for p in winners) if lang() == "zh" else " and ".join(self.name(p) for p in winners)
        document.getElementById("result-title").textContent = tr("tie" if len(winners) > 1 else "winner", names=names)
        zh, en = END_REASONS[view["end_reason"]]
        document.getElementById("result-reason").textContent = en if lang() == "en" else zh
        order = sorted(range(view["players"]), key=lambda p: -view["scores"][p])
        document.getElementById("result-list").innerHTML = "".join(
            f'<li data-result-player="{p}" data-score="{view["scores"][p]}"{" data-winner" if p in winners else ""}>'
            f'{esc(self.name(p))} — {tr("points", n=view["scores"][p])}</li>' for p in order)
        dialog.showModal()

    def close_dialog(self) -> None:
        dialog = document.getElementById("result-dialog")
        if dialog.open:
            dialog.close()


try:
    migrate()
    page = FishingPage()
    if page.faces.deck_id:
        page.faces.refresh_later(page.redraw_cards)
    seed_param = url_param("seed")
    if seed_param is not None:
        if parse_seed(seed_param) is not None:
            document.getElementById("seed").value = seed_param
        else:
            notice(tr("bad_url", why=f"seed {seed_param[:30]!r}"))
    if not page.load():
        page.show_setup()
except Exception as err:  # never a dead page: the loader says what went wrong
    failed(err)
    raise

embed_host.serve()   # the rules panel's demos run with this engine when tapped
ready()
