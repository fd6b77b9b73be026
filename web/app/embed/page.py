"""Embedded rules demos (issue #6): the static drawing from js/embed-static.js
becomes interactive here. Every rule, verdict and error text comes from
``wuxing_core``; this file renders and forwards taps.

Demos: ``cycles`` (生/剋), ``tower`` (``position`` in the tower notation, items
after `` | ``), ``fishing`` (``cards`` in a row, ``hand``, ``opp``, the places
``up`` already face up: ``fishing.line_deal``), ``play``
(墨香: ``hand`` and the play to ``beat``, card numbers; ruling E6).
"""
from pyscript import document, window

from embed import play as embed_play
from fishing import taps as fishing_taps
from fishing import line_deal
from tower import taps as tower_taps
from common.card_face import card_html, edges, pile_html
from common.dom import attr, closest, esc, js_str, on, ready, url_param
from common.dom import say as say_in
from common.i18n import element_name, err_text, lang, pick
from common.taps import explain
from common.words import element_word
from wuxing_core.elements import CHARS, Element, generates, overcomes
from wuxing_core.errors import WuxingError
from wuxing_core.fishing import NAMES, POINTS, Block
from wuxing_core.fishing.events import GameEnded, LineFailed, Scored
from wuxing_core.tower import ITEM_NAMES, Tower

T = pick


def param(name: str, default: str) -> str:
    value = url_param(name)
    return default if value is None else value


def say(text: str, kind: str = "") -> None:
    say_in(text, kind, "message" if document.getElementById("message") else "explain-line")


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
        c, n = CHARS, element_name
        say(T(f"{c[x]}生{c[gen]}，{c[x]}剋{c[over]}；{c[by_gen]}生{c[x]}，{c[by_over]}剋{c[x]}。",
              f"{n(x)} generates {n(gen)} and overcomes {n(over)}; "
              f"{n(by_gen)} generates it, {n(by_over)} overcomes it."))
        document.getElementById("explain-line").dataset.element = c[x]


# -- 靈獸塔 stacking ----------------------------------------------------------------------
class TowerDemo:
    """Taps narrow down the legal actions (the shared tap model, ``tower.taps``);
    one complete match is played (ruling E2)."""

    def __init__(self, text: str) -> None:
        self.text = text if " | " in text else text + " | -"
        self.game = Tower.from_text(self.text)   # the engine judges the position
        self.taps = tower_taps.tap_input()
        on(document.getElementById("board"), "click", self.on_cell)
        for el in document.querySelectorAll("#items [data-item]"):
            on(el, "click", self.on_item)
        on(document.getElementById("choices"), "click", self.on_choice)
        on(document.querySelector('[data-action="reset"]'), "click", self.reset)
        self.render()
        say(T("點一疊牌，再點相鄰的牌疊上去。", "Tap a pile, then a neighbouring pile to stack it."))

    def tap(self, token: str) -> None:
        before = list(self.taps.prefix)
        result = self.taps.tap(self.game, token)
        if result.kind == "play":
            self.game.play(result.action)
            self.after_play()
            return
        if result.kind == "cancelled":
            say(T("已取消。", "Cancelled."))
        elif result.kind == "more":
            choosing = any(t[0] in tower_taps.CHOICE_KINDS for t in self.taps.next_tokens(self.game))
            say(T("選擇：", "Choose:") if choosing else T("點亮起的格子。", "Tap a lit cell."))
        else:
            why = explain(self.game, result.tokens, tower_taps.attempt, "tower", {"item": lambda e: pick(*ITEM_NAMES[e][:2])})
            if why is not None:
                say(why, "error")
            elif not (before and before[0].startswith("i:")):
                say(T("這疊牌現在沒有可以疊的鄰居。", "That pile has no neighbour it can stack with now.")
                    if token.startswith("c:") else T("現在不能這樣做。", "Not possible now."), "error")
            if self.taps.starts(self.game, token):
                self.taps.tap(self.game, token)   # that pile is the new choice
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
            token = "i:" + attr(el, "data-item")
            if self.taps.prefix[:1] != [token]:
                self.taps.clear()
                zh, en, help_en = ITEM_NAMES[Element(token[2:])]
                say(T(f"{zh}：點一疊牌。", f"{en}: {help_en}. Tap a pile."))
            self.tap(token)

    def on_choice(self, event) -> None:
        el = closest(event, "[data-choice]")
        if el:
            self.tap(attr(el, "data-choice"))

    def reset(self, *args) -> None:
        self.game = Tower.from_text(self.text)
        self.taps.clear()
        say(T("重新開始。", "Started again."))
        self.render()

    def render(self) -> None:
        piles = self.game.piles()
        prefix = self.taps.prefix
        nxt = self.taps.next_tokens(self.game) if prefix else set()
        for el in document.querySelectorAll("#board [data-cell]"):
            name = attr(el, "data-cell")
            pile = piles.get(name, "")
            if attr(el, "data-pile") != pile:   # kept while unchanged: the tap that started the engine
                el.innerHTML = pile_html(pile) if pile else ""   # still lands on it (the first paint is this markup)
            el.dataset.pile = pile
            el.className = "cell" + ("" if pile else " empty") + \
                (" selected" if "c:" + name in prefix else "") + (" target" if "c:" + name in nxt else "")
            el.style.setProperty("--edges", edges(pile))
            el.setAttribute("aria-label", " ".join(element_word(c) for c in pile) or T("空格", "empty space"))
        hand = self.game.items
        for el in document.querySelectorAll("#items [data-item]"):
            e = attr(el, "data-item")
            el.disabled = e not in hand or self.game.is_won()
            el.setAttribute("aria-pressed", "true" if prefix[:1] == ["i:" + e] else "false")
        labels = {"o:on": T("放在上面", "On top"), "o:under": T("放在下面", "Underneath")}
        html = []
        for t in sorted(t for t in nxt if t[0] in tower_taps.CHOICE_KINDS):
            text = esc(labels.get(t) or (T(f"上方 {t[2:]} 張", f"top {t[2:]}") if t[0] == "n" else ""))
            if not text:   # an element: its glyph, and its name in English (issue #14.4)
                text = f'<span class="glyph">{esc(t[2:])}</span>' + ("" if lang() == "zh" else " " + esc(element_word(t[2:])))
            html.append(f'<button type="button" class="btn" data-choice="{esc(t)}">{text}</button>')
        document.getElementById("choices").innerHTML = "".join(html)
        document.querySelector('[data-action="reset"]').disabled = False
        document.documentElement.dataset.status = "won" if self.game.is_won() else "stuck" if self.game.is_stuck() else "playing"


# -- 釣鶼鰈 line --------------------------------------------------------------------------
class LineDemo:
    """A row of cards and a hand: one player's flip phase (F3–F5, ruling E1),
    dealt by ``fishing.line_deal`` (the builder checks an author's sketch with it).
    Taps go through the shared tap model (``fishing.taps``); the hand card lands
    on the one extra empty cell, so a gap completes the play."""

    def __init__(self, cards: str, hand: str, opp: str = "", up: str = "") -> None:
        self.cards, self.hand, self.opp = cards, hand, opp
        self.up = line_deal.read_up(up, len(cards))
        self.taps = fishing_taps.tap_input()
        self.new_game()
        on(document.getElementById("field"), "click", self.on_cell)
        on(document.getElementById("hand"), "click", self.on_hand)
        on(document.getElementById("line"), "click", self.on_line)
        on(document.querySelector('[data-action="reset"]'), "click", lambda e: self.reset())
        on(document.querySelector('[data-action="stop"]'), "click", lambda e: self.tap("a:stop"))
        self.render()
        self.say_start()

    def new_game(self) -> None:
        # One extra empty cell takes the hand card; the other player holds ``opp`` (often
        # nothing: then there is no block window) and blocks whenever that stops a score.
        self.game = line_deal.deal(self.cards, self.hand, self.opp, self.up)
        self.seen = len(self.game.events)
        self.taps.clear()

    def say_start(self, again: bool = False) -> None:
        kind = self.game.line_kind()
        head = T("重新開始。", "Started again. ") if again else ""
        if kind == "broken":
            say(head + T("牌列斷了！用手牌補救：點一張手牌，再點牌列中的空隙。",
                         "The line is broken! Rescue it: tap a hand card, then a gap in the line."), "error")
        elif kind == "open":
            say(head + T("牌列可續翻：再翻一張蓋著的牌。", "The line is open: flip another face-down card."))
        else:
            say(head + T("點蓋著的牌翻開。", "Tap a face-down card to flip it."))

    def reset(self) -> None:
        self.new_game()
        self.say_start(again=True)
        self.render()

    def free_cell(self) -> str:
        return f"c:{chr(97 + len(self.cards))}1"

    def tap(self, *tokens: str) -> None:
        for token in tokens:
            result = self.taps.tap(self.game, token)
            if result.kind == "play":
                self.game.play(result.action)
                blocked = self.opponent()
                self.report_events()
                if blocked:
                    say(T(f"對手用{blocked[0]}阻斷了{blocked[1]}！點一張剋得住{blocked[0]}的手牌，再點被阻斷的牌來反制。",
                          f"Your opponent blocked {element_word(blocked[1])} with {element_word(blocked[0])}! Tap a hand "
                          f"card that overcomes {element_word(blocked[0])}, then the blocked card, to counter."), "error")
            elif result.kind == "refused":
                why = explain(self.game, result.tokens, fishing_taps.attempt, "fishing")
                if why is not None:
                    say(why, "error")
                break
            elif result.kind == "more" and token.startswith("h:"):
                e = token[2:]
                say(T(f"{e}：點牌列中的空隙打進去。", f"{element_name(e)}: tap a gap in the line to play it."))
        self.render()

    def opponent(self):
        """The other seat in its block window (F7): it blocks when that stops a
        score (the engine says which blocks do), else passes. Returns (block,
        covered) elements of a block made."""
        g, made = self.game, None
        while not g.is_over() and g.current_player() == 1 and g.phase == "window":
            choice = None
            if g.block_matters():
                for action in g.legal_actions():
                    trial = g.copy()
                    trial.play(action)
                    if isinstance(action, Block) and trial.line_kind() not in ("pair", "dragon", "tiger"):
                        choice = action
                        break
            if choice is None:
                g.play("pass")
            else:
                covered = g.view(0)["cells"][choice.cell[0]]["up"][-1]
                g.play(choice)
                made = (str(choice.element), covered)
        return made

    def report_events(self) -> None:
        new = self.game.events[self.seen:]
        self.seen = len(self.game.events)
        verdict = document.getElementById("verdict")
        for ev in new:
            if isinstance(ev, Scored):
                zh, en = NAMES[ev.kind]
                say(T(f"{zh}！{ev.elements} 得 {POINTS[ev.kind]} 分。", f"A {en}! {ev.elements} scores {POINTS[ev.kind]}."), "good")
                verdict.dataset.scored = ev.kind
                return
            if isinstance(ev, GameEnded):
                a, b = self.game.scores()
                say(T(f"遊戲結束：場上沒有可翻的蓋牌了。比分 {a}：{b}。", f"Game over: no face-down card is left to flip. Score {a} : {b}."), "good")
                verdict.dataset.scored = "over"
                return
            if isinstance(ev, LineFailed):
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
            self.taps.clear()
            self.tap("c:" + attr(cell, "data-cell"))

    def on_hand(self, event) -> None:
        card = closest(event, "[data-hand-card]")
        if card and self.playing():
            self.tap("h:" + attr(card, "data-hand-card"))

    def on_line(self, event) -> None:
        gap = closest(event, "[data-gap]")
        if gap and self.taps.prefix and self.playing():
            self.tap("g:" + attr(gap, "data-gap"), self.free_cell())
            return
        entry = closest(event, "[data-entry]")
        if entry and self.taps.prefix and self.playing():   # a counter-block on that entry (F7)
            self.tap("c:" + attr(entry, "data-cell"))

    def playing(self) -> bool:
        return not self.game.is_over() and self.game.active_player == 0 and self.game.current_player() == 0

    def render(self) -> None:
        g = self.game
        view = g.view(0)
        playing = self.playing()
        nxt = self.taps.next_tokens(g) if playing else set()
        for el in document.querySelectorAll("#field [data-cell]"):
            c = view["cells"]["abcdefghij".index(attr(el, "data-cell")[0])]
            state = "up" if c["up"] else "down" if c["down"] else "empty"
            el.dataset.state = state
            el.className = f"cell {state}" + (" entry" if c["entry"] >= 0 else "")
            if attr(el, "data-up") != c["up"]:   # drawn again only when changed: a card flips in once
                el.innerHTML = "".join(card_html(x, x, tag="i") for x in c["up"])
                el.dataset.up = c["up"]
            el.setAttribute("aria-label", T("蓋著的牌", "face-down card") if state == "down" else
                            " ".join(element_word(x) for x in c["up"]) if c["up"] else T("空格", "empty"))
            el.disabled = not (playing and state == "down")
        gaps = {int(t[2:]) for t in nxt if t.startswith("g:")}
        line, html = view["line"], []
        for k in range(len(line) + 1):
            if line:
                html.append(f'<button type="button" class="gap" data-gap="{k}"{"" if k in gaps else " hidden"}>＋</button>')
            if k < len(line):
                e = line[k]
                html.append(card_html(e["element"], e["element"], " entry", attrs=f' data-entry="{k}" data-cell="{e["cell"]}" '
                                      f'data-blocked="{str(e["blocked"]).lower()}"'))
        document.getElementById("line").innerHTML = "".join(html)
        verdict = document.getElementById("verdict")
        kind = g.line_kind()
        verdict.dataset.kind = kind
        verdict.textContent = "" if kind == "empty" else NAMES[kind][0 if lang() == "zh" else 1]
        for el in document.querySelectorAll("#hand [data-hand-card]"):
            e = attr(el, "data-hand-card")
            el.hidden = e not in g.hand(0)
            usable = any(s[0] == "h:" + e and (s[1].startswith("g:") or g.phase == "window")
                         for s, _ in self.taps.sequences(g)) if playing else False
            el.disabled = not usable
            el.setAttribute("aria-pressed", "true" if self.taps.prefix[:1] == ["h:" + e] else "false")
        for el in document.querySelectorAll("#opp [data-opp-card]"):
            el.hidden = attr(el, "data-opp-card") not in g.hand(1)
        document.querySelector('[data-action="stop"]').hidden = not (playing and "a:stop" in self.taps.next_tokens(g))
        document.querySelector('[data-action="reset"]').disabled = False


def main() -> None:
    demo = js_str(document.documentElement.dataset.embed)
    try:
        if demo == "cycles":
            CyclesDemo()
        elif demo == "tower":
            TowerDemo(url_param("position") or "木 火 土/金 水 .")    # as js/embed-static.js reads them:
        elif demo == "fishing":                                      # an empty position or cards is the default,
            LineDemo(url_param("cards") or "水木土金", param("hand", "火木"), param("opp", ""),   # an empty hand is no card
                     param("up", ""))
        elif demo == "play":
            embed_play.PlayDemo(embed_play.card_numbers("hand"), embed_play.card_numbers("beat"))
        else:
            return
    except WuxingError as err:  # a position the rules refuse: explained in the frame (ruling E3)
        window.wuxingExplain(err_text(err))
        ready()
        return
    document.documentElement.dataset.interactive = "true"
    ready()


try:
    main()
except Exception as err:  # never a dead frame: the loader says what went wrong
    window.wuxingFail(f"{type(err).__name__}: {err}")
    raise
