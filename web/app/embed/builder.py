"""The embed builder on the embeds page (issue #40): the author sets up a demo
by taps (``embed.recipe`` keeps it and the engine checks each change), the
real embed beside it is run by this page's engine (``embed.host``), and the
snippet and link follow every change. A refused change is said in the
author's language and changes nothing.
"""
from pyodide.ffi import create_proxy
from pyscript import document, window

from embed import host
from embed import recipe
from common.card_face import card_html, edges, pile_html
from common.dom import attr, closest, esc, js_str, on, say
from common.i18n import lang, pick
from ink.cards import card_html as ink_card_html
from common.words import pile_words, refusal_text
from wuxing_core.elements import CHARS, ENGLISH
from wuxing_core.errors import WuxingError
from wuxing_core.ink.cards import card, the_set
from wuxing_core.tower import ITEM_NAMES, LAYOUT_NAMES, LAYOUTS

T = pick
PAUSE_MS = 150
"""How long the author's taps pause before the preview loads again."""
ROWS = {"line": ("場上的一列牌", "The cards in a row"), "hand": ("讀者的手牌", "The reader's hand"),
        "opp": ("對手的手牌（會阻斷）", "The opponent's hand (blocks)")}
PLAY_ROWS = {"beat": ("要壓過的出牌", "The play to beat"), "hand": ("讀者的手牌", "The reader's hand")}


def element_label(e: str) -> str:
    """An element's name for a label: its character in Chinese, its English word in English."""
    return e if lang() == "zh" else ENGLISH[CHARS.index(e)]


class Builder:
    def __init__(self) -> None:
        self.recipe = recipe.Recipe(recipe.TowerSketch(), lang=lang())
        self.tool = "木"          # the tower's: an element to lay, or "take"
        self.row = "line"         # 釣鶼鰈's: the row an element goes to
        self.play_row = "hand"    # 墨香 play's: where a card goes ("hand" or "beat")
        self.picked = 28          # 墨香 play's: the card the list shows
        self.layout = "basic"     # the tower's: the layout the list shows
        self.frame = document.getElementById("builder-frame")
        self.timer, self.next_src = 0, ""
        self._reload = create_proxy(lambda: self._load())   # one proxy for every timer
        self.base = str(window.URL.new("./embed.html", window.location.href).href)
        on(document.querySelector("#builder .kinds"), "click", self.on_kind)
        on(document.getElementById("sketch"), "click", self.on_sketch)
        on(document.getElementById("sketch"), "change", self.on_pick_card)
        for name in ("lang", "theme", "start", "height"):
            on(document.getElementById(f"opt-{name}"), "change", self.on_option)
        for el in document.querySelectorAll("#builder [data-copy]"):
            on(el, "click", self.on_copy)
        on(document.getElementById("builder-load"), "click", self.on_paste)
        on(self.frame, "load", lambda e: host.adopt(self.frame))
        self.label_options()
        self.show(preview=True)

    # -- what the author does ----------------------------------------------------------
    def change(self, make) -> None:
        """Apply an edit to the sketch; a refusal is said and changes nothing."""
        try:
            sketch = make(self.recipe.sketch)
        except WuxingError as err:
            say(refusal_text(err, "builder"), "error", "builder-say")
            return
        self.recipe = recipe.Recipe(sketch, self.recipe.lang, self.recipe.theme, self.recipe.start, self.recipe.height)
        say("", "", "builder-say")
        self.show(preview=True)

    def on_kind(self, event) -> None:
        el = closest(event, "[data-kind]")
        if el:
            kind = attr(el, "data-kind")
            if kind != self.recipe.sketch.demo:
                self.change(lambda s: recipe.SKETCHES[kind]().checked())

    def on_sketch(self, event) -> None:
        el = closest(event, "button")
        if not el or el.disabled:
            return
        if attr(el, "data-tool"):
            self.tool = attr(el, "data-tool")
            self.show()
        elif attr(el, "data-row-pick"):
            self.row = attr(el, "data-row-pick")
            self.show()
        elif attr(el, "data-cell") is not None:
            i = int(attr(el, "data-index"))
            self.change(lambda s: s.take(i) if self.tool == "take" else s.put(i, self.tool))
        elif attr(el, "data-toggle-item"):
            self.change(lambda s: s.toggled(attr(el, "data-toggle-item")))
        elif attr(el, "data-layout-load") is not None:
            self.layout = js_str(document.getElementById("pick-layout").value)
            self.change(lambda s: recipe.TowerSketch.layout(self.layout))
        elif attr(el, "data-size"):
            dw, dh = {"w-": (-1, 0), "w+": (1, 0), "h-": (0, -1), "h+": (0, 1)}[attr(el, "data-size")]
            self.change(lambda s: s.resized(s.width + dw, s.height + dh))
        elif attr(el, "data-add"):
            self.change(lambda s: s.put(self.row, attr(el, "data-add")))
        elif attr(el, "data-turn") is not None:
            self.change(lambda s: s.turned(int(attr(el, "data-turn"))))
        elif attr(el, "data-play-row"):
            self.play_row = attr(el, "data-play-row")
            self.show()
        elif attr(el, "data-add-card") is not None:
            no = int(js_str(document.getElementById("pick-card").value))
            self.change(lambda s: s.put(self.play_row, no))
        elif attr(el, "data-remove"):
            row, index = attr(el, "data-remove"), int(attr(el, "data-index"))
            self.change(lambda s: s.take(row, index))

    def on_pick_card(self, event) -> None:
        if js_str(event.target.id) != "pick-card":
            return
        no = int(js_str(event.target.value))
        if self.recipe.sketch.demo == "card":
            self.change(lambda s: recipe.CardSketch(no).checked())
        else:
            self.picked = no      # 墨香 play: added with "Add it"

    def on_option(self, event) -> None:
        r = self.recipe
        got = {n: js_str(document.getElementById(f"opt-{n}").value) for n in ("lang", "theme", "start", "height")}
        try:
            height = min(max(int(got["height"]), recipe.HEIGHTS[0]), recipe.HEIGHTS[1])
        except (TypeError, ValueError):
            height = r.height
        self.recipe = recipe.Recipe(r.sketch, got["lang"], got["theme"], got["start"], height)
        self.show(preview=got["lang"] != r.lang or got["theme"] != r.theme)

    def on_paste(self, event) -> None:
        text = js_str(document.getElementById("builder-paste").value) or ""
        try:
            self.recipe = recipe.read(text)
        except WuxingError as err:
            say(refusal_text(err, "builder"), "error", "builder-say")
            return
        say(T("已載入：可以接著修改。", "Loaded: edit it as you like."), "good", "builder-say")
        self.show(preview=True)

    def on_copy(self, event) -> None:
        which = attr(closest(event, "[data-copy]"), "data-copy")
        field = document.getElementById(f"builder-{which}")
        done = document.querySelector(f'[data-copied="{which}"]')

        def copied(_=None):
            done.textContent = T("已複製。", "Copied.")

        def selected(_=None):
            field.select()
            done.textContent = T("已選取：請按 Ctrl+C / ⌘C。", "Selected: press Ctrl+C / ⌘C.")
        try:
            window.navigator.clipboard.writeText(field.value).then(copied, selected)
        except Exception:   # no clipboard here (an insecure origin): select it for the author
            selected()

    # -- drawing -----------------------------------------------------------------------
    def show(self, preview: bool = False) -> None:
        """Draw the sketch, the options, the snippet and link; ``preview``: load the embed again."""
        r, sketch = self.recipe, self.recipe.sketch
        for el in document.querySelectorAll("#builder .kinds [data-kind]"):
            el.setAttribute("aria-pressed", "true" if attr(el, "data-kind") == sketch.demo else "false")
        draw = {"tower": self.tower_html, "fishing": self.fishing_html, "card": self.card_html,
                "play": self.play_html}.get(sketch.demo)
        document.getElementById("sketch").innerHTML = draw(sketch) if draw else (
            f'<p class="small">{T("生剋循環沒有要設定的：讀者點元素看它生什麼、剋什麼。", "The cycles have nothing to set: readers tap an element to see what it generates and overcomes.")}</p>')
        for name in ("lang", "theme", "start"):
            document.getElementById(f"opt-{name}").value = getattr(r, name)
        document.getElementById("opt-height").value = str(r.height)
        title = {"tower": ("靈獸塔", "Spirit Beast Tower"), "fishing": ("釣鶼鰈", "Fishing for Pairs"),
                 "card": ("墨香卡牌", "An Ink-Soul card"), "play": ("墨香出牌", "An Ink-Soul play"),
                 "cycles": ("生剋循環", "The cycles")}[sketch.demo]
        document.getElementById("builder-snippet").value = r.snippet(self.base, title[r.lang == "en"])
        document.getElementById("builder-link").value = r.link(self.base)
        document.getElementById("builder").dataset.built = sketch.demo
        document.getElementById("builder").dataset.query = r.query()
        self.frame.style.height = f"{r.height}px"
        if preview:
            self.reload_soon(f"{self.base}?{r.query(preview=True)}")

    def reload_soon(self, src: str) -> None:
        """Load the preview with ``src`` once the author's taps pause (``PAUSE_MS``):
        a burst of taps loads the embed once, not once per tap."""
        window.clearTimeout(self.timer)
        self.next_src = src
        self.timer = window.setTimeout(self._reload, PAUSE_MS)

    def _load(self) -> None:
        if js_str(self.frame.getAttribute("src")) != self.next_src:
            self.frame.src = self.next_src

    def tower_html(self, s: recipe.TowerSketch) -> str:
        tools = "".join(
            f'<button type="button" class="tool e{CHARS.index(e)}" data-tool="{e}" aria-pressed="{str(self.tool == e).lower()}" '
            f'aria-label="{esc(T("放一張" + e, "Lay a " + element_label(e) + " card"))}">{card_html(e, e)}</button>'
            for e in CHARS)
        tools += (f'<button type="button" class="btn tool" data-tool="take" aria-pressed="{str(self.tool == "take").lower()}">'
                  f'{T("拿掉最上面一張", "Take off the top card")}</button>')
        cells = "".join(
            f'<button type="button" class="cell{" empty" if not p else ""}" data-cell="{chr(97 + i % s.width)}{i // s.width + 1}" '
            f'data-index="{i}" data-pile="{p}" style="--edges: {edges(p)};" '
            f'aria-label="{esc(pile_words(p) if p else T("空格", "empty space"))}">{pile_html(p) if p else ""}</button>'
            for i, p in enumerate(s.piles))
        items = "".join(
            f'<button type="button" class="item e{CHARS.index(e)}" data-toggle-item="{e}" aria-pressed="{str(e in s.items).lower()}" '
            f'aria-label="{esc(ITEM_NAMES[CHARS.index(e)][0 if lang() == "zh" else 1])}"><span class="glyph">{e}</span></button>'
            for e in CHARS)
        size = (f'<span>{T("牌桌", "Table")}</span><span class="size">{T("寬", "wide")} {s.width}</span>'
                f'<button type="button" class="btn" data-size="w-" aria-label="{T("少一欄", "One column fewer")}">−</button>'
                f'<button type="button" class="btn" data-size="w+" aria-label="{T("多一欄", "One column more")}">+</button>'
                f'<span class="size">{T("高", "high")} {s.height}</span>'
                f'<button type="button" class="btn" data-size="h-" aria-label="{T("少一列", "One row fewer")}">−</button>'
                f'<button type="button" class="btn" data-size="h+" aria-label="{T("多一列", "One row more")}">+</button>')
        layouts = "".join(f'<option value="{n}"{" selected" if n == self.layout else ""}>{esc(pick(LAYOUTS[n].zh, LAYOUTS[n].english))}</option>' for n in LAYOUT_NAMES)
        return (f'<p class="small">{T("選一種牌，點格子疊上去；或選「拿掉」再點牌堆。", "Pick a card, then tap a space to lay it on top; or pick Take off and tap a pile.")}</p>'
                f'<div class="tools" role="group" aria-label="{T("要放的牌", "Card to lay")}">{tools}</div>'
                f'<div class="sizes">{size}</div>'
                f'<p class="add-card"><label for="pick-layout">{T("或從牌陣開始", "Or start from a layout")}</label> '
                f'<select id="pick-layout">{layouts}</select> '
                f'<button type="button" class="btn" data-layout-load="">{T("擺上這個牌陣", "Deal this layout")}</button></p>'
                f'<div id="sketch-board" class="board" style="--cols:{s.width}">{cells}</div>'
                f'<p class="small">{T("手上的道具（點選切換）", "Items in hand (tap to switch)")}</p>'
                f'<div class="items sketch-items">{items}</div>')

    def fishing_html(self, s: recipe.FishingSketch) -> str:
        rows = ""
        for row, (zh, en) in ROWS.items():
            cards = getattr(s, row)
            inner = "".join(self.row_card(row, i, e, i in s.up) for i, e in enumerate(cards)) or "—"
            rows += (f'<button type="button" class="btn row-pick" data-row-pick="{row}" aria-pressed="{str(self.row == row).lower()}">'
                     f'{T(zh, en)}</button><div class="row" data-row="{row}">{inner}</div>')
        adds = "".join(f'<button type="button" class="tool" data-add="{e}" aria-label="{esc(T("加一張" + e, "Add a " + element_label(e) + " card"))}">'
                       f'{card_html(e, e)}</button>' for e in CHARS)
        return (f'<p class="small">{T("選一列，再點下面的牌加進去；點列裡的牌就拿掉它。場上的牌都蓋著，按「翻開」就是已經翻開的牌：由左到右翻，成為讀者接著翻的牌列。", "Pick a row, then tap a card below to add it; tap a card in a row to take it out. Cards in the row lie face down; Face up turns one over: flipped left to right, the face-up cards are the line the reader goes on with.")}</p>'
                f'{rows}<p class="small">{T("加到「" + ROWS[self.row][0] + "」：", "Add to " + ROWS[self.row][1].lower() + ":")}</p>'
                f'<div class="tools" role="group" aria-label="{T("加牌", "Add a card")}">{adds}</div>')

    def row_card(self, row: str, i: int, e: str, up: bool) -> str:
        """A card of a 釣鶼鰈 row (a tap takes it out); in the field row, with its Face up switch."""
        face = card_html(e, e, " hcard" + ("" if row != "line" or up else " face-down"), "button",
                         f' type="button" data-remove="{row}" data-index="{i}" '
                         f'aria-label="{esc(T("拿掉這張" + e, "Take out this " + element_label(e) + " card"))}"')
        if row != "line":
            return face
        return (f'<span class="line-card">{face}<button type="button" class="btn turn" data-turn="{i}" '
                f'aria-pressed="{str(up).lower()}" aria-label="{esc(T("翻開第 " + str(i + 1) + " 張（" + e + "）", "Face up: card " + str(i + 1) + ", " + element_label(e)))}">'
                f'{T("翻開", "Face up")}</button></span>')

    def card_html(self, s: recipe.CardSketch) -> str:
        return self.card_list(s.no)

    def play_html(self, s: recipe.PlaySketch) -> str:
        rows = ""
        for row, (zh, en) in PLAY_ROWS.items():
            cards = getattr(s, row)
            inner = "".join(
                f'<button type="button" class="chip-card" data-remove="{row}" data-index="{i}" data-card="{n:04d}" '
                f'aria-label="{esc(T("拿掉", "Take out ") + card(n).name(lang()))}">'
                f'{ink_card_html(card(n), tag="span", compact=True)}</button>' for i, n in enumerate(cards)) or "—"
            rows += (f'<button type="button" class="btn row-pick" data-play-row="{row}" '
                     f'aria-pressed="{str(self.play_row == row).lower()}">{T(zh, en)}</button>'
                     f'<div class="ink-row" data-row="{row}">{inner}</div>')
        return (f'<p class="small">{T("選「要壓過的」或「手牌」，再從清單選牌加進去；點一張牌就拿掉它。", "Pick To beat or The hand, then add cards from the list; tap a card to take it out.")}</p>'
                f'{rows}<p class="add-card">{self.card_list(self.picked)} '
                f'<button type="button" class="btn" data-add-card="">{T("加進去", "Add it")}</button></p>')

    def card_list(self, chosen: int) -> str:
        options = "".join(f'<option value="{no}"{" selected" if no == chosen else ""}>{c.code} {esc(c.name(lang()))}</option>'
                          for no, c in sorted(the_set().items()))
        return (f'<label for="pick-card">{T("哪一張卡牌", "Which card")}</label> '
                f'<select id="pick-card">{options}</select>')

    def label_options(self) -> None:
        """The options, in the page's language (an option holds no markup: no zh/en spans)."""
        words = {"lang": {"zh": "中文", "en": "English"},
                 "theme": {"light": T("淺色", "Light"), "dark": T("深色", "Dark")},
                 "start": {"now": T("立刻載入", "At once"), "tap": T("讀者點一下才載入", "On the reader's first tap")}}
        for name, labels in words.items():
            document.getElementById(f"opt-{name}").innerHTML = "".join(
                f'<option value="{value}">{esc(label)}</option>' for value, label in labels.items())


def start() -> Builder:
    """Open the builder (the page's engine is up)."""
    return Builder()
