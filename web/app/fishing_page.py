"""釣鶼鰈 page: pass-and-play for 2–4 seats, human or computer.

Renders the engine's public view and forwards taps as action notation; every
rule, legality check and error text comes from ``wuxing_core``. The stable
DOM contract is documented in the README. No undo here: a flip cannot be
unseen (ruling FU1).
"""
import json

from pyodide.ffi import create_proxy
from pyscript import document, window

from page_common import attr, closest, js_str, lang, store
from wuxing_core.errors import InvalidSaveError, WuxingError
from wuxing_core.fishing import Fishing
from wuxing_core.fishing_ai import LEVELS, Computer
from wuxing_core.fishing_line import NAMES
from wuxing_core.fishing_log import END_REASONS, describe
from wuxing_core.rng import MAX_SEED

SAVE_KEY = "wuxing.fishing.game"       # the game in progress (one at a time)
CORRUPT_KEY = "wuxing.fishing.corrupt"  # an unreadable save is kept here, never silently lost
PREVIOUS_KEY = "wuxing.fishing.previous"  # unfinished games a new game set aside, newest last
MAX_PREVIOUS = 10
SEATS_KEY = "wuxing.fishing.seats"     # the last set-up, to fill the form
WRAP_VERSION = 1
KINDS = ("human", *LEVELS)
MAX_NAME = 16
LOG_LINES = 40

TEXT = {
    "seat": ("座位 {n}", "Seat {n}"),
    "default_name": ("玩家{n}", "Player {n}"),
    "human": ("真人", "Human"),
    "autopass": ("不問我要不要阻斷", "Never ask me to block"),
    "flip": ("輪到你：翻一張蓋牌。", "your turn: flip a face-down card."),
    "flip_more": ("牌列可續翻：再翻一張（或用手牌）。", "the line is open: flip again (or use a hand card)."),
    "broken": ("牌列斷了！用手牌補救，或讓它失敗。", "the line is broken! Rescue it with a hand card, or let it fail."),
    "after_score": ("得分了！翻新的牌列，或結束翻牌。", "scored! Start a new line, or stop flipping."),
    "window": ("要阻斷 {active} 的牌列嗎？", "block {active}'s line?"),
    "window_own": ("要反制這次阻斷嗎？", "counter this block?"),
    "computer": ("（電腦）思考中…", "(computer) is thinking…"),
    "over": ("遊戲結束", "Game over"),
    "pick_card": ("{el}：點牌列中的空隙打進牌列，點牌列中的牌阻斷它，或按「蓋到場上」。",
                  "{el}: tap a gap in the line to play it, a line card to block it, or “Place face down”."),
    "pick_block": ("{el}：點要阻斷的牌。", "{el}: tap the line card to block."),
    "pick_cell_play": ("把 {el} 放在哪一格？點空格或蓋牌。", "Where does {el} lie? Tap an empty or face-down cell."),
    "pick_cell_down": ("把 {el} 蓋在哪一格？點空格或蓋牌。", "Where does {el} go face down? Tap an empty or face-down cell."),
    "not_yours": ("現在輪到 {name}。", "It is {name}'s move."),
    "wait_computer": ("請等電腦 {name} 下完。", "Wait for the computer, {name}."),
    "not_your_card": ("這是 {name} 的手牌。", "That card is {name}'s."),
    "cancelled": ("已取消。", "Cancelled."),
    "points": ("{n} 分", "{n} pts"),
    "tens": ("十位劍", "tens"),
    "ones": ("個位眼", "ones"),
    "winner": ("{names} 獲勝！", "{names} won!"),
    "tie": ("平手：{names} 共享勝利！", "A tie: {names} share the win!"),
    "bad_save": ("存檔無法讀取（{why}），已保留一份備份，請開新局。", "The saved game could not be read ({why}); a copy was kept. Start a new game."),
    "bad_seed": ("種子必須是 0 到 {max} 的整數。", "The seed must be a whole number from 0 to {max}."),
    "bad_url": ("網址參數有誤（{why}），已忽略。", "Bad link ({why}); ignored."),
    "no_storage": ("無法存檔（瀏覽器不允許），重新整理會失去這一局。", "Cannot save (the browser refuses storage): reloading will lose this game."),
    "blocked": ("被阻斷", "blocked"),
    "kind_empty": ("尚未開始", "not started"),
    "resume": ("繼續", "Resume"),
    "moves": ("已走 {n} 步", "{n} actions so far"),
}


def tr(key: str, **kw) -> str:
    zh, en = TEXT[key]
    return (en if lang() == "en" else zh).format(**kw)


def err_text(err: WuxingError) -> str:
    return err.text(lang())


def esc(text: str) -> str:
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


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
                or not isinstance(s.get("autopass", False), bool):
            return None
        out.append({"name": s["name"].strip()[:MAX_NAME] or "?", "kind": s["kind"],
                    "autopass": bool(s.get("autopass", False))})
    return out


class FishingPage:
    def __init__(self) -> None:
        self.game: Fishing | None = None
        self.seats: list[dict] = []
        self.pace = 500
        self.bots: dict[int, Computer] = {}
        self.sel: str | None = None     # selected hand card (element)
        self.mode: str | None = None    # "play" (gap chosen) or "down"
        self.gap: int | None = None
        self.legal: set[str] = set()
        self.prev_cells: list[dict] | None = None
        self.timer = None
        self.step_proxy = create_proxy(self.computer_step)
        self.field = document.getElementById("field")
        self.cells: dict[str, object] = {}
        self.build_seat_form()
        self.wire()

    # -- storage ----------------------------------------------------------------
    def load(self, key: str = SAVE_KEY) -> bool:
        """Resume the game stored under ``key``; an unreadable one is kept aside with a notice."""
        raw = store.get(key)
        if raw is None:
            return False
        try:
            wrap = json.loads(raw)
            if not isinstance(wrap, dict) or wrap.get("v") != WRAP_VERSION or not isinstance(wrap.get("game"), str):
                raise InvalidSaveError("not a saved game of this version", "不是這個版本的存檔")
            game = Fishing.from_json(wrap["game"])
            seats = clean_seats(wrap.get("seats"), game.players)
            if seats is None:
                raise InvalidSaveError("the seats are malformed", "座位資料錯誤")
            pace = wrap.get("pace", 500)
            if not isinstance(pace, int) or not 0 <= pace <= 5000:
                pace = 500
        except (ValueError, InvalidSaveError) as err:
            why = err_text(err) if isinstance(err, WuxingError) else "JSON"
            store.set(CORRUPT_KEY, raw)
            store.remove(key)
            self.notice(tr("bad_save", why=why))
            return False
        self.begin(game, seats, pace, fresh=False)
        return True

    def wrapped(self) -> str:
        return json.dumps({"v": WRAP_VERSION, "seats": self.seats, "pace": self.pace,
                           "game": self.game.to_json()}, ensure_ascii=False)

    def save(self) -> None:
        if self.game is None:
            return
        if not store.set(SAVE_KEY, self.wrapped()):
            self.notice(tr("no_storage"))

    def unfinished(self) -> bool:
        return self.game is not None and not self.game.is_over()

    def previous(self) -> list[str]:
        return [w for w in store.get_json(PREVIOUS_KEY, []) if isinstance(w, str)]

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
        store.set(PREVIOUS_KEY, json.dumps(previous[-MAX_PREVIOUS:]))
        store.set(SAVE_KEY, raw)
        if not self.load():
            self.show_setup()

    def render_in_progress(self) -> None:
        """The set-up lists every unfinished game with a Resume button."""
        rows = []
        entries = [("current", self.wrapped())] if self.unfinished() else []
        entries += reversed([(str(k), w) for k, w in enumerate(self.previous())])   # newest first
        for which, raw in entries:
            try:
                wrap = json.loads(raw)
                names = "、".join(s["name"] for s in wrap["seats"]) if lang() == "zh" else \
                    ", ".join(s["name"] for s in wrap["seats"])
                moves = len(json.loads(wrap["game"])["history"])
            except (ValueError, KeyError, TypeError):
                continue
            rows.append(f'<li><button type="button" class="btn" data-resume="{which}">{esc(tr("resume"))}</button> '
                        f'{esc(names)} <span class="small">{esc(tr("moves", n=moves))}</span></li>')
        box = document.getElementById("in-progress")
        box.hidden = not rows
        document.getElementById("in-progress-list").innerHTML = "".join(rows)

    # -- set-up ------------------------------------------------------------------------
    def build_seat_form(self) -> None:
        saved = clean_seats(store.get_json(SEATS_KEY, [])) or []
        defaults = ["human", "human", "attentive", "perfect"]
        html = []
        for i in range(4):
            s = saved[i] if i < len(saved) else {"name": "", "kind": defaults[i], "autopass": False}
            options = "".join(f'<option value="{k}"{" selected" if k == s["kind"] else ""}>{esc(level_name(k))}</option>'
                              for k in KINDS)
            html.append(
                f'<div class="seat seat-{i}" data-seat="{i}"><b>{esc(tr("seat", n=i + 1))}</b>'
                f'<input data-seat-name maxlength="{MAX_NAME}" value="{esc(s["name"])}" '
                f'placeholder="{esc(tr("default_name", n=i + 1))}" aria-label="{esc(tr("seat", n=i + 1))}">'
                f'<select data-seat-kind>{options}</select>'
                f'<label class="small"><input type="checkbox" data-seat-autopass{" checked" if s["autopass"] else ""}> '
                f'{esc(tr("autopass"))}</label></div>')
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
                          "autopass": bool(row.querySelector("[data-seat-autopass]").checked)})
        seats = clean_seats(seats, n)
        text = (js_str(document.getElementById("seed").value) or "").strip()
        if text and not (text.isdigit() and int(text) <= MAX_SEED):
            self.notice(tr("bad_seed", max=MAX_SEED))
            return
        seed = int(text) if text else int(window.Math.floor(window.Math.random() * 1_000_000_000))
        pace = int(js_str(document.getElementById("pace").value) or "500")
        store.set(SEATS_KEY, json.dumps(seats, ensure_ascii=False))
        if self.unfinished():  # set aside, not lost (the oldest beyond MAX_PREVIOUS is dropped)
            previous = self.previous()
            store.set(PREVIOUS_KEY, json.dumps((previous + [self.wrapped()])[-MAX_PREVIOUS:]))
        self.begin(Fishing.deal(n, seed), seats, pace, fresh=True)

    def begin(self, game: Fishing, seats: list, pace: int, fresh: bool) -> None:
        self.cancel_timer()
        self.game, self.seats, self.pace = game, seats, pace
        self.bots = {i: Computer(s["kind"], i, seed=game.seed or 0) for i, s in enumerate(seats) if s["kind"] != "human"}
        self.clear_selection()
        self.prev_cells = None
        document.getElementById("setup").hidden = True
        document.getElementById("table").hidden = False
        self.close_dialog()
        self.build_field()
        if fresh:
            self.notice("")
        self.after_change()

    # -- wiring ----------------------------------------------------------------------------
    def wire(self) -> None:
        on = lambda el, ev, fn: el.addEventListener(ev, create_proxy(fn))  # noqa: E731
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

    def on_resume_click(self, event) -> None:
        el = closest(event, "[data-resume]")
        if el:
            self.resume(attr(el, "data-resume"))

    def on_key(self, event) -> None:
        if event.key == "Escape" and (self.sel or self.mode):
            self.clear_selection()
            self.say(tr("cancelled"))
            self.render()

    def on_action(self, event) -> None:
        event.stopPropagation()
        what = attr(event.currentTarget, "data-action")
        if what == "start":
            self.start_from_form()
        elif what == "new":
            self.show_setup()

        elif what == "again":
            seed = int(window.Math.floor(window.Math.random() * 1_000_000_000))
            self.begin(Fishing.deal(len(self.seats), seed), self.seats, self.pace, fresh=True)
        elif what in ("pass", "fail", "stop"):
            self.human_play(what)
        elif what == "down" and self.sel:
            self.mode, self.gap = "down", None
            self.say(tr("pick_cell_down", el=self.sel))
            self.render()

    # -- taps ----------------------------------------------------------------------------------
    def human_turn(self) -> bool:
        g = self.game
        if g is None or g.is_over():
            return False
        seat = self.seats[g.current_player()]
        if seat["kind"] != "human":
            self.say(tr("wait_computer", name=seat["name"]))
            return False
        return True

    def on_hand_click(self, event) -> None:
        card = closest(event, "[data-hand-card]")
        if not card or not self.human_turn():
            return
        player, el = int(attr(card, "data-hand-player")), attr(card, "data-hand-card")
        current = self.game.current_player()
        if player != current:
            self.say(tr("not_your_card", name=self.seats[player]["name"]) + " " +
                     tr("not_yours", name=self.seats[current]["name"]))
            return
        if self.sel == el:
            self.clear_selection()
            self.say(tr("cancelled"))
        else:
            self.clear_selection()
            self.sel = el
            self.say(tr("pick_block" if self.game.phase == "window" else "pick_card", el=el))
        self.render()

    def on_line_click(self, event) -> None:
        if not self.human_turn():
            return
        gap, entry = closest(event, "[data-gap]"), closest(event, "[data-entry]")
        if gap and self.sel:
            self.mode, self.gap = "play", int(attr(gap, "data-gap"))
            self.say(tr("pick_cell_play", el=self.sel))
            self.render()
        elif entry and self.sel:
            self.human_play(f"block {self.sel} {attr(entry, 'data-cell')}")

    def on_field_click(self, event) -> None:
        cell = closest(event, "[data-cell]")
        if not cell or not self.human_turn():
            return
        name = attr(cell, "data-cell")
        if self.mode == "play":
            self.human_play(f"play {self.sel} {self.gap} {name}")
        elif self.mode == "down":
            self.human_play(f"down {self.sel} {name}")
        elif self.sel and attr(cell, "data-entry") not in (None, "-1"):
            self.human_play(f"block {self.sel} {name}")
        elif self.sel:
            self.say(tr("pick_card", el=self.sel))
        else:
            self.human_play(f"flip {name}")

    def human_play(self, text: str) -> None:
        if not self.human_turn():
            return
        error = self.game.try_play(text)
        if error is not None:
            self.say(err_text(error), "error")  # the engine's own words; nothing changed
            return
        self.clear_selection()
        self.say("")
        self.after_change()

    # -- the flow of play ----------------------------------------------------------------------------
    def after_change(self) -> None:
        self.save()
        self.render()
        self.schedule()

    def schedule(self) -> None:
        """Computers move after a pause; a human who never blocks passes at once."""
        self.cancel_timer()
        g = self.game
        if g is None or g.is_over():
            return
        seat = self.seats[g.current_player()]
        if seat["kind"] != "human":
            self.timer = window.setTimeout(self.step_proxy, self.pace)
        elif g.phase == "window" and seat["autopass"]:
            self.timer = window.setTimeout(self.step_proxy, 0)

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
            if g.phase == "window" and self.seats[p]["autopass"]:
                g.play("pass")
                self.after_change()
            return
        g.play(self.bots[p].choose(g))
        self.after_change()

    # -- rendering ----------------------------------------------------------------------------------
    def clear_selection(self) -> None:
        self.sel = self.mode = self.gap = None

    def say(self, text: str, kind: str = "") -> None:
        el = document.getElementById("message")
        el.textContent = text
        el.dataset.kind = kind

    def notice(self, text: str) -> None:
        el = document.getElementById("notice")
        el.textContent = text
        el.hidden = not text

    def build_field(self) -> None:
        g = self.game
        self.field.style.setProperty("--cols", str(g.cols))
        self.field.innerHTML = "".join(
            f'<button type="button" class="cell" data-cell="{name}" data-state="" data-down="0" '
            f'data-entry="-1" role="gridcell"></button>' for name in g.cell_names())
        self.cells = {el.dataset.cell: el for el in self.field.querySelectorAll("[data-cell]")}

    def name(self, p: int) -> str:
        return self.seats[p]["name"]

    def render(self) -> None:
        g = self.game
        if g is None:
            return
        view = g.view(g.current_player())
        human = not g.is_over() and self.seats[view["current"]]["kind"] == "human"
        self.legal = {str(a) for a in g.legal_actions()} if human else set()
        root = document.querySelector("[data-game-status]")
        root.dataset.gameStatus = "over" if g.is_over() else "playing"
        self.render_turn(view, human)
        self.render_scores(view)
        self.render_line(view, human)
        self.render_field(view, human)
        self.render_hands(view, human)
        self.render_controls(view, human)
        self.render_log()
        if g.is_over():
            self.show_result(view)

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
        gaps_ok = set()
        if human and self.sel and view["phase"] == "flip":
            prefix = f"play {self.sel} "
            gaps_ok = {int(a.split()[2]) for a in self.legal if a.startswith(prefix)}
        block_ok = {a.split()[2] for a in self.legal if self.sel and a.startswith(f"block {self.sel} ")}
        html = []
        for k in range(len(line) + 1):
            if line:
                html.append(f'<button type="button" class="gap" data-gap="{k}" aria-label="gap {k}"'
                            f'{"" if k in gaps_ok else " hidden"}{" data-chosen" if self.gap == k else ""}>＋</button>')
            if k < len(line):
                e = line[k]
                blocked = f'<small>{tr("blocked")}</small>' if e["blocked"] else ""
                html.append(f'<button type="button" class="entry e{"木火土金水".index(e["element"])}'
                            f'{" target" if e["cell"] in block_ok else ""}" data-entry="{k}" data-cell="{e["cell"]}" '
                            f'data-blocked="{str(e["blocked"]).lower()}" data-covers="{e["covers"]}">'
                            f'{e["element"]}{blocked}</button>')
        document.getElementById("line").innerHTML = "".join(html)

    def render_field(self, view, human) -> None:
        targets: set[str] = set()
        if human and self.mode == "play":
            prefix = f"play {self.sel} {self.gap} "
            targets = {a[len(prefix):] for a in self.legal if a.startswith(prefix)}
        elif human and self.mode == "down":
            prefix = f"down {self.sel} "
            targets = {a[len(prefix):] for a in self.legal if a.startswith(prefix)}
        elif human and self.sel:
            targets = {a.split()[2] for a in self.legal if a.startswith(f"block {self.sel} ")}
        flips = {a[5:] for a in self.legal if a.startswith("flip ")} if human and not self.sel else set()
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
            old = prev.get(c["name"])
            if old is not None and c["up"] and len(c["up"]) > len(old["up"]) and old["up"] == c["up"][:len(old["up"])]:
                classes.append("flip-in")
            elif old is not None and old["up"] and not c["up"] and c["down"] > old["down"]:
                classes.append("turn-back")
            el.className = " ".join(classes)
            if c["up"]:
                ups = "".join(f'<i class="card e{"木火土金水".index(x)}">{x}</i>' for x in c["up"])
                body = f'<span class="ups">{ups}</span>'
            else:
                body = ""
            badge = f'<span class="count">{c["down"]}</span>' if c["down"] > 1 else ""
            el.innerHTML = body + badge
            desc = (f'{c["name"]}: ' + (f'{c["up"]}' if c["up"] else "") +
                    (f' +{c["down"]} face down' if c["down"] else "") if lang() == "en" else
                    f'{c["name"]}：' + (c["up"] or "") + (f' 蓋牌 {c["down"]} 張' if c["down"] else ""))
            el.setAttribute("aria-label", desc if (c["up"] or c["down"]) else f'{c["name"]}: ' + ("empty" if lang() == "en" else "空格"))
        self.prev_cells = view["cells"]

    def render_hands(self, view, human) -> None:
        html = []
        cur = view["current"]
        usable_els = {a.split()[1] for a in self.legal if a.startswith(("play ", "down ", "block "))}
        for p in range(view["players"]):
            hand = view["hands"][p]
            mine = human and p == cur
            cards = []
            for e in sorted(set(hand), key="木火土金水".index):
                usable = mine and e in usable_els
                cards.append(f'<button type="button" class="hcard e{"木火土金水".index(e)}" data-hand-player="{p}" '
                             f'data-hand-card="{e}" aria-pressed="{"true" if mine and self.sel == e else "false"}"'
                             f'{"" if mine else " disabled"}{" data-usable" if usable else ""}>{e}</button>')
            kind = self.seats[p]["kind"]
            who = esc(self.name(p)) + ("" if kind == "human" else f' <small>({esc(level_name(kind))})</small>')
            html.append(f'<div class="hand seat-{p}" data-hand-player="{p}"{" data-current" if p == cur else ""}>'
                        f'<span class="pname">{who}</span><span class="cards">{"".join(cards) or "—"}</span></div>')
        document.getElementById("hands").innerHTML = "".join(html)

    def render_controls(self, view, human) -> None:
        show = {
            "down": human and bool(self.sel) and view["phase"] == "flip" and
            any(a.startswith(f"down {self.sel} ") for a in self.legal),
            "pass": human and "pass" in self.legal,
            "fail": human and "fail" in self.legal,
            "stop": human and "stop" in self.legal,
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
    page = FishingPage()
    params = window.URLSearchParams.new(window.location.search)
    seed_param = js_str(params.get("seed"))
    if seed_param is not None:
        if seed_param.isdigit() and int(seed_param) <= MAX_SEED:
            document.getElementById("seed").value = seed_param
        else:
            page.notice(tr("bad_url", why=f"seed {seed_param[:30]!r}"))
    if not page.load():
        page.show_setup()
except Exception as err:  # never a dead page: the loader says what went wrong
    window.wuxingFail(f"{type(err).__name__}: {err}")
    raise

window.wuxingReady()
