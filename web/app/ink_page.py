"""墨香 page: pass-and-play for 2–4 seats, human or computer (issue #16).

Renders the engine's view of the seat whose hand is open and forwards taps;
what a tap may select comes from ``legal_actions()`` and every refusal is
worded from the engine's reason code. Privacy (M9): with two or more human
seats a hand-over screen stands between them and the DOM then holds no card
of any hand; with one human that hand stays open and computers' hands are
never drawn.
"""
import json

from pyodide.ffi import create_proxy
from pyscript import document, window

import embed_host
from dom import attr, closest, esc, failed, js_str, notice, on, ready, say, url_param
from i18n import Texts, err_text, lang
from words import refusal_text
from ink_cards import card_html, kind_name
from storage import Slot, key, migrate, parse_seed, random_seed, store
from wuxing_core.errors import InvalidSaveError, WuxingError
from wuxing_core.game import read_json
from wuxing_core.ink import Ink, Pass, Play, Special, card
from wuxing_core.ink.computer import LEVELS, Computer
from wuxing_core.ink.events import Recycled
from wuxing_core.ink.log import END_REASONS, describe
from wuxing_core.rng import MAX_SEED

GAME = "ink"
SAVE_KEY = key(GAME, "game")
CORRUPT_KEY = key(GAME, "corrupt")
PREVIOUS_KEY = key(GAME, "previous")
MAX_PREVIOUS = 10
SEATS_KEY = key(GAME, "seats")
KINDS = ("human", *LEVELS)
MAX_NAME = 16
LOG_LINES = 40
PACES = (("slow", 1200), ("normal", 700), ("fast", 150))
SAFETY_WARNING = 30
"""The page states the safety stop once this few turns remain (M10)."""

tr = Texts("ink")


def new_game_id() -> str:
    return f"{random_seed():09d}"


def level_name(kind: str) -> str:
    if kind == "human":
        return tr("human")
    zh, en = LEVELS[kind]
    return tr("computer_level", level=en if lang() == "en" else zh)


def clean_seats(seats, players=None):
    """Seats from storage or the form, checked; ``None`` if anything is off."""
    if not isinstance(seats, list) or not 2 <= len(seats) <= 4 or (players and len(seats) != players):
        return None
    out = []
    for s in seats:
        if not isinstance(s, dict) or s.get("kind") not in KINDS or not isinstance(s.get("name"), str):
            return None
        out.append({"name": s["name"].strip()[:MAX_NAME] or "?", "kind": s["kind"]})
    return out


def names(cards) -> str:
    return ("＋" if lang() == "zh" else " + ").join(card(n).name(lang()) for n in cards)


def refusal_words(err: WuxingError) -> str:
    """A refusal in a player's words, from the engine's reason code (no ids, no numbers)."""
    d = err.detail
    reason = err.reason
    if reason == "not_beating":
        return tr("not_beating", total=d["total"], to_beat=d["to_beat"])
    if reason == "one_monster":
        return tr("no_monster" if d.get("monsters") == 0 else "two_monsters")
    if reason == "potential":
        return tr("potential", monster=card(d["monster"]).name(lang()), kind=kind_name(d["kind"]))
    if reason == "two_of_kind":
        return tr("two_of_kind", kind=kind_name(d["kind"]))
    if reason in ("must_play", "special_last", "special_alone"):
        return tr(reason)
    return tr("not_now")


class InkPage:
    def __init__(self) -> None:
        self.game: Ink | None = None
        self.seats: list[dict] = []
        self.pace = 700
        self.bots: dict[int, Computer] = {}
        self.slot = Slot(SAVE_KEY)
        self.game_id = None
        self.viewer: int | None = None     # the seat whose hand is open, or None (hand-over screen)
        self.selected: list[int] = []
        self.timer = None
        self.step_proxy = create_proxy(self.computer_step)
        self._legal_key = None
        self._legal: list = []
        self._sets_key = None
        self._sets: list[frozenset] = []
        self.build_setup_form()
        self.wire()

    # -- storage --------------------------------------------------------------------
    def load(self) -> bool:
        raw = store.get(SAVE_KEY)
        try:
            found = self.slot.load(Ink)
            if found is None:
                return False
            game, envelope = found
            seats = clean_seats(envelope.get("seats"), game.players)
            if seats is None:
                raise InvalidSaveError("the seats are malformed", "座位資料錯誤")
            pace = envelope.get("pace", 700)
            if not isinstance(pace, int) or isinstance(pace, bool) or not 0 <= pace <= 5000:
                pace = 700
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
        """Another tab saved since: the same game continues from its save; another
        game set this one aside (never lost)."""
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
        game_id = json.loads(wrapped).get("id")
        kept = [w for w in self.previous() if (read_json(w) or {}).get("id") != game_id or game_id is None]
        return store.set(PREVIOUS_KEY, json.dumps((kept + [wrapped])[-MAX_PREVIOUS:]))

    def resume(self, which: str) -> None:
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
        if not store.set(PREVIOUS_KEY, json.dumps(previous[-MAX_PREVIOUS:])) or not store.set(SAVE_KEY, raw):
            notice(tr("no_storage"))
            return
        if not self.load():
            self.show_setup()

    def render_in_progress(self) -> None:
        rows = []
        entries = [("current", self.wrapped())] if self.unfinished() else []
        entries += reversed([(str(k), w) for k, w in enumerate(self.previous())])
        for which, raw in entries:
            try:
                wrap = read_json(raw)
                who = ("、" if lang() == "zh" else ", ").join(s["name"] for s in wrap["seats"])
                turns = len(read_json(wrap["game"])["history"])
            except (ValueError, KeyError, TypeError):
                continue
            rows.append(f'<li><button type="button" class="btn" data-resume="{which}">{esc(tr("resume"))}</button> '
                        f'{esc(who)} <span class="small">{esc(tr("turns", n=turns))}</span></li>')
        document.getElementById("in-progress").hidden = not rows
        document.getElementById("in-progress-list").innerHTML = "".join(rows)

    # -- set-up -------------------------------------------------------------------------
    def build_setup_form(self) -> None:
        saved = clean_seats(store.read(SEATS_KEY, [], self.bad_data)) or []
        defaults = ["human", "greedy", "expert", "beginner"]
        html = []
        for i in range(4):
            s = saved[i] if i < len(saved) else {"name": "", "kind": defaults[i]}
            options = "".join(f'<option value="{k}"{" selected" if k == s["kind"] else ""}>{esc(level_name(k))}</option>'
                              for k in KINDS)
            html.append(
                f'<div class="seat seat-{i}" data-seat="{i}"><b>{esc(tr("seat", n=i + 1))}</b>'
                f'<input data-seat-name maxlength="{MAX_NAME}" value="{esc(s["name"])}" '
                f'placeholder="{esc(tr("default_name", n=i + 1))}" aria-label="{esc(tr("seat_name", n=i + 1))}">'
                f'<select data-seat-kind aria-label="{esc(tr("seat_kind", n=i + 1))}">{options}</select></div>')
        document.getElementById("seats").innerHTML = "".join(html)
        document.getElementById("pace").innerHTML = "".join(
            f'<option value="{ms}"{" selected" if name == "normal" else ""}>{esc(tr("pace_" + name))}</option>'
            for name, ms in PACES)
        if saved:
            document.querySelector(f'input[name="players"][value="{len(saved)}"]').checked = True
        self.sync_seat_rows()

    def players_chosen(self) -> int:
        el = document.querySelector('input[name="players"]:checked')
        return int(el.value) if el else 3

    def sync_seat_rows(self, *args) -> None:
        n = self.players_chosen()
        for el in document.querySelectorAll("[data-seat]"):
            el.hidden = int(el.dataset.seat) >= n

    def show_setup(self) -> None:
        self.cancel_timer()
        self.render_in_progress()
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
                          "kind": js_str(row.querySelector("[data-seat-kind]").value) or "human"})
        seats = clean_seats(seats, n)
        text = (js_str(document.getElementById("seed").value) or "").strip()
        seed = parse_seed(text) if text else random_seed()
        if seed is None:
            notice(tr("bad_seed", max=MAX_SEED))
            return
        pace = int(js_str(document.getElementById("pace").value) or "700")
        store.set(SEATS_KEY, json.dumps(seats, ensure_ascii=False))
        if self.unfinished() and not self.set_aside(self.wrapped()):
            notice(tr("no_storage"))
            return
        self.game_id = new_game_id()
        self.begin(Ink.deal(n, seed), seats, pace, fresh=True)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s["kind"] == "human"]

    def begin(self, game: Ink, seats: list, pace: int, fresh: bool) -> None:
        self.cancel_timer()
        self.game, self.seats, self.pace = game, seats, pace
        self.bots = {i: Computer(s["kind"], i, seed=(game.seed or 0) + i)
                     for i, s in enumerate(seats) if s["kind"] != "human"}
        self.selected = []
        self._announced = len(game.events)
        humans = self.humans()
        self.viewer = humans[0] if len(humans) == 1 else None   # M9: two humans, a screen between them
        document.getElementById("setup").hidden = True
        document.getElementById("table").hidden = False
        self.close_dialog()
        if fresh:
            notice("")
        self.after_change()

    # -- wiring ------------------------------------------------------------------------------
    def wire(self) -> None:
        on(document.getElementById("hand"), "click", self.on_hand_click)
        on(document.getElementById("in-progress-list"), "click", self.on_resume_click)
        for el in document.querySelectorAll("[data-action]"):
            on(el, "click", self.on_action)
        for el in document.querySelectorAll('input[name="players"]'):
            on(el, "change", self.sync_seat_rows)
        on(document, "keydown", self.on_key)
        on(window, "pagehide", lambda e: self.save())
        on(window, "storage", self.on_storage)

    def on_resume_click(self, event) -> None:
        el = closest(event, "[data-resume]")
        if el:
            self.resume(attr(el, "data-resume"))

    def on_key(self, event) -> None:
        if event.key == "Escape" and self.selected and self.my_turn():
            self.selected = []
            say(tr("cleared"))
            self.render_selection()

    def on_action(self, event) -> None:
        event.stopPropagation()
        what = attr(event.currentTarget, "data-action")
        if what == "start":
            self.start_from_form()
        elif what == "new":
            self.show_setup()
        elif what == "again":
            self.game_id = new_game_id()
            self.begin(Ink.deal(len(self.seats), random_seed()), self.seats, self.pace, fresh=True)
        elif what == "reveal":
            self.reveal()
        elif what == "clear":
            self.selected = []
            say("")
            if self.my_turn():
                self.render_selection()
        elif what == "play":
            self.play_selection()
        elif what == "pass":
            self.pass_turn()

    # -- privacy -------------------------------------------------------------------------------
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
        if g is None or g.is_over() or self.seats[g.current_player()]["kind"] != "human":
            return
        self.viewer = g.current_player()
        self.selected = []
        say("")
        view = g.view(self.viewer)
        self.render_hand(view)      # the rest of the table did not change
        self.render_log()

    # -- taps ------------------------------------------------------------------------------------
    def my_turn(self) -> bool:
        g = self.game
        return g is not None and not g.is_over() and self.viewer == g.current_player()

    def legal(self) -> list:
        g = self.game
        k = (g.moves, g.undos, g.current_player())
        if k != self._legal_key:
            self._legal_key, self._legal = k, g.legal_actions()
        return self._legal

    def card_sets(self) -> list[frozenset]:
        self.legal()
        if self._sets_key != self._legal_key:
            self._sets_key = self._legal_key
            self._sets = [frozenset(a.cards) if isinstance(a, Play) else frozenset((a.card,))
                          for a in self._legal if not isinstance(a, Pass)]
        return self._sets

    def fits(self, chosen) -> bool:
        """Whether the cards ``chosen`` are part of some legal play."""
        s = frozenset(chosen)
        return any(s <= legal for legal in self.card_sets())

    def usable(self) -> set[int]:
        """The cards a tap may add to the selection now, or start a new play with:
        every card of a legal play that holds the selection, and every monster or
        special card that begins one (what ``fits`` says, for the whole hand at once)."""
        s = frozenset(self.selected)
        sets = self.card_sets()
        out = set().union(*(legal for legal in sets if s <= legal)) if sets else set()
        out |= {n for legal in sets for n in legal if card(n).kind in ("monster", "special")}
        return out

    def action_of(self, chosen):
        """The action the chosen cards name, if they name one (else ``None``)."""
        if not chosen:
            return None
        kinds = [card(n).kind for n in chosen]
        if kinds == ["special"]:
            return Special(chosen[0])
        if len(set(chosen)) == len(chosen) and 1 <= len(chosen) <= 4:
            return Play(tuple(sorted(chosen)))
        return None

    def on_hand_click(self, event) -> None:
        el = closest(event, "[data-card]")
        if not el:
            return
        if not self.my_turn():
            say(tr("not_your_turn"), "error")
            return
        n = int(attr(el, "data-card"))
        if n in self.selected:
            self.selected.remove(n)
            say("")
        elif self.fits(self.selected + [n]):
            self.selected.append(n)
            say("")
        elif card(n).kind in ("monster", "special") and self.fits([n]):
            self.selected = [n]               # another monster or a special starts a new play
            say("")
        else:
            action = self.action_of(self.selected + [n]) or self.action_of([n])
            err = self.game.refusal(action) if action is not None else None
            say(refusal_words(err) if err is not None else tr("not_now"), "error")
        self.render_selection()

    def render_selection(self) -> None:
        """After a tap on a card: the pressed and usable marks and the play box
        (the cards themselves are already drawn)."""
        usable = self.usable()
        for el in document.querySelectorAll("#hand [data-card]"):
            n = int(el.dataset.card)
            el.setAttribute("aria-pressed", "true" if n in self.selected else "false")
            if n in usable:
                el.setAttribute("data-usable", "")
            else:
                el.removeAttribute("data-usable")
        self.render_build()

    def play_selection(self) -> None:
        if not self.my_turn():
            return
        action = self.action_of(self.selected)
        if action is None:
            say(tr("choose_first"), "error")
            return
        err = self.game.refusal(action)
        if err is not None:
            say(refusal_words(err), "error")
            return
        self.act(action)

    def pass_turn(self) -> None:
        if not self.my_turn():
            return
        err = self.game.refusal(Pass())
        if err is not None:
            say(refusal_words(err), "error")
            return
        self.act(Pass())

    def act(self, action) -> None:
        error = self.game.try_play(action)
        if error is not None:   # checked above: kept so a surprise is never silent
            say(err_text(error), "error")
            return
        self.selected = []
        say("")
        if len(self.humans()) > 1:
            self.viewer = None   # M9: the screen goes up before anyone else looks
        self.after_change()

    # -- the flow of play ----------------------------------------------------------------------------
    def after_change(self) -> None:
        self.save()
        self.render()
        self.announce()
        self.schedule()

    def announce(self) -> None:
        """Say in the message line when the deck was rebuilt by the last action (M6)."""
        g = self.game
        seen = getattr(self, "_announced", 0)
        self._announced = len(g.events)
        for e in g.events[seen:]:
            if isinstance(e, Recycled):
                say(tr("recycled", n=e.count), "good")

    def schedule(self) -> None:
        self.cancel_timer()
        g = self.game
        if g is None or g.is_over():
            return
        if self.seats[g.current_player()]["kind"] != "human":
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
        g.play(self.bots[p].choose(g))
        self.after_change()

    # -- rendering ------------------------------------------------------------------------------------
    def name(self, p: int) -> str:
        return self.seats[p]["name"]

    def render(self) -> None:
        g = self.game
        if g is None:
            return
        view = g.view(self.viewer if self.viewer is not None else g.current_player())
        document.getElementById("table").dataset.gameStatus = "over" if g.is_over() else "playing"
        self.render_turn(view)
        self.render_players(view)
        self.render_battlefield(view)
        self.render_safety(view)
        self.render_hand(view)
        self.render_log()
        if g.is_over():
            self.show_result(view)

    def render_turn(self, view) -> None:
        el = document.getElementById("turn")
        cur = view["current"]
        el.className = f"turn seat-{cur}"
        el.dataset.player = str(cur)
        if view["over"]:
            el.innerHTML = f'<span class="what">{esc(tr("over"))}</span>'
            return
        if view["leading"]:
            why = tr("leads_start") if view["turn"] == 1 else (
                tr("leads_special") if view["last_player"] is None else tr("leads_passed"))
            what = tr("leads", why=why)
        else:
            what = tr("must_beat", total=view["to_beat"], name=self.name(view["last_player"]))
        kind = self.seats[cur]["kind"]
        who = self.name(cur) + ("" if kind == "human" else f"（{level_name(kind)}）" if lang() == "zh"
                                 else f" ({level_name(kind)})")
        el.dataset.kind = kind
        el.innerHTML = (f'<span class="who">{esc(who)}</span> <span class="what">{esc(what)}</span>')

    def render_players(self, view) -> None:
        html = []
        for p in range(view["players"]):
            shown = view["shown"][p]
            marks = []
            if p == view["current"] and not view["over"]:
                marks.append(f'<span class="mark now">{esc(tr("now"))}</span>')
            if p == view["last_player"]:
                marks.append(f'<span class="mark last">{esc(tr("last_play"))}</span>')
            shown_html = (f'<span class="shown small">{esc(tr("shown", cards=names(shown)))}</span>' if shown else "")
            html.append(
                f'<div class="pl seat-{p}" data-player="{p}" data-hand-size="{view["hand_sizes"][p]}"'
                f'{" data-current" if p == view["current"] else ""}>'
                f'<span class="pname">{esc(self.name(p))}</span>'
                f'<span class="count">{esc(tr("cards", n=view["hand_sizes"][p]))}</span>{"".join(marks)}{shown_html}</div>')
        document.getElementById("players").innerHTML = "".join(html)

    def render_battlefield(self, view) -> None:
        field = view["field"]
        beat = document.getElementById("to-beat")
        beat.textContent = tr("free") if view["leading"] else tr("total_to_beat", total=view["to_beat"])
        beat.dataset.total = str(view["to_beat"])
        document.getElementById("deck").textContent = tr("deck", n=view["deck"])
        document.getElementById("deck").dataset.deck = str(view["deck"])
        box = document.getElementById("last-play")
        if field:
            last = field[-1]
            cards_html = "".join(card_html(card(n), attrs=f'data-field-card="{n}"') for n in last["cards"])
            total = "" if card(last["cards"][0]).kind == "special" else \
                f'<span class="total">{esc(tr("play_total", total=last["total"]))}</span>'
            box.innerHTML = (f'<div class="by small">{esc(tr("played_by", name=self.name(last["player"])))} {total}</div>'
                             f'<div class="cards">{cards_html}</div>')
        else:
            box.innerHTML = f'<p class="small">{esc(tr("empty_field"))}</p>'
        under = sum(len(f["cards"]) for f in field[:-1])
        box = document.getElementById("under")
        if under:
            plays = "".join(f'<li>{esc(self.name(f["player"]))}: {esc(names(f["cards"]))}</li>'
                            for f in reversed(field[:-1]))
            box.innerHTML = f'<details><summary>{esc(tr("under", n=under))}</summary><ol>{plays}</ol></details>'
        else:
            box.innerHTML = ""

    def render_safety(self, view) -> None:
        left = view["safety_turns"] - view["turn"] + 1
        el = document.getElementById("safety")
        el.hidden = view["over"] or left > SAFETY_WARNING
        el.textContent = tr("safety", n=left)

    def render_hand(self, view) -> None:
        g = self.game
        hand_el = document.getElementById("hand")
        screen = document.getElementById("handover")
        build = document.getElementById("build")
        if view["over"]:
            screen.hidden, build.hidden = True, True
            hand_el.innerHTML = ""
            return
        if self.viewer is None:
            # The hand-over screen: no card of any hand in the DOM (M9).
            hand_el.innerHTML = ""
            build.hidden = True
            nxt = self.next_human()
            screen.hidden = nxt is None
            if nxt is not None:
                ready_now = nxt == g.current_player()
                document.getElementById("handover-text").textContent = (
                    tr("hand_over", name=self.name(nxt)) if ready_now else tr("hand_over_wait", name=self.name(nxt)))
                button = document.getElementById("reveal")
                button.textContent = tr("show_hand", name=self.name(nxt))
                button.disabled = not ready_now
            return
        screen.hidden = True
        mine = self.my_turn()
        build.hidden = not mine
        usable = self.usable() if mine else set()
        items = []
        for n in view["hand"]:
            pressed = "true" if n in self.selected else "false"
            items.append(card_html(card(n), tag="button",
                                   attrs=f'type="button" data-card="{n}" aria-pressed="{pressed}"'
                                         f'{" data-usable" if n in usable else ""}'))
        owner = f'<p class="owner small">{esc(tr("your_hand", name=self.name(self.viewer), n=len(view["hand"])))}</p>'
        hand_el.innerHTML = owner + f'<div class="cards">{"".join(items)}</div>'
        if mine:
            self.render_build()

    def render_build(self) -> None:
        g = self.game
        action = self.action_of(self.selected)
        running = document.getElementById("running")
        button = document.querySelector('[data-action="play"]')
        legal = action is not None and action in self.legal()
        button.disabled = not legal
        button.dataset.legal = "true" if legal else "false"
        if action is None:
            running.textContent = tr("pick_cards")
            button.textContent = tr("play")
        elif isinstance(action, Special):
            running.textContent = tr("special_selected", name=card(action.card).name(lang()))
            button.textContent = tr("play_special")
        else:
            total = g.preview(action)
            running.dataset.total = str(total)
            if g.leading():
                running.textContent = tr("running_lead", total=total)
            elif total > g.to_beat():
                running.textContent = tr("running_beats", total=total, to_beat=g.to_beat())
            else:
                running.textContent = tr("running_short", total=total, to_beat=g.to_beat())
            if not legal:
                err = g.refusal(action)
                if err is not None and err.reason != "not_beating":
                    running.textContent += " " + refusal_words(err)
            button.textContent = tr("play_total_button", total=total)
        passing = document.querySelector('[data-action="pass"]')
        passing.dataset.legal = "true" if Pass() in self.legal() else "false"

    def render_log(self) -> None:
        g = self.game
        who = [s["name"] for s in self.seats]
        events = [e for e in g.events if e.visible_to is None or
                  (self.viewer is not None and e.seen_by(self.viewer))][-LOG_LINES:]
        log = document.getElementById("log")
        log.innerHTML = "".join(f"<li>{esc(describe(e, who, lang()))}</li>" for e in reversed(events))

    def show_result(self, view) -> None:
        dialog = document.getElementById("result-dialog")
        if dialog.open:
            return
        winners = view["winners"]
        joined = ("、" if lang() == "zh" else " and ").join(self.name(p) for p in winners)
        document.getElementById("result-title").textContent = tr("tie" if len(winners) > 1 else "winner", names=joined)
        zh, en = END_REASONS[view["end_reason"]]
        document.getElementById("result-reason").textContent = en if lang() == "en" else zh
        hands = view["hands"]
        rows = []
        for p in range(view["players"]):
            extra = ""
            if hands is not None:
                ink = sum(card(n).ink for n in hands[p])
                extra = " — " + tr("final_hand", cards=names(hands[p]) or "—", ink=ink)
            rows.append(f'<li data-result-player="{p}"{" data-winner" if p in winners else ""}>'
                        f'{esc(self.name(p))}: {esc(tr("cards", n=view["hand_sizes"][p]))}{esc(extra)}</li>')
        document.getElementById("result-list").innerHTML = "".join(rows)
        dialog.showModal()

    def close_dialog(self) -> None:
        dialog = document.getElementById("result-dialog")
        if dialog.open:
            dialog.close()


try:
    migrate()
    page = InkPage()
    seed_param = url_param("seed")
    if seed_param is not None:
        if parse_seed(seed_param) is not None:
            document.getElementById("seed").value = seed_param
        else:
            notice(tr("bad_url", why=seed_param[:30]))
    if not page.load():
        page.show_setup()
except Exception as err:  # never a dead page: the loader says what went wrong
    failed(err)
    raise

embed_host.serve()   # the rules panel's demos run with this engine when tapped
ready()
