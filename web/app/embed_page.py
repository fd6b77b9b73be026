"""Embedded rules demos (issue #6): the static drawing from js/embed-static.js
becomes interactive here. Every rule, verdict and error text comes from
``wuxing_core``; this file renders and forwards taps.

Demos: ``cycles`` (生/剋), ``tower`` (``position`` in the tower notation, items
after `` | ``), ``fishing`` (``cards`` face down in a row, ``hand``).
"""
from pyodide.ffi import create_proxy
from pyscript import document, window

from page_common import attr, closest, js_str, lang
from wuxing_core.elements import CHARS, ENGLISH, Element, generates, overcomes
from wuxing_core.errors import WuxingError
from wuxing_core.fishing import Fishing
from wuxing_core.fishing_line import NAMES, POINTS
from wuxing_core.tower import Tower
from wuxing_core.tower_actions import ITEM_NAMES, Discard, Move, Split, Stack, Swap, Transform

PARAMS = window.URLSearchParams.new(window.location.search)
CHOICE_TOKENS = ("o:", "n:", "e:")   # on/under, how many cards, which element: shown as buttons


def param(name: str, default: str) -> str:
    value = js_str(PARAMS.get(name))
    return default if value is None else value


def T(zh: str, en: str) -> str:
    return en if lang() == "en" else zh


def esc(text) -> str:
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def name_of(e: int) -> str:
    return CHARS[e] if lang() == "zh" else f"{CHARS[e]} {ENGLISH[e]}"


def on(el, event: str, fn) -> None:
    el.addEventListener(event, create_proxy(fn))


def say(text: str, kind: str = "") -> None:
    el = document.getElementById("message") or document.getElementById("explain-line")
    el.textContent = text
    el.dataset.kind = kind


# -- 生/剋 cycles ------------------------------------------------------------------------
class CyclesDemo:
    def __init__(self) -> None:
        svg = document.querySelector("svg.cycles")
        on(svg, "click", self.on_tap)
        on(svg, "keydown", self.on_key)

    def on_key(self, event) -> None:
        if event.key in ("Enter", " "):
            event.preventDefault()
            self.on_tap(event)

    def on_tap(self, event) -> None:
        node = closest(event, "[data-element]")
        if not node:
            return
        x = CHARS.index(attr(node, "data-element"))
        gen = [y for y in range(5) if generates(x, y)][0]
        over = [y for y in range(5) if overcomes(x, y)][0]
        by_gen = [y for y in range(5) if generates(y, x)][0]
        by_over = [y for y in range(5) if overcomes(y, x)][0]
        for el in document.querySelectorAll("svg.cycles [data-element]"):
            el.classList.toggle("chosen", attr(el, "data-element") == CHARS[x])
        for el in document.querySelectorAll("svg.cycles .arrow"):
            f, t = attr(el, "data-from"), attr(el, "data-to")
            el.classList.toggle("lit", CHARS[x] in (f, t))
        c = CHARS
        say(T(f"{c[x]}生{c[gen]}，{c[x]}剋{c[over]}；{c[by_gen]}生{c[x]}，{c[by_over]}剋{c[x]}。",
              f"{name_of(x)} generates {name_of(gen)} and overcomes {name_of(over)}; "
              f"{name_of(by_gen)} generates it, {name_of(by_over)} overcomes it."))
        document.getElementById("explain-line").dataset.element = c[x]


# -- 靈獸塔 stacking ----------------------------------------------------------------------
class TowerDemo:
    """Taps narrow down the legal actions: each action is a short sequence of
    taps (cells, then a choice when needed); one complete match is played
    (ruling E2)."""

    def __init__(self, text: str) -> None:
        self.text = text if " | " in text else text + " | -"
        self.game = Tower.from_text(self.text)   # the engine judges the position
        self.prefix: list[str] = []
        on(document.getElementById("board"), "click", self.on_cell)
        for el in document.querySelectorAll("#items [data-item]"):
            on(el, "click", self.on_item)
        on(document.getElementById("choices"), "click", self.on_choice)
        on(document.querySelector('[data-action="reset"]'), "click", self.reset)
        self.render()
        say(T("點一疊牌，再點相鄰的牌疊上去。", "Tap a pile, then a neighbouring pile to stack it."))

    @staticmethod
    def name(cell) -> str:
        return f"{chr(97 + cell[0])}{cell[1] + 1}"

    def sequences(self) -> list[tuple[list[str], object]]:
        out = []
        stacks: dict[tuple, list] = {}
        for a in self.game.legal_actions():
            if isinstance(a, Stack):
                stacks.setdefault((a.src, a.dst), []).append(a)
            elif isinstance(a, Move):
                out.append((["i:木", "c:" + self.name(a.src), "c:" + self.name(a.dst)], a))
            elif isinstance(a, Split):
                out.append((["i:火", "c:" + self.name(a.src), f"n:{a.count}", "c:" + self.name(a.dst)], a))
            elif isinstance(a, Transform):
                out.append((["i:土", "c:" + self.name(a.src), f"e:{a.element}"], a))
            elif isinstance(a, Discard):
                out.append((["i:金", "c:" + self.name(a.src)], a))
            elif isinstance(a, Swap):
                out.append((["i:水", "c:" + self.name(a.a), "c:" + self.name(a.b)], a))
                out.append((["i:水", "c:" + self.name(a.b), "c:" + self.name(a.a)], a))
        for (src, dst), acts in stacks.items():
            base = ["c:" + self.name(src), "c:" + self.name(dst)]
            if len(acts) == 1:
                out.append((base, acts[0]))
            else:
                out += [(base + ["o:under" if a.under else "o:on"], a) for a in acts]
        return out

    def tap(self, token: str) -> None:
        seqs = self.sequences()
        prefix = self.prefix + [token]
        matches = [(s, a) for s, a in seqs if s[:len(prefix)] == prefix]
        if not matches and token.startswith("c:") and len(self.prefix) == 1 and self.prefix[0].startswith("c:"):
            # src then a cell that cannot take it: the engine says why, then that cell is the new choice
            err = self.game.try_play(f"{self.prefix[0][2:]}>{token[2:]}")
            if err is not None:
                say(err.text(lang()), "error")
            prefix = [token]
            matches = [(s, a) for s, a in seqs if s[:1] == prefix]
            if not matches:
                self.prefix = []
                self.render()
                return
            self.prefix = prefix
            self.render()
            return
        if not matches:
            restart = [(s, a) for s, a in seqs if s[:1] == [token]]
            self.prefix = [token] if restart else []
            if not restart:
                say(T("這疊牌現在沒有可以疊的鄰居。", "That pile has no neighbour it can stack with now.")
                    if token.startswith("c:") else T("現在不能這樣做。", "Not possible now."), "error")
            self.render()
            return
        done = [a for s, a in matches if len(s) == len(prefix)]
        if done and len(matches) == 1:
            self.game.play(done[0])
            self.prefix = []
            self.after_play()
            return
        self.prefix = prefix
        say(T("選擇：", "Choose:") if any(s[len(prefix)].startswith(CHOICE_TOKENS) for s, _ in matches if len(s) > len(prefix))
            else T("點亮起的格子。", "Tap a lit cell."))
        self.render()

    def after_play(self) -> None:
        g = self.game
        if g.is_won():
            say(T("完成！疊成一座靈獸塔。", "Solved! One tower."), "good")
        elif g.is_stuck():
            say(T("沒有可疊的牌，也沒有道具了。按「重來」再試。", "No stack is possible and no item is left. Reset to try again."), "error")
        else:
            say(T("很好，繼續。", "Good: keep going."))
        self.render()

    def on_cell(self, event) -> None:
        cell = closest(event, "[data-cell]")
        if cell:
            self.tap("c:" + attr(cell, "data-cell"))

    def on_item(self, event) -> None:
        el = closest(event, "[data-item]")
        if el and not el.disabled:
            if self.prefix[:1] == ["i:" + attr(el, "data-item")]:
                self.prefix = []
                say(T("已取消。", "Cancelled."))
                self.render()
                return
            self.prefix = []
            e = Element(attr(el, "data-item"))
            zh, en, help_en = ITEM_NAMES[e]
            say(T(f"{zh}：點一疊牌。", f"{en}: {help_en}. Tap a pile."))
            self.tap("i:" + attr(el, "data-item"))

    def on_choice(self, event) -> None:
        el = closest(event, "[data-choice]")
        if el:
            self.tap(attr(el, "data-choice"))

    def reset(self, *args) -> None:
        self.game = Tower.from_text(self.text)
        self.prefix = []
        say(T("重新開始。", "Started again."))
        self.render()

    def render(self) -> None:
        piles = self.game.piles()
        seqs = self.sequences()
        n = len(self.prefix)
        nxt = {s[n] for s, _ in seqs if s[:n] == self.prefix and len(s) > n}
        for el in document.querySelectorAll("#board [data-cell]"):
            name = attr(el, "data-cell")
            pile = piles.get(name, "")
            el.dataset.pile = pile
            el.className = "cell" + ("" if pile else " empty") + \
                (" selected" if "c:" + name in self.prefix else "") + (" target" if n and "c:" + name in nxt else "")
            el.innerHTML = "".join(f'<i class="chip e{CHARS.index(c)}" style="--k:{k}">{c}</i>' for k, c in enumerate(pile))
            el.setAttribute("aria-label", f"{name}: {pile or T('空格', 'empty')}")
        hand = self.game.items
        for el in document.querySelectorAll("#items [data-item]"):
            e = attr(el, "data-item")
            el.disabled = e not in hand or self.game.is_won()
            el.setAttribute("aria-pressed", "true" if self.prefix[:1] == ["i:" + e] else "false")
        labels = {"o:on": T("放在上面", "On top"), "o:under": T("放在下面", "Underneath")}
        choices = sorted(t for t in nxt if t.startswith(CHOICE_TOKENS))
        html = []
        for t in choices:
            text = labels.get(t) or (T(f"上方 {t[2:]} 張", f"top {t[2:]}") if t[0] == "n" else t[2:])
            html.append(f'<button type="button" class="btn" data-choice="{t}">{esc(text)}</button>')
        document.getElementById("choices").innerHTML = "".join(html)
        document.querySelector('[data-action="reset"]').disabled = False
        document.documentElement.dataset.status = "won" if self.game.is_won() else "stuck" if self.game.is_stuck() else "playing"


# -- 釣鶼鰈 line --------------------------------------------------------------------------
class LineDemo:
    """A row of face-down cards and a hand: one player's flip phase (F3–F5, ruling E1)."""

    def __init__(self, cards: str, hand: str) -> None:
        self.cards, self.hand = cards, hand
        self.sel: str | None = None
        self.new_game()
        on(document.getElementById("field"), "click", self.on_cell)
        on(document.getElementById("hand"), "click", self.on_hand)
        on(document.getElementById("line"), "click", self.on_line)
        on(document.querySelector('[data-action="reset"]'), "click", lambda e: self.reset())
        self.render()
        say(T("點蓋著的牌翻開。", "Tap a face-down card to flip it."))

    def new_game(self) -> None:
        # One extra empty cell takes the hand card; the other player holds nothing (no block window).
        self.game = Fishing.from_deal(self.cards + ".", players=2, first=0, hands=[self.hand, ""])
        self.seen = len(self.game.events)

    def reset(self) -> None:
        self.new_game()
        self.sel = None
        say(T("重新開始。", "Started again."))
        self.render()

    def free_cell(self) -> str:
        return f"{chr(97 + len(self.cards))}1"

    def act(self, text: str) -> None:
        err = self.game.try_play(text)
        if err is not None:
            say(err.text(lang()), "error")
            self.render()
            return
        self.sel = None
        self.report_events()
        self.render()

    def report_events(self) -> None:
        new = self.game.events[self.seen:]
        self.seen = len(self.game.events)
        verdict = document.getElementById("verdict")
        for ev in new:
            if ev[0] == "score":
                zh, en = NAMES[ev[2]]
                say(T(f"{zh}！{ev[3]} 得 {POINTS[ev[2]]} 分。", f"A {en}! {ev[3]} scores {POINTS[ev[2]]}."), "good")
                verdict.dataset.scored = ev[2]
                return
            if ev[0] == "fail":
                say(T("牌列斷了，無法補救：翻開的牌全部蓋回。按「重來」再試。",
                      "The line is broken and cannot be rescued: every card turns face down. Reset to try again."), "error")
                verdict.dataset.scored = "failed"
                return
        kind = self.game.line_kind()
        verdict.dataset.scored = ""
        if kind == "broken":
            say(T("斷了！用手牌補救：點一張手牌，再點牌列中的空隙。", "Broken! Rescue it: tap a hand card, then a gap in the line."), "error")
        elif kind == "open":
            say(T("可續翻：再翻一張。", "Open: flip another."))

    def on_cell(self, event) -> None:
        cell = closest(event, "[data-cell]")
        if cell and self.playing():
            self.act(f"flip {attr(cell, 'data-cell')}")

    def on_hand(self, event) -> None:
        card = closest(event, "[data-hand-card]")
        if card and self.playing():
            e = attr(card, "data-hand-card")
            self.sel = None if self.sel == e else e
            if self.sel:
                say(T(f"{e}：點牌列中的空隙打進去。", f"{e}: tap a gap in the line to play it."))
            self.render()

    def on_line(self, event) -> None:
        gap = closest(event, "[data-gap]")
        if gap and self.sel and self.playing():
            self.act(f"play {self.sel} {attr(gap, 'data-gap')} {self.free_cell()}")

    def playing(self) -> bool:
        return not self.game.is_over() and self.game.active_player == 0 and self.game.current_player() == 0

    def render(self) -> None:
        g = self.game
        view = g.view(0)
        playing = self.playing()
        for el in document.querySelectorAll("#field [data-cell]"):
            c = view["cells"]["abcdefghij".index(attr(el, "data-cell")[0])]
            state = "up" if c["up"] else "down" if c["down"] else "empty"
            el.dataset.state = state
            el.className = f"cell {state}" + (" entry" if c["entry"] >= 0 else "")
            el.innerHTML = "".join(f'<i class="chip e{CHARS.index(x)}">{x}</i>' for x in c["up"])
            el.disabled = not (playing and state == "down")
        legal = {str(a) for a in g.legal_actions()} if playing else set()
        gaps = {int(a.split()[2]) for a in legal if self.sel and a.startswith(f"play {self.sel} ")}
        line, html = view["line"], []
        for k in range(len(line) + 1):
            if line:
                html.append(f'<button type="button" class="gap" data-gap="{k}"{"" if k in gaps else " hidden"}>＋</button>')
            if k < len(line):
                e = line[k]
                html.append(f'<span class="entry chip e{CHARS.index(e["element"])}" data-entry="{k}" '
                            f'data-blocked="{str(e["blocked"]).lower()}">{e["element"]}</span>')
        document.getElementById("line").innerHTML = "".join(html)
        verdict = document.getElementById("verdict")
        kind = g.line_kind()
        verdict.dataset.kind = kind
        verdict.textContent = "" if kind == "empty" else NAMES[kind][0 if lang() == "zh" else 1]
        for el in document.querySelectorAll("#hand [data-hand-card]"):
            e = attr(el, "data-hand-card")
            el.hidden = e not in g.hand(0)
            el.disabled = not playing or not any(a.startswith(f"play {e} ") for a in legal)
            el.setAttribute("aria-pressed", "true" if self.sel == e else "false")
        document.querySelector('[data-action="reset"]').disabled = False


def main() -> None:
    demo = js_str(document.documentElement.dataset.embed)
    try:
        if demo == "cycles":
            CyclesDemo()
        elif demo == "tower":
            TowerDemo(param("position", "木 火 土/金 水 ."))
        elif demo == "fishing":
            LineDemo(param("cards", "水木土金"), param("hand", "火木"))
        else:
            return
    except WuxingError as err:  # a position the rules refuse: explained in the frame (ruling E3)
        window.wuxingExplain(err.text(lang()))
        window.wuxingReady()
        return
    document.documentElement.dataset.interactive = "true"
    window.wuxingReady()


try:
    main()
except Exception as err:  # never a dead frame: the loader says what went wrong
    window.wuxingFail(f"{type(err).__name__}: {err}")
    raise
