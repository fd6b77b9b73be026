"""What the embed builder composes (issue #40): a demo as a sketch the author
edits by taps, every change checked by the engine; the link and the snippet
that embed it; a pasted link or snippet read back into a sketch. No page
here (``embed.builder`` draws it), so the tests run it as it is.

Sketches are immutable: an edit returns a new one, or raises the engine's
error (a ``WuxingError`` with a ``reason`` the page words, ruling E5) and
the author's sketch stays as it was.
"""
from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass, replace
from urllib.parse import parse_qsl, urlencode, urlsplit

from wuxing_core.elements import CHARS
from wuxing_core.errors import InvalidPositionError
from wuxing_core.ink import Ink
from wuxing_core.ink.cards import the_set
from wuxing_core.tower import Tower

from fishing import line_deal

BOARD_MOST = 12
"""The widest and tallest board a tower demo draws (js/embed-static.js): every layout fits."""
LINE = (2, 10)
"""The fewest and most cards in a 釣鶼鰈 demo's row (js/embed-static.js)."""
HAND_MOST = 5
"""The most cards of a hand in a 釣鶼鰈 demo, the reader's or the opponent's."""
BEAT_MOST = 4
"""The most cards of a 墨香 play: a monster and one card of each kind it may take (M4)."""
HEIGHTS = (200, 1200)
"""The frame heights (px) a snippet may ask for; the listener fits it after."""


def _refused(reason: str, en: str, zh: str, **detail: object) -> InvalidPositionError:
    return InvalidPositionError(en, zh, reason, **detail)


@dataclass(frozen=True)
class TowerSketch:
    """A 靈獸塔 position: ``piles`` row by row, bottom card first (``""``:
    an empty cell), and the items in hand (木火土金水 order)."""

    width: int = 3
    height: int = 2
    piles: tuple[str, ...] = ("木", "火", "土", "金", "水", "")
    items: str = ""
    demo = "tower"
    game = "tower"

    def position(self) -> str:
        """The position notation the embed reads.

        >>> TowerSketch().position()
        '木 火 土/金 水 .'
        >>> TowerSketch(items="木水").position()
        '木 火 土/金 水 . | 木水'
        """
        w = self.width
        board = "/".join(" ".join(p or "." for p in self.piles[r * w:(r + 1) * w]) for r in range(self.height))
        return board + (f" | {self.items}" if self.items else "")

    def params(self) -> dict[str, str]:
        return {"position": self.position()}

    def checked(self) -> TowerSketch:
        """This sketch, once the engine has read its position (T1–T9 of a
        dealt position: at least one card, at most 20)."""
        Tower.from_text(self.position() if self.items else self.position() + " | -")
        return self

    def put(self, cell: int, element: str) -> TowerSketch:
        """``element`` laid on top of the pile at ``cell`` (row by row from 0)."""
        piles = list(self.piles)
        piles[cell] += element
        return replace(self, piles=tuple(piles)).checked()

    def take(self, cell: int) -> TowerSketch:
        """The top card of ``cell`` taken off."""
        piles = list(self.piles)
        piles[cell] = piles[cell][:-1]
        return replace(self, piles=tuple(piles)).checked()

    def resized(self, width: int, height: int) -> TowerSketch:
        """The board ``width`` × ``height``, the cards kept where they fit."""
        if not (1 <= width <= BOARD_MOST and 1 <= height <= BOARD_MOST):
            raise _refused("board_size", f"a demo board is 1 to {BOARD_MOST} cells a side",
                           f"示範的牌桌每邊 1 到 {BOARD_MOST} 格", most=BOARD_MOST)
        piles = tuple(self.piles[r * self.width + c] if r < self.height and c < self.width else ""
                      for r in range(height) for c in range(width))
        return TowerSketch(width, height, piles, self.items).checked()

    def toggled(self, item: str) -> TowerSketch:
        """The item ``item`` added to the hand, or taken out of it."""
        have = set(self.items) ^ {item}
        return replace(self, items="".join(e for e in CHARS if e in have)).checked()

    @classmethod
    def layout(cls, name: str, seed: int = 1) -> TowerSketch:
        """A layout's deal (T7, T8), its five items in hand, to edit from.

        >>> TowerSketch.layout("basic").width, TowerSketch.layout("basic").items
        (7, '木火土金水')
        """
        return cls.read({"position": Tower.deal(name, seed).to_text()})

    @classmethod
    def read(cls, params: dict[str, str]) -> TowerSketch:
        """The sketch of a link's ``position`` (the embed's default without one)."""
        text = params.get("position") or "木 火 土/金 水 ."
        game = Tower.from_text(text if " | " in text else text + " | -")
        if game.width > BOARD_MOST or game.height > BOARD_MOST:
            raise _refused("board_size", f"a demo board is 1 to {BOARD_MOST} cells a side",
                           f"示範的牌桌每邊 1 到 {BOARD_MOST} 格", most=BOARD_MOST)
        board, _, items = text.partition(" | ")
        piles = tuple("" if p == "." else p for row in board.split("/") for p in row.split(" "))
        return cls(game.width, game.height, piles, "" if items in ("", "-") else items)


@dataclass(frozen=True)
class FishingSketch:
    """A 釣鶼鰈 flip phase: the ``line`` of cards in a row, the places (from 0)
    of those already face ``up`` (flipped left to right: the line so far), the
    reader's ``hand`` and the ``opp``\\ onent's (who blocks when that stops a
    score). ``fishing.line_deal.deal`` is the demo's own deal, so the engine checks it."""

    line: str = "水木土金"
    hand: str = "火木"
    opp: str = ""
    up: tuple[int, ...] = ()
    demo = "fishing"
    game = "fishing"

    def params(self) -> dict[str, str]:
        """The embed's parameters: an empty hand is written (without it the demo deals its own).

        >>> FishingSketch(up=(0, 2)).params()["up"]
        '1,3'
        """
        return {"cards": self.line, "hand": self.hand, **({"opp": self.opp} if self.opp else {}),
                **({"up": ",".join(str(i + 1) for i in self.up)} if self.up else {})}

    def checked(self) -> FishingSketch:
        """This sketch, once the engine has dealt it as the demo does."""
        if len(self.line) > LINE[1]:
            raise _refused("line_full", f"a demo's line holds at most {LINE[1]} cards",
                           f"示範的牌列最多 {LINE[1]} 張", most=LINE[1])
        if len(self.line) < LINE[0]:
            raise _refused("line_short", f"a demo's line needs at least {LINE[0]} cards",
                           f"示範的牌列至少要 {LINE[0]} 張", least=LINE[0])
        if max(len(self.hand), len(self.opp)) > HAND_MOST:
            raise _refused("hand_full", f"a hand holds at most {HAND_MOST} cards",
                           f"手牌最多 {HAND_MOST} 張", most=HAND_MOST)
        line_deal.deal(self.line, self.hand, self.opp, self.up)
        return self

    def put(self, row: str, element: str) -> FishingSketch:
        """``element`` added at the end of ``row`` ("line", "hand" or "opp"); a line card face down."""
        return replace(self, **{row: getattr(self, row) + element}).checked()

    def take(self, row: str, index: int) -> FishingSketch:
        """The card at ``index`` of ``row`` taken out (the face-up ones after it keep their cards)."""
        cards = getattr(self, row)
        up = self.up if row != "line" else tuple(i - (i > index) for i in self.up if i != index)
        return replace(self, **{row: cards[:index] + cards[index + 1:]}, up=up).checked()

    def turned(self, index: int) -> FishingSketch:
        """The line's card at ``index`` turned over (face up ↔ face down)."""
        return replace(self, up=tuple(sorted(set(self.up) ^ {index}))).checked()

    @classmethod
    def read(cls, params: dict[str, str]) -> FishingSketch:
        """A link's ``cards``, ``hand``, ``opp`` and ``up`` (the embed's defaults where absent)."""
        text = {k: params.get(k) for k in ("cards", "hand", "opp")}
        for k, v in text.items():
            if v is not None and any(ch not in CHARS for ch in v):
                raise _refused("not_elements", f"{k} must be element characters",
                               f"{k} 只能是元素字")
        line = text["cards"] or "水木土金"
        return cls(line, "火木" if text["hand"] is None else text["hand"], text["opp"] or "",
                   line_deal.read_up(params.get("up") or "", len(line))).checked()


@dataclass(frozen=True)
class CardSketch:
    """One 墨香 card, by its collection number."""

    no: int = 28
    demo = "card"
    game = "ink"

    def params(self) -> dict[str, str]:
        return {"id": f"{self.no:04d}"}

    def checked(self) -> CardSketch:
        if self.no not in the_set():
            raise _refused("no_such_card", f"there is no 墨香 card No. {self.no:04d}",
                           f"沒有編號 {self.no:04d} 的墨香卡牌", code=f"{self.no:04d}")
        return self

    @classmethod
    def read(cls, params: dict[str, str]) -> CardSketch:
        text = params.get("id") or "0001"
        if not re.fullmatch(r"\d{1,4}", text):
            raise _refused("no_such_card", "there is no such 墨香 card", "沒有這張墨香卡牌", code=text[:8])
        return cls(int(text)).checked()


@dataclass(frozen=True)
class PlaySketch:
    """A 墨香 play to beat and the reader's hand (ruling E6), by card numbers."""

    hand: tuple[int, ...] = (3, 2001, 2005)
    beat: tuple[int, ...] = (1,)
    demo = "play"
    game = "ink"

    def params(self) -> dict[str, str]:
        return {"hand": ",".join(f"{n:04d}" for n in self.hand), "beat": ",".join(f"{n:04d}" for n in self.beat)}

    def checked(self) -> PlaySketch:
        """This sketch, once the engine has set it up as the demo does (``Ink.to_follow``)."""
        if len(self.beat) > BEAT_MOST:
            raise _refused("beat_size", f"a play holds at most {BEAT_MOST} cards",
                           f"一次出牌最多 {BEAT_MOST} 張", most=BEAT_MOST)
        Ink.to_follow(self.hand, self.beat)
        return self

    def put(self, row: str, no: int) -> PlaySketch:
        """Card ``no`` added to ``row`` ("hand" or "beat")."""
        return replace(self, **{row: (*getattr(self, row), no)}).checked()

    def take(self, row: str, index: int) -> PlaySketch:
        cards = getattr(self, row)
        return replace(self, **{row: cards[:index] + cards[index + 1:]}).checked()

    @classmethod
    def read(cls, params: dict[str, str]) -> PlaySketch:
        """A link's ``hand`` and ``beat``: card numbers, comma separated (the demo's own where absent)."""
        got = {}
        for k in ("hand", "beat"):
            text = params.get(k)
            if text is None:
                continue
            numbers = [n for n in text.split(",") if n]
            if len(numbers) > 20 or not all(re.fullmatch(r"\d{1,4}", n) for n in numbers):
                raise _refused("not_cards", f"{k} must be card numbers", f"{k} 須為卡牌編號")
            got[k] = tuple(int(n) for n in numbers)
        return cls(got.get("hand", cls.hand), got.get("beat", cls.beat)).checked()


@dataclass(frozen=True)
class CyclesSketch:
    """The 生/剋 cycles: nothing to set."""

    demo = "cycles"
    game = ""

    def params(self) -> dict[str, str]:
        return {}

    def checked(self) -> CyclesSketch:
        return self

    @classmethod
    def read(cls, params: dict[str, str]) -> CyclesSketch:
        return cls()


SKETCHES = {s.demo: s for s in (TowerSketch, FishingSketch, CardSketch, PlaySketch, CyclesSketch)}
"""Each demo the builder composes, by its ``demo`` parameter."""
Sketch = TowerSketch | FishingSketch | CardSketch | PlaySketch | CyclesSketch


@dataclass(frozen=True)
class Recipe:
    """A demo and how it is framed: the reader's language, the theme, whether
    the engine starts at once or on the reader's first tap, and the frame's
    first height (px)."""

    sketch: Sketch
    lang: str = "zh"
    theme: str = "light"
    start: str = "now"
    height: int = 430

    def query(self, preview: bool = False) -> str:
        """The embed's query string; ``preview``: run by the builder's page (``start=parent``).

        >>> Recipe(TowerSketch(), lang="en", start="tap").query()
        'demo=tower&position=%E6%9C%A8+%E7%81%AB+%E5%9C%9F%2F%E9%87%91+%E6%B0%B4+.&lang=en&start=tap'
        """
        params = {"demo": self.sketch.demo, **self.sketch.params()}
        if self.lang == "en":
            params["lang"] = "en"
        if self.theme == "dark":
            params["theme"] = "dark"
        if preview:
            params["start"] = "parent"
        elif self.start == "tap":
            params["start"] = "tap"
        return urlencode(params, safe=",")

    def link(self, base: str) -> str:
        """The plain link: ``base`` is the absolute address of ``embed.html``."""
        return f"{base}?{self.query()}"

    def snippet(self, base: str, name: str) -> str:
        """The iframe and the small script that fits its height, as the embeds page gives them.
        ``name``: the demo's name in the snippet's language; the frame's title is the site's
        name, then it, both in the snippet's language (#70.6: what a reader's screen reader says).

        >>> 'title="Five Elements (五行術) · Cycles"' in Recipe(CyclesSketch(), lang="en").snippet("https://x.org/embed.html", "Cycles")
        True
        """
        title = f"{SITE_NAMES[self.lang]} · {name}"
        origin = "{0.scheme}://{0.netloc}".format(urlsplit(base))
        frame = (f'<iframe src="{html.escape(self.link(base))}" title="{html.escape(title)}" width="100%" '
                 f'height="{self.height}" style="border:0;max-width:40rem" loading="lazy"></iframe>')
        listener = ("<script>\naddEventListener(\"message\", (e) => {\n"
                    f"  if (e.origin !== {json.dumps(origin)} || !e.data || e.data.type !== \"wuxing-embed:height\") return;\n"
                    "  for (const f of document.querySelectorAll(\"iframe\")) if (f.contentWindow === e.source) "
                    "f.style.height = e.data.height + \"px\";\n});\n</script>")
        return f"{frame}\n{listener}"


SITE_NAMES = {"zh": "五行術", "en": "Five Elements (五行術)"}
"""The site's name in a snippet's title, by the snippet's language (web/js/embeds-docs.js says the same)."""
_OPEN = re.compile(r"<iframe\b", re.I)
_SRC = re.compile(r"""\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.I)
_HEIGHT = re.compile(r"""\bheight\s*=\s*["']?(\d{1,5})""", re.I)
PASTE_MOST = 20_000
"""The longest paste read (a snippet is well under 1,000 characters); the
page's field holds no more (``maxlength``)."""


def _frame_tag(text: str) -> tuple[re.Match, int, int] | None:
    """The ``src`` of the first ``<iframe …>`` tag in ``text`` that names one,
    with where that tag starts and ends: one pass over the text (#70.5). Each tag is read
    from ``<iframe`` to its ``>`` (to the end when there is none) and the next
    is looked for after it, so no character is read twice; a pattern that
    looked for ``src`` from every ``<iframe`` read 20,000 characters of
    ``<iframe `` quadratically (611 ms)."""
    opened = _OPEN.search(text)
    while opened:
        end = text.find(">", opened.end())
        end = len(text) if end < 0 else end
        src = _SRC.search(text, opened.end(), end)
        if src:
            return src, opened.start(), end
        opened = _OPEN.search(text, end)
    return None


def read(text: str) -> Recipe:
    """The recipe of a pasted snippet or link of ours (any origin: a site may
    be served from anywhere); the engine's error when its demo is refused.

    >>> read('<iframe src="https://x.org/embed.html?demo=fishing&amp;cards=木木&amp;lang=en" height="400">').sketch
    FishingSketch(line='木木', hand='火木', opp='', up=())
    """
    text = text.lstrip()[:PASTE_MOST].rstrip() if isinstance(text, str) else ""
    tag = _frame_tag(text)
    found = tag[0] if tag else None
    address = html.unescape(found.group(1) if found.group(1) is not None else found.group(2)) if found else text
    parts = urlsplit(address.strip()) if address and "\n" not in address.strip() else None
    if parts is None or not parts.path.endswith("embed.html"):
        raise _refused("not_a_demo", "that is not a link or snippet of a demo from this site",
                       "這不是本站示範的連結或程式碼")
    params = dict(parse_qsl(parts.query, keep_blank_values=True))
    demo = params.get("demo") or "cycles"
    if demo not in SKETCHES:
        raise _refused("unknown_demo", f"there is no demo called {demo[:30]!r}", f"沒有「{demo[:30]}」這個示範",
                       demo=demo[:30])
    tall = _HEIGHT.search(text, tag[1], tag[2]) if tag else None   # the same tag's height
    height = int(tall.group(1)) if tall else 430
    return Recipe(SKETCHES[demo].read(params), lang="en" if params.get("lang") == "en" else "zh",
                  theme="dark" if params.get("theme") == "dark" else "light",
                  start="tap" if params.get("start") in ("tap", "parent") else "now",
                  height=min(max(height, HEIGHTS[0]), HEIGHTS[1]))
