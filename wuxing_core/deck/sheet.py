"""Where a print-and-play sheet puts its cards, in millimetres (issue #18.3,
ruling DK6).

Nine cards a page in three rows of three, each card its trim size (54 mm
wide, 86–90 mm high) plus a bleed of 2 mm on every side, so a slightly
crooked cut still shows the card's colour, never white paper. Neighbouring
cards' bleeds meet (a 4 mm gutter between trims) wherever the page has room
for that and a margin of ``MIN_MARGIN`` for the crop marks; where it has not
(US Letter is 17.6 mm shorter than A4), the gutter narrows first, down to a
shared cut, then the margin. The backs page puts each back where the front
will be once the sheet is turned over its long edge: the columns mirrored.

Most printers leave a few millimetres at the paper's edge blank
(``PRINTER_MARGIN``, ruling DK9): crop marks start no nearer the edge than
that when the margin leaves room for them; a sheet whose marks or bleed
come nearer (US Letter: every card height) says so (``printer_safe``), and
the printer-safe choice lays two rows a page (six cards) instead of three.

>>> sheet = layout("a4", 88)
>>> card = sheet.cards[0]
>>> card.trim, card.bleed
((20.0, 12.5, 54.0, 88.0), (18.0, 10.5, 58.0, 92.0))
>>> [round(c.trim[0], 1) for c in sheet.backs[:3]]    # the first row, mirrored
[136.0, 78.0, 20.0]
>>> layout("letter", 88).row_gutter                   # narrower than 4 mm: Letter is short
2.7
>>> layout("letter", 88).printer_safe, layout("letter", 88, rows=2).printer_safe
(False, True)
"""
from __future__ import annotations

from dataclasses import dataclass

from ..errors import WuxingError, quote

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
"""Paper sizes, width × height in mm, portrait."""
TRIM_WIDTH = 54.0
TRIM_HEIGHTS = (86, 87, 88, 89, 90)
DEFAULT_HEIGHT = 88
BLEED = 2.0
MIN_MARGIN = 3.0
"""The crop marks' room outside the cards when the page allows it (mm)."""
MARK = 4.0
"""The longest crop mark (mm); shorter when the margin is narrower."""
MIN_MARK = 1.5
"""The shortest crop mark worth printing (mm)."""
PRINTER_MARGIN = 5.0
"""What most printers cannot print at the paper's edge (mm; 4.2–5 mm is common)."""
PER_ROW = 3
PER_PAGE = PER_ROW * PER_ROW
ROWS = (3, 2)
"""Rows a page: three (nine cards), or two (six, printer-safe on every paper)."""

Rect = tuple[float, float, float, float]
"""x, y, width, height in mm from the page's top-left corner."""


@dataclass(frozen=True)
class Placed:
    """One card on a page: ``trim`` (the card once cut) and ``bleed`` (what is printed)."""

    slot: int
    trim: Rect
    bleed: Rect


@dataclass(frozen=True)
class Sheet:
    """A page's layout: its size, the nine fronts, the nine backs (same slots,
    mirrored columns) and the crop marks (line segments ``x1, y1, x2, y2``)."""

    paper: str
    rows: int
    width: float
    height: float
    trim_height: float
    col_gutter: float
    row_gutter: float
    margin_x: float
    margin_y: float
    cards: tuple[Placed, ...]
    backs: tuple[Placed, ...]
    marks: tuple[tuple[float, float, float, float], ...]
    back_marks: tuple[tuple[float, float, float, float], ...]

    @property
    def per_page(self) -> int:
        return PER_ROW * self.rows

    @property
    def edge_gap(self) -> float:
        """How near the paper's edge anything is printed (a bleed or a crop mark), mm."""
        gaps = [self.margin_x, self.margin_y]
        for a, b, c, d in self.marks:
            gaps += [min(a, c), min(b, d), self.width - max(a, c), self.height - max(b, d)]
        return round(min(gaps), 3)

    @property
    def printer_safe(self) -> bool:
        """Nothing is printed where most printers cannot print (``PRINTER_MARGIN``)."""
        return self.edge_gap >= PRINTER_MARGIN


def _axis(paper: float, trim: float, count: int = PER_ROW) -> tuple[float, float]:
    """(gutter between trims, margin outside the outer bleeds) along one axis."""
    room = paper - count * trim - 2 * BLEED     # what the gutters and margins share
    if room < 0:
        raise WuxingError("the cards do not fit on this paper", "這種紙放不下九張牌", "bad_sheet")
    gutter = min(2 * BLEED, max(0.0, (room - 2 * MIN_MARGIN) / (count - 1)))
    return round(gutter, 3), round((room - (count - 1) * gutter) / 2, 3)


def _mark_length(margin: float) -> float:
    """A crop mark's length in a margin: up to ``MARK``, starting no nearer the
    edge than ``PRINTER_MARGIN`` when that leaves ``MIN_MARK``; else as much of
    the margin as there is (0.5 mm from the edge: the sheet is not printer-safe)."""
    if margin - PRINTER_MARGIN >= MIN_MARK:
        return min(MARK, margin - PRINTER_MARGIN)
    return min(MARK, margin - 0.5)


def _place(slot: int, col: int, row: int, h: float, gx: float, gy: float, mx: float, my: float,
           rows: int = PER_ROW) -> Placed:
    x = mx + BLEED + col * (TRIM_WIDTH + gx)
    y = my + BLEED + row * (h + gy)
    left = BLEED if col == 0 else gx / 2
    right = BLEED if col == PER_ROW - 1 else gx / 2
    top = BLEED if row == 0 else gy / 2
    bottom = BLEED if row == rows - 1 else gy / 2
    r = lambda v: round(v, 3)   # noqa: E731 - tenths of a micrometre are noise
    return Placed(slot, (r(x), r(y), TRIM_WIDTH, h),
                  (r(x - left), r(y - top), r(TRIM_WIDTH + left + right), r(h + top + bottom)))


def _marks(cards: tuple[Placed, ...], width: float, height: float, mx: float, my: float):
    """Short lines in the margins on the line of every trim edge."""
    xs = sorted({c.trim[0] for c in cards} | {round(c.trim[0] + c.trim[2], 3) for c in cards})
    ys = sorted({c.trim[1] for c in cards} | {round(c.trim[1] + c.trim[3], 3) for c in cards})
    lx, ly = _mark_length(mx), _mark_length(my)
    out = []
    if ly > 0:
        for x in xs:
            out += [(x, my - ly, x, my), (x, height - my, x, height - my + ly)]
    if lx > 0:
        for y in ys:
            out += [(mx - lx, y, mx, y), (width - mx, y, width - mx + lx, y)]
    return tuple((round(a, 3), round(b, 3), round(c, 3), round(d, 3)) for a, b, c, d in out)


def layout(paper: str = "a4", trim_height: int = DEFAULT_HEIGHT, rows: int = 3) -> Sheet:
    """The layout of one page of ``rows`` × 3 cards (3 or 2 rows) on ``paper``
    ('a4' or 'letter') for cards ``trim_height`` mm high (86–90);
    ``WuxingError`` otherwise."""
    if not isinstance(paper, str) or paper not in PAPERS:
        raise WuxingError(f"unknown paper {quote(paper)}", f"不認得的紙張 {quote(paper)}", "bad_sheet")
    if type(trim_height) is not int or trim_height not in TRIM_HEIGHTS:
        raise WuxingError(f"cards are 86 to 90 mm high, not {quote(trim_height)}",
                          f"牌高要是 86 到 90 公釐，不能是 {quote(trim_height)}", "bad_sheet")
    if type(rows) is not int or rows not in ROWS:
        raise WuxingError(f"a sheet has 3 or 2 rows, not {quote(rows)}", f"每頁 3 或 2 列，不能是 {quote(rows)}", "bad_sheet")
    width, height = PAPERS[paper]
    h = float(trim_height)
    gx, mx = _axis(width, TRIM_WIDTH)
    gy, my = _axis(height, h, rows)
    n = PER_ROW * rows
    cards = tuple(_place(i, i % PER_ROW, i // PER_ROW, h, gx, gy, mx, my, rows) for i in range(n))
    backs = tuple(_place(i, PER_ROW - 1 - i % PER_ROW, i // PER_ROW, h, gx, gy, mx, my, rows) for i in range(n))
    marks = _marks(cards, width, height, mx, my)
    return Sheet(paper, rows, width, height, h, gx, gy, mx, my, cards, backs, marks,
                 _marks(backs, width, height, mx, my))


def pages(count: int, per_page: int = PER_PAGE) -> list[list[int]]:
    """The cards' indexes page by page (25 cards: 9, 9, 7; six a page: 6, 6, 6, 6, 1).

    >>> [len(p) for p in pages(25)], [len(p) for p in pages(25, 6)]
    ([9, 9, 7], [6, 6, 6, 6, 1])
    """
    return [list(range(start, min(start + per_page, count))) for start in range(0, count, per_page)]
