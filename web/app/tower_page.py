"""靈獸塔 page: renders the tower engine's state and forwards taps to it.

Holds no rule: legality, error texts and solutions all come from
``wuxing_core``. What lives here is presentation and the tap/drag/keyboard
flows. The stable DOM contract is documented in the README.
"""
import json

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from page_common import attr, closest, js_str, lang, store
from wuxing_core.coords import cell_name, parse_cell
from wuxing_core.elements import CHARS, Element
from wuxing_core.errors import InvalidPositionError, InvalidSaveError, WuxingError
from wuxing_core.layouts import LAYOUT_NAMES, LAYOUTS, get_layout
from wuxing_core.playing_cards import SUIT
from wuxing_core.rng import MAX_SEED
from wuxing_core.tower import Tower
from wuxing_core.tower_actions import (ITEM_HELP_ZH, ITEM_NAMES, Discard, Move, Split, Stack, Swap,
                                       Transform)

SAVE_PREFIX = "wuxing.tower.game:"   # one entry per deal: never overwrite another game
SAVE_INDEX = "wuxing.tower.index"    # deal keys, most recent last
STATS_KEY = "wuxing.tower.stats"
THEME_KEY = "wuxing.tower.theme"
WRAP_VERSION = 1
MAX_SAVES = 20
HINT_NODE_LIMIT = 150_000

TEXT = {
    "select": ("點選一疊牌，再點相鄰的牌堆疊上去。", "Tap a pile, then a neighbouring pile to stack onto."),
    "targets": ("{cell} 可以疊到亮起的牌堆；點別處取消。", "{cell} can go onto the lit piles; tap elsewhere to cancel."),
    "no_targets": ("{cell} 現在沒有可以疊的鄰居。", "{cell} has no neighbour it can stack with now."),
    "choose_on_under": ("{src} 可以疊在 {dst} 上面或下面：", "{src} can go on top of or under {dst}:"),
    "on": ("放在上面", "On top"), "under": ("放在下面", "Underneath"),
    "pick_pile": ("{item}：點選一疊牌。", "{item}: tap a pile."),
    "pick_empty": ("{item}：點選 {cell} 旁邊的空格。", "{item}: tap an empty cell next to {cell}."),
    "pick_split": ("{item}：選擇分出幾張，再點 {cell} 旁邊的空格。",
                   "{item}: choose how many cards, then tap an empty cell next to {cell}."),
    "pick_element": ("{item}：{cell} 最上方要變成：", "{item}: turn the top of {cell} into:"),
    "pick_swap": ("{item}：點選要和 {cell} 交換的牌堆。", "{item}: tap the pile to swap with {cell}."),
    "split_n": ("上方 {n} 張", "top {n}"),
    "empty": ("這是空格。", "That cell is empty."),
    "cancelled": ("已取消。", "Cancelled."),
    "won": ("完成！疊成一座靈獸塔。", "Solved! One tower."),
    "stuck": ("沒有可疊的牌，也沒有道具了。", "No stack is possible and no item is left."),
    "result": ("時間 {time}，{moves} 步，道具 {items} 張，復原 {undos} 次。",
               "Time {time}, {moves} moves, {items} items, {undos} undos."),
    "thinking": ("思考中…（可以繼續玩）", "Thinking… (you can keep playing)"),
    "hint_none": ("用手上的道具也無法完成這一局了。", "No winning line exists from here, even with the items left."),
    "hint_undecided": ("來不及算完，找不到提示。", "Could not decide in time: no hint."),
    "hint_failed": ("提示無法使用：{why}", "Hint unavailable: {why}"),
    "hint": ("提示：{what}", "Hint: {what}"),
    "stack_on": ("把 {src} 疊到 {dst} 上面", "put {src} on top of {dst}"),
    "stack_under": ("把 {src} 疊到 {dst} 下面", "put {src} under {dst}"),
    "use_item": ("使用{name}：{action}", "use {name}: {action}"),
    "bad_save": ("存檔無法讀取（{why}），已開始新牌局。", "The saved game could not be read ({why}); a fresh deal was started."),
    "bad_url": ("網址參數有誤（{why}），已改用 {layout} 新牌局。", "Bad link ({why}); started a fresh {layout} deal instead."),
    "copied": ("已複製連結：", "Link copied:"),
    "share": ("這一局的連結：", "Link to this deal:"),
    "stats": ("{layout}：完成 {won}/{played} 局，最快 {best}，最少道具 {fewest}。",
              "{layout}: won {won} of {played}, best time {best}, fewest items {fewest}."),
    "stars": ("設計者評等", "designer's rating"),
    "measured": ("不用道具 {pct}%", "{pct}% with no item"),
}


def tr(key: str, **kw) -> str:
    zh, en = TEXT[key]
    return (en if lang() == "en" else zh).format(**kw)


def err_text(err: WuxingError) -> str:
    return err.text("en" if lang() == "en" else "zh")


def fmt_time(ms: int) -> str:
    s = int(ms) // 1000
    return f"{s // 60}:{s % 60:02d}"


def item_name(element: str) -> str:
    zh, en, _ = ITEM_NAMES[Element(element)]
    return en if lang() == "en" else zh




class TowerPage:
    def __init__(self) -> None:
        self.board = document.getElementById("board")
        self.cells: dict[str, object] = {}
        self.rendered: dict[str, tuple] = {}
        self.sel = None          # selected source pile (stacking)
        self.flow = None         # item flow: {"item", "src", "count", "dst"}
        self.choice = None       # (src, dst) waiting for on/under
        self.hint_cells: set[str] = set()
        self.hint_request = 0
        self.worker = None
        self.drag = None
        self.suppress_click = False
        self.resumed_at = window.performance.now()
        self.counted = False
        self.cards_theme = store.get(THEME_KEY) == "cards"
        self.game = self.open_game()
        self.build_board()
        self.build_items()
        self.wire()
        self.render()

    # -- which game ---------------------------------------------------------------
    def open_game(self) -> Tower:
        params = window.URLSearchParams.new(window.location.search)
        layout, seed = js_str(params.get("layout")), js_str(params.get("seed"))
        if layout is None and seed is None:
            index = store.get_json(SAVE_INDEX, [])
            if index:
                game = self.load_saved(index[-1])
                if game:
                    return game
            return self.fresh("basic", None)
        problems = []
        if layout is None:
            layout = "basic"
        try:
            get_layout(layout)
        except InvalidPositionError as err:
            problems.append(err_text(err))
            layout = "basic"
        parsed = None
        if seed is not None:
            if seed.isdigit() and int(seed) <= MAX_SEED:
                parsed = int(seed)
            else:
                problems.append(f"seed {seed[:30]!r}")
        if problems:
            self.notice(tr("bad_url", why="; ".join(problems), layout=layout))
        if parsed is not None:
            game = self.load_saved(f"{layout}:{parsed}")
            if game:
                return game
        return self.fresh(layout, parsed)

    def fresh(self, layout: str, seed) -> Tower:
        if seed is None:
            seed = int(window.Math.floor(window.Math.random() * 1_000_000_000))
        return Tower.deal(layout, seed)

    def load_saved(self, key: str):
        raw = store.get(SAVE_PREFIX + key)
        if raw is None:
            return None
        try:
            wrap = json.loads(raw)
            if not isinstance(wrap, dict) or wrap.get("v") != WRAP_VERSION or not isinstance(wrap.get("game"), str):
                raise InvalidSaveError("not a saved game of this version", "不是這個版本的存檔")
            game = Tower.from_json(wrap["game"])
            if f"{game.layout}:{game.seed}" != key:
                raise InvalidSaveError("the save belongs to another deal", "存檔屬於另一局")
        except (ValueError, InvalidSaveError) as err:
            why = err_text(err) if isinstance(err, WuxingError) else "JSON"
            store.remove(SAVE_PREFIX + key)
            self.notice(tr("bad_save", why=why))
            return None
        self.counted = bool(wrap.get("counted"))
        return game

    @property
    def key(self) -> str:
        return f"{self.game.layout}:{self.game.seed}"

    def save(self) -> None:
        self.game.elapsed_ms = self.elapsed()
        self.resumed_at = window.performance.now()
        store.set(SAVE_PREFIX + self.key, json.dumps({"v": WRAP_VERSION, "game": self.game.to_json(),
                                                       "counted": self.counted}))
        index = [k for k in store.get_json(SAVE_INDEX, []) if isinstance(k, str) and k != self.key]
        index.append(self.key)
        for old in index[:-MAX_SAVES]:
            store.remove(SAVE_PREFIX + old)
        store.set(SAVE_INDEX, json.dumps(index[-MAX_SAVES:]))

    def set_url(self) -> None:
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
        self.clear_modes()
        self.build_board()
        self.set_url()
        self.save()
        self.say(tr("select"))
        self.render()

    # -- building the DOM ------------------------------------------------------------
    def build_board(self) -> None:
        g = self.game
        self.board.style.setProperty("--cols", str(g.width))
        layout_cells = {(c, r) for c, r in get_layout(g.layout).cells()} if g.layout else None
        html = []
        for r in range(g.height):
            for c in range(g.width):
                name = cell_name(c, r)
                outside = " outside" if layout_cells is not None and (c, r) not in layout_cells else ""
                html.append(f'<button type="button" class="cell{outside}" data-cell="{name}" data-pile="" '
                            f'role="gridcell" tabindex="-1"></button>')
        self.board.innerHTML = "".join(html)
        self.cells = {el.dataset.cell: el for el in self.board.querySelectorAll("[data-cell]")}
        first = self.board.querySelector("[data-cell]")
        first.tabIndex = 0
        self.rendered = {}
        document.getElementById("layout-name").textContent = self.layout_label(g.layout) if g.layout else "—"
        document.getElementById("layout-stars").textContent = "★" * LAYOUTS[g.layout].stars if g.layout else ""

    def build_items(self) -> None:
        html = []
        for e in CHARS:
            zh, en, help_en = ITEM_NAMES[Element(e)]
            name, help_text = (en, help_en) if lang() == "en" else (zh, ITEM_HELP_ZH[Element(e)])
            html.append(f'<button type="button" class="item" data-item="{e}" aria-pressed="false">'
                        f'<span class="chip e{CHARS.index(e)}"><i class="glyph"></i>{self.label(e)}</span>'
                        f'<span class="name">{name}</span><span class="help">{help_text}</span></button>')
        document.getElementById("items").innerHTML = "".join(html)

    def layout_label(self, name: str) -> str:
        layout = LAYOUTS[name]
        return layout.english if lang() == "en" else layout.zh

    def label(self, element: str) -> str:
        return SUIT[element] if self.cards_theme else element

    # -- events -------------------------------------------------------------------------
    def wire(self) -> None:
        on = lambda el, ev, fn: el.addEventListener(ev, create_proxy(fn))  # noqa: E731
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
        on(window, "pagehide", lambda e: self.save())
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
            self.tap(attr(cell, "data-cell"))

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

    def on_key(self, event) -> None:
        if event.key == "Escape" and (self.sel or self.flow or self.choice):
            self.clear_modes()
            self.say(tr("cancelled"))
            self.render()

    def on_document_click(self, event) -> None:
        # Tapping anywhere but the board, the choices, the items or a button cancels a flow.
        if closest(event, ".cell, .choice, .item, .btn, dialog, a"):
            return
        if self.sel or self.flow or self.choice:
            self.clear_modes()
            self.say(tr("cancelled"))
            self.render()

    def on_pointer_down(self, event) -> None:
        cell = closest(event, "[data-cell]")
        if cell and attr(cell, "data-pile") and not self.flow and event.button == 0:
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
        d["el"].classList.remove("dragging")
        card = d["el"].querySelector(".card")
        if card:
            card.style.transform = ""
        if not d["moved"]:
            return
        self.suppress_click = True
        window.setTimeout(create_proxy(self._unsuppress), 0)
        target = under.closest("[data-cell]") if under else None
        name = attr(target, "data-cell") if target else None
        if name and name != d["src"]:
            self.clear_modes()
            self.tap(d["src"])
            self.tap(name)

    def _unsuppress(self, *args) -> None:
        self.suppress_click = False

    def on_pointer_cancel(self, event) -> None:
        if self.drag:
            self.drag["el"].classList.remove("dragging")
            card = self.drag["el"].querySelector(".card")
            if card:
                card.style.transform = ""
        self.drag = None

    def on_action(self, event) -> None:
        action = attr(event.currentTarget, "data-action")
        if action == "undo" and self.game.can_undo():
            self.clear_modes()
            self.game.undo()
            self.after_change(tr("select"))
        elif action == "redo" and self.game.can_redo():
            self.clear_modes()
            self.game.redo()
            self.after_change(tr("select"))
        elif action == "hint":
            self.request_hint()
        elif action == "restart":
            self.close_dialogs()
            self.start(Tower.deal(self.game.layout or "basic", self.game.seed or 0))
        elif action == "new":
            self.close_dialogs()
            self.start(self.fresh(self.game.layout or "basic", None))
        elif action == "share":
            self.share()
        elif action == "theme":
            self.cards_theme = not self.cards_theme
            store.set(THEME_KEY, "cards" if self.cards_theme else "elements")
            self.rendered = {}
            self.build_items()
            self.render()

    # -- taps -----------------------------------------------------------------------------
    def piles(self) -> dict[str, str]:
        return self.game.piles()

    def tap(self, name: str) -> None:
        if self.game.is_over():
            return
        self.hint_cells = set()
        if self.choice:
            self.choice = None
            self.sel = None
            self.say(tr("cancelled"))
            self.render()
            return
        if self.flow:
            self.flow_tap(name)
            self.render()
            return
        piles = self.piles()
        cell = parse_cell(name)
        if self.sel is None:
            if name in piles:
                self.select(cell)
            else:
                self.say(tr("empty"), "error")
        elif cell == self.sel:
            self.sel = None
            self.say(tr("select"))
        elif name in piles and self.adjacent(self.sel, cell):
            self.attempt_stack(self.sel, cell)
        elif name in piles:
            self.select(cell)
        else:
            self.sel = None
            self.say(tr("select"))
        self.render()

    def adjacent(self, a, b) -> bool:
        return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1

    def select(self, cell) -> None:
        self.sel = cell
        if self.stack_targets(cell):
            self.say(tr("targets", cell=cell_name(*cell)))
        else:
            self.say(tr("no_targets", cell=cell_name(*cell)))

    def stack_targets(self, cell) -> set[str]:
        return {cell_name(*a.dst) for a in self.game.legal_stacks() if a.src == cell}

    def attempt_stack(self, src, dst) -> None:
        legal = [a for a in self.game.legal_stacks() if a.src == src and a.dst == dst]
        if len(legal) == 2:
            self.choice = (src, dst)
            self.say(tr("choose_on_under", src=cell_name(*src), dst=cell_name(*dst)))
            self.show_choices([("choice", "on", tr("on")), ("choice", "under", tr("under"))])
            return
        self.play(legal[0] if legal else Stack(src, dst, False))

    def play(self, action) -> bool:
        err = self.game.try_play(action)
        if err is not None:
            self.say(err_text(err), "error")  # the engine's own words; the state is unchanged
            return False
        self.clear_modes()
        self.after_change(tr("select"))
        return True

    def after_change(self, message: str) -> None:
        if not self.counted and self.game.moves > 0 and self.game.is_over():
            self.record_result()
        self.save()
        self.say(message)
        self.render()
        if self.game.is_over():
            self.show_result()

    # -- items -------------------------------------------------------------------------------
    def on_item_click(self, event) -> None:
        event.stopPropagation()
        btn = closest(event, "[data-item]")
        if not btn or btn.disabled or self.game.is_over():
            return
        item = attr(btn, "data-item")
        if self.flow and self.flow["item"] == item:
            self.clear_modes()
            self.say(tr("cancelled"))
        else:
            self.clear_modes()
            self.flow = {"item": item, "src": None, "count": None, "dst": None}
            self.say(tr("pick_pile", item=item_name(item)))
        self.render()

    def flow_tap(self, name: str) -> None:
        f = self.flow
        cell = parse_cell(name)
        item = f["item"]
        piles = self.piles()
        if f["src"] is None or (item in "土金" and name in piles):
            if name not in piles:
                self.say(tr("empty"), "error")
                return
            f["src"] = cell
            src = name
            if item == "金":
                self.play(Discard(cell))
            elif item == "土":
                top = piles[src][-1]
                self.say(tr("pick_element", item=item_name(item), cell=src))
                self.show_choices([("element", e, self.label(e)) for e in CHARS if e != top])
            elif item == "火":
                height = len(piles[src])
                if height < 2:
                    f["src"] = None
                    err = self.game.try_play(Split(cell, 1, cell))
                    self.say(err_text(err) if err else "", "error")
                    return
                self.say(tr("pick_split", item=item_name(item), cell=src))
                self.show_choices([("split", str(k), tr("split_n", n=k)) for k in range(1, height)])
            elif item == "木":
                self.say(tr("pick_empty", item=item_name(item), cell=src))
            elif item == "水":
                self.say(tr("pick_swap", item=item_name(item), cell=src))
            return
        src = f["src"]
        if item == "木":
            self.play(Move(src, cell))
        elif item == "水":
            self.play(Swap.of(src, cell))
        elif item == "火":
            f["dst"] = cell
            if f["count"] is not None:
                self.play(Split(src, f["count"], cell))
            else:
                self.say(tr("pick_split", item=item_name(item), cell=cell_name(*src)))

    def on_choice_click(self, event) -> None:
        event.stopPropagation()
        btn = closest(event, ".choice")
        if not btn:
            return
        choice, element, split = (attr(btn, f"data-{k}") for k in ("choice", "element", "split"))
        if choice and self.choice:
            src, dst = self.choice
            self.play(Stack(src, dst, choice == "under"))
        elif element and self.flow and self.flow["src"]:
            self.play(Transform(self.flow["src"], Element(element)))
        elif split and self.flow and self.flow["src"]:
            self.flow["count"] = int(split)
            for el in document.querySelectorAll("[data-split]"):
                el.setAttribute("aria-pressed", "true" if attr(el, "data-split") == split else "false")
            if self.flow["dst"] is not None:
                self.play(Split(self.flow["src"], self.flow["count"], self.flow["dst"]))
        self.render()

    def show_choices(self, options) -> None:
        box = document.getElementById("choices")
        box.innerHTML = "".join(f'<button type="button" class="choice" data-{kind}="{value}">{text}</button>'
                                for kind, value, text in options)
        box.hidden = False

    def clear_modes(self) -> None:
        self.sel = None
        self.flow = None
        self.choice = None
        box = document.getElementById("choices")
        box.hidden = True
        box.innerHTML = ""

    # -- rendering -----------------------------------------------------------------------------
    def say(self, text: str, kind: str = "") -> None:
        el = document.getElementById("message")
        el.textContent = text
        el.className = f"message {kind}"

    def notice(self, text: str) -> None:
        el = document.getElementById("notice")
        el.textContent = text
        el.hidden = False

    def highlights(self, piles: dict[str, str]) -> set[str]:
        if self.choice:
            return {cell_name(*self.choice[1])}
        if self.sel:
            return self.stack_targets(self.sel)
        f = self.flow
        if f and f["src"] is not None:
            src = f["src"]
            if f["item"] in "木火":
                return {cell_name(c, r) for c, r in ((src[0] + dx, src[1] + dy) for dx, dy in
                                                     ((1, 0), (-1, 0), (0, 1), (0, -1)))
                        if 0 <= c < self.game.width and 0 <= r < self.game.height and cell_name(c, r) not in piles}
            if f["item"] == "水":
                return set(piles) - {cell_name(*src)}
        return set()

    def render(self) -> None:
        g = self.game
        piles, printed = g.piles(), g.printed()
        lit = self.highlights(piles)
        chosen = self.sel or (self.flow and self.flow["src"]) or (self.choice and self.choice[0])
        chosen = cell_name(*chosen) if chosen else None
        for name, el in self.cells.items():
            pile = piles.get(name, "")
            sig = (pile, printed.get(name, ""), name == chosen, name in lit, name in self.hint_cells,
                   self.cards_theme)
            if self.rendered.get(name) == sig:
                continue
            self.rendered[name] = sig
            el.dataset.pile = pile
            el.innerHTML = self.cell_html(pile, printed.get(name, "")) if pile else ""
            el.setAttribute("aria-label", f"{name}: {pile or ('empty' if lang() == 'en' else '空格')}")
            cls = el.classList
            cls.toggle("selected", name == chosen)
            cls.toggle("target", name in lit)
            cls.toggle("hint", name in self.hint_cells)
        status = "won" if g.is_won() else "stuck" if g.is_stuck() else "playing"
        document.querySelector("[data-game-status]").dataset.gameStatus = status
        for btn in document.querySelectorAll("[data-item]"):
            e = attr(btn, "data-item")
            btn.disabled = e not in g.items
            btn.setAttribute("aria-pressed", "true" if self.flow and self.flow["item"] == e else "false")
        document.getElementById("undo").disabled = not g.can_undo()
        document.getElementById("redo").disabled = not g.can_redo()
        document.getElementById("hint").disabled = g.is_over()
        document.getElementById("moves").textContent = str(g.moves)
        document.getElementById("items-used").textContent = str(len(g.items_used))
        document.getElementById("undos").textContent = str(g.undos)
        document.getElementById("theme").setAttribute("aria-pressed", "true" if self.cards_theme else "false")
        self.tick()

    def cell_html(self, pile: str, printed: str) -> str:
        top, bottom = pile[-1], pile[0]
        parts = [f'<span class="card e{CHARS.index(top)}"><i class="glyph"></i>'
                 f'<b class="{"suit" if self.cards_theme else ""}">{self.label(top)}</b></span>']
        if printed and printed[-1] != top:
            parts.append(f'<span class="printed e{CHARS.index(printed[-1])}" title="printed">'
                         f'{self.label(printed[-1])}</span>')
        if len(pile) > 1:
            parts.append(f'<span class="height">{len(pile)}</span>')
            parts.append(f'<span class="bottom e{CHARS.index(bottom)}" title="bottom">{self.label(bottom)}</span>')
        return "".join(parts)

    def tick(self, *args) -> None:
        document.getElementById("timer").textContent = fmt_time(self.elapsed())

    # -- results and stats -------------------------------------------------------------------------
    def record_result(self) -> None:
        self.counted = True
        stats = store.get_json(STATS_KEY, {})
        entry = stats.get(self.game.layout)
        if not isinstance(entry, dict):
            entry = {}
        entry["played"] = int(entry.get("played", 0) or 0) + 1
        if self.game.is_won():
            ms, items = self.elapsed(), len(self.game.items_used)
            entry["won"] = int(entry.get("won", 0) or 0) + 1
            best = entry.get("best_ms")
            entry["best_ms"] = ms if not isinstance(best, int) else min(best, ms)
            fewest = entry.get("fewest_items")
            entry["fewest_items"] = items if not isinstance(fewest, int) else min(fewest, items)
        stats[self.game.layout] = entry
        store.set(STATS_KEY, json.dumps(stats))

    def show_result(self) -> None:
        g = self.game
        document.getElementById("result-title").textContent = tr("won" if g.is_won() else "stuck")
        document.getElementById("result-text").textContent = tr(
            "result", time=fmt_time(self.elapsed()), moves=g.moves, items=len(g.items_used), undos=g.undos)
        entry = store.get_json(STATS_KEY, {}).get(g.layout) or {}
        best = entry.get("best_ms")
        document.getElementById("stats-text").textContent = tr(
            "stats", layout=self.layout_label(g.layout), won=entry.get("won", 0), played=entry.get("played", 0),
            best=fmt_time(best) if isinstance(best, int) else "—", fewest=entry.get("fewest_items", "—"))
        document.getElementById("share-url").textContent = ""
        dialog = document.getElementById("result-dialog")
        if not dialog.open:
            dialog.showModal()

    def close_dialogs(self) -> None:
        for el in document.querySelectorAll("dialog[open]"):
            el.close()

    def share(self) -> None:
        url = window.location.href.split("?")[0] + f"?layout={self.game.layout}&seed={self.game.seed}"
        el = document.getElementById("share-url")
        el.textContent = f"{tr('share')} {url}"
        try:
            window.navigator.clipboard.writeText(url).catch(lambda err: None)  # the URL is shown anyway
        except Exception:
            pass

    # -- layouts ------------------------------------------------------------------------------------
    def open_layouts(self) -> None:
        measured = getattr(self, "difficulty", {})
        html = []
        for name in LAYOUT_NAMES:
            layout = LAYOUTS[name]
            cells = "".join(f'<i class="{"on" if ch == "#" else ""}"></i>' for row in layout.rows for ch in row)
            share = measured.get(name)
            extra = f'<span class="measured">{tr("measured", pct=round(100 * share))}</span>' if share is not None else ""
            html.append(f'<button type="button" class="layout-btn" data-layout="{name}">'
                        f'<span class="shape" style="grid-template-columns:repeat({layout.width},5px)">{cells}</span>'
                        f'<span>{self.layout_label(name)}</span>'
                        f'<span class="stars" title="{tr("stars")}">{"★" * layout.stars}</span>{extra}</button>')
        document.getElementById("layout-list").innerHTML = "".join(html)
        document.getElementById("layouts-dialog").showModal()

    def on_layout_pick(self, event) -> None:
        btn = closest(event, "[data-layout]")
        if btn:
            self.close_dialogs()
            self.start(self.fresh(attr(btn, "data-layout"), None))

    def set_difficulty(self, data) -> None:
        self.difficulty = {}
        for row in data.get("layouts", []) if isinstance(data, dict) else []:
            try:
                self.difficulty[row["layout"]] = float(row["share"]["0"])
            except (KeyError, TypeError, ValueError):
                pass

    # -- hints (in a worker: the page never freezes) ----------------------------------------------------
    def request_hint(self) -> None:
        if self.game.is_over():
            return
        if self.worker is None:
            options = to_js({"type": "module"}, dict_converter=window.Object.fromEntries)
            self.worker = window.Worker.new("./js/hint-worker.mjs", options)
            self.worker.addEventListener("error", create_proxy(self.on_hint_error))
            self.worker.addEventListener("message", create_proxy(self.on_hint))
        self.hint_request += 1
        self.hint_position = self.game.to_text()
        self.say(tr("thinking"))
        self.worker.postMessage(json.dumps({"id": self.hint_request, "position": self.hint_position,
                                            "limit": HINT_NODE_LIMIT}))

    def on_hint_error(self, event) -> None:
        self.say(tr("hint_failed", why=str(getattr(event, "message", "") or "worker")[:200]), "error")

    def on_hint(self, event) -> None:
        reply = json.loads(event.data)
        if reply.get("id") != self.hint_request or self.game.to_text() != self.hint_position:
            return  # the game moved on meanwhile
        status = reply.get("status")
        if status == "ok":
            action = self.game.parse_action(reply["action"])
            self.hint_cells = {cell_name(*c) for c in self.action_cells(action)}
            self.say(tr("hint", what=self.describe(action)), "good")
        elif status == "none":
            self.say(tr("hint_none"))
        elif status == "undecided":
            self.say(tr("hint_undecided"))
        else:
            self.say(tr("hint_failed", why=str(reply.get("error", "?"))[:200]), "error")
        self.render()

    def action_cells(self, a):
        if isinstance(a, Swap):
            return [a.a, a.b]
        return [c for c in (getattr(a, "src", None), getattr(a, "dst", None)) if c]

    def describe(self, a) -> str:
        if isinstance(a, Stack):
            return tr("stack_under" if a.under else "stack_on", src=cell_name(*a.src), dst=cell_name(*a.dst))
        return tr("use_item", name=item_name(CHARS[a.item]), action=str(a))


try:
    page = TowerPage()
except Exception as err:  # never a dead page: the loader says what went wrong
    window.wuxingFail(f"{type(err).__name__}: {err}")
    raise


async def load_difficulty() -> None:
    try:
        response = await window.fetch("./data/difficulty.json")
        if response.ok:
            page.set_difficulty((await response.json()).to_py())
    except Exception:
        pass


document.querySelector("[data-game-status]").dataset.gameStatus = (
    "won" if page.game.is_won() else "stuck" if page.game.is_stuck() else "playing")
page.set_url()
page.save()
page.say(tr("select"))
window.wuxingReady()
if page.game.is_over():
    page.show_result()
await load_difficulty()
