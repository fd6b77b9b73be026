"""靈獸塔 page, drawing: the board, the items, the choices, the layout picker
and the result. Reads the engine's state and the taps so far; decides nothing.
The table is drawn from a ``Frame`` into the pages' one paint message
(``draw``; ``common.paint.Paint``, issue #71.2), as the other games' are."""
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable


from wuxing_core.coords import cell_name, parse_cell
from wuxing_core.elements import CHARS, Element
from wuxing_core.tower import ITEM_NAMES, LAYOUT_NAMES, LAYOUTS, get_layout
from wuxing_core.tower.actions import ITEM_HELP_ZH
from wuxing_core.tower.suits import SUIT

from common import card_face
from common.card_face import card_html
from common.dom import esc
from common.i18n import Texts, lang, pick
from tower.taps import CHOICE_KINDS
from common.words import element_word, pile_label, pile_words, top_card_words

tr = Texts("tower")

CHOICE_ATTR = {"o": "data-choice", "n": "data-split", "e": "data-element"}
"""The README's DOM contract: ``[data-choice="on"]``, ``[data-split="2"]``, ``[data-element="金"]``."""


def items_text(n: int) -> str:
    """"with no item", "1 item", "3 items" in the page's language."""
    return tr("no_item") if n == 0 else tr("one_item") if n == 1 else tr("n_items", n=n)


def difficulty_of(data) -> dict[str, dict]:
    """The layout picker's measured shares from ``data/difficulty.json`` (rows
    that do not read are left out)."""
    out = {}
    for row in data.get("layouts", []) if isinstance(data, dict) else []:
        try:
            share = row["share"]
            out[row["layout"]] = {   # 0 and 1 item are decided exactly; the rest needs 2+
                "none_needed": float(share["0"]), "one_item": float(share["1"]),
                "more": sum(float(v) for k, v in share.items() if k not in ("0", "1")),
                # proven that two are not enough: 3, 4, 5 (a line), 3+ (no line of three found), none
                "three_plus": sum(float(v) for k, v in share.items() if k in ("3", "4", "5", "3+", "none"))}
        except (KeyError, TypeError, ValueError):
            pass
    return out


def fmt_time(ms: int) -> str:
    s = int(ms) // 1000
    return f"{s // 60}:{s % 60:02d}"


def item_name(element: str) -> str:
    zh, en, _ = ITEM_NAMES[Element(element)]
    return pick(zh, en)


def layout_label(name: str) -> str:
    layout = LAYOUTS[name]
    return pick(layout.zh, layout.english)


def label(element: str, cards_theme: bool) -> str:
    """T9: the suit of an element in the playing-card theme, else its character."""
    return SUIT[element] if cards_theme else element


def board_html(game) -> str:
    layout_cells = set(get_layout(game.layout).cells()) if game.layout else None
    html = []
    for r in range(game.height):
        html.append('<div class="row" role="row">')   # rows, for a screen reader's row/column (issue #14.5)
        for c in range(game.width):
            outside = " outside" if layout_cells is not None and (c, r) not in layout_cells else ""
            html.append(f'<button type="button" class="cell{outside}" data-cell="{cell_name(c, r)}" data-pile="" '
                        f'role="gridcell" tabindex="-1"></button>')
        html.append('</div>')
    return "".join(html)


def tracks(game, shown: set[str]) -> dict[str, str]:
    """The board's grid tracks (issue #13.2), as CSS properties for ``#board``.
    The margin of T4 is there for items to use: a margin row or column is slim
    unless one of its cells is ``shown`` (holds a pile, is lit or is chosen).
    Every other row and column is a card wide; ``--cw``/``--rh`` are the board's
    size in card units, from which the stylesheet sizes the cards to the space.
    E.g. a 4-column board with a pile in its left margin gets ``--tcols``
    ``var(--cell) var(--cell) var(--cell) var(--slim)``.
    """
    used = [parse_cell(name) for name in shown]
    cols = [0 < c < game.width - 1 or any(u[0] == c for u in used) for c in range(game.width)]
    rows = [0 < r < game.height - 1 or any(u[1] == r for u in used) for r in range(game.height)]
    return {"--tcols": " ".join("var(--cell)" if full else "var(--slim)" for full in cols),
            "--trows": " ".join("var(--ch)" if full else "var(--slim)" for full in rows),
            "--cw": f"{sum(1 if full else .3 for full in cols):g}",
            "--rh": f"{sum(1 if full else .24 for full in rows):g}",
            "--ncols": str(game.width), "--nrows": str(game.height)}


def items_html(cards_theme: bool) -> str:
    html = []
    for e in CHARS:
        zh, en, help_en = ITEM_NAMES[Element(e)]
        name, help_text = pick(zh, en), pick(ITEM_HELP_ZH[Element(e)], help_en)
        html.append(f'<button type="button" class="item" data-item="{e}" aria-pressed="false">'
                    f'{card_html(e, label(e, cards_theme), " chip")}'
                    f'<span class="name">{name}</span><span class="help">{help_text}</span></button>')
    return "".join(html)


@lru_cache(maxsize=512)
def pile_html(pile: str, printed: str, cards_theme: bool, look: tuple = ("", "")) -> str:
    """A pile's markup (kept for the piles a deal shows: a tap redraws only what changed,
    and the paint message compares the markup, so it is made once per pile)."""
    return card_face.pile_html(pile, lambda e: label(e, cards_theme), printed, cards_theme, look)


@dataclass(frozen=True)
class Frame:
    """One drawing of the tower's table: the engine's state and what the page adds."""

    cells: tuple
    """Every cell's name, in the board's order."""
    outside: frozenset
    """The cells outside the deal's layout (``board_html`` marks them)."""
    piles: dict
    """Each pile by its cell (``Tower.piles``); ``printed``: as the cards show them (``Tower.printed``)."""
    printed: dict
    tracks: dict
    """The board's grid tracks (``tracks``)."""
    chosen: frozenset = frozenset()
    lit: frozenset = frozenset()
    hints: frozenset = frozenset()
    cards_theme: bool = False
    face: Callable = card_face.standard
    cell_order: dict | None = None
    status: str = "playing"
    items: tuple = ()
    """The items left; ``pressed``: the item chosen."""
    pressed: str = ""
    undo: bool = False
    redo: bool = False
    over: bool = False
    moves: int = 0
    items_used: int = 0
    undos: int = 0
    timer: str = "0:00"
    choices: str = ""
    """The choices' markup (``choices_html``), beside ``choice_cell``."""
    choice_cell: str | None = None
    slides: tuple = ()
    """Piles that moved: (from cell, to cell), their top card slides in (issue #13.3)."""


def draw(frame: Frame, paint) -> None:
    """The board, the items, the buttons and counts, the timer and the choices into ``paint``."""
    order = frame.cell_order or {}
    for name in frame.cells:
        pile = frame.piles.get(name, "")
        look = frame.face(pile[-1], order.get(name, 0)) if pile else ("", "")
        chosen, lit, hint = name in frame.chosen, name in frame.lit, name in frame.hints
        selector = f'#board [data-cell="{name}"]'
        paint.attrs(selector, data_pile=pile, aria_label=pile_label(pile, chosen, lit, hint),
                    class_=cell_class(name, frame) + (" selected" if chosen else "") + (" target" if lit else "")
                    + (" hint" if hint else ""))
        paint.style(selector, {"--edges": card_face.edges(pile)})
        paint.html(selector, pile_html(pile, frame.printed.get(name, ""), frame.cards_theme, look) if pile else "")
    paint.style("#board", frame.tracks)
    paint.attrs("[data-game-status]", data_game_status=frame.status)
    for e in CHARS:
        paint.attrs(f'[data-item="{e}"]', disabled=e not in frame.items, aria_pressed=str(frame.pressed == e).lower())
    paint.attrs("#undo", disabled=not frame.undo)
    paint.attrs("#redo", disabled=not frame.redo)
    paint.attrs("#hint", disabled=frame.over)
    paint.text("#moves", str(frame.moves))
    paint.text("#items-used", str(frame.items_used))
    paint.text("#undos", str(frame.undos))
    paint.text("#timer", frame.timer)
    paint.html("#choices", frame.choices)
    paint.attrs("#choices", hidden=not frame.choices)
    if frame.choices and frame.choice_cell:
        paint.beside("#choices", frame.choice_cell)
    if frame.slides:
        paint.slide([(f'#board [data-cell="{a}"]', f'#board [data-cell="{b}"] .card') for a, b in frame.slides], ms=180)


def cell_class(name: str, frame: Frame) -> str:
    return "cell outside" if name in frame.outside else "cell"


def outside_cells(game) -> frozenset:
    """The cells of ``game``'s board outside its layout (none for a position without one)."""
    if not game.layout:
        return frozenset()
    inside = set(get_layout(game.layout).cells())
    return frozenset(cell_name(c, r) for r in range(game.height) for c in range(game.width) if (c, r) not in inside)


def choices_html(tokens, cards_theme: bool) -> str:
    """Buttons for the choice tokens that may come next (on/under, count, element)."""
    html = []
    for t in sorted(t for t in tokens if t[0] in CHOICE_KINDS):
        kind, value = t[0], t[2:]
        if kind in ("o", "n"):
            text = esc(tr(value) if kind == "o" else tr("split_n", n=value))
        else:   # an element: the card's glyph, and its name in English (issue #14.4)
            text = f'<span class="glyph">{esc(label(value, cards_theme))}</span>'
            if lang() == "en":
                text += " " + esc(element_word(value))
        html.append(f'<button type="button" class="choice" {CHOICE_ATTR[kind]}="{esc(value)}" '
                    f'data-token="{esc(t)}">{text}</button>')
    return "".join(html)


def prompt(tokens, piles: dict[str, str]) -> str:
    """What to tap next, for the taps so far, naming piles in words (``piles``:
    cell → elements bottom to top, ``Tower.piles()``)."""
    cells = [pile_words(piles.get(t[2:], "")) for t in tokens if t.startswith("c:")]
    tops = [top_card_words(piles.get(t[2:], "")) for t in tokens if t.startswith("c:")]
    item = next((t[2:] for t in tokens if t.startswith("i:")), None)
    if item is None:
        return tr("choose_on_under", src=cells[0], dst=cells[1]) if len(cells) == 2 else tr("targets", pile=cells[0])
    name = item_name(item)
    if not cells:
        return tr("pick_pile", item=name)
    chose_count = any(t.startswith("n:") for t in tokens)
    if item == "火":
        if len(cells) == 2:
            return tr("pick_count", item=name)
        return tr("pick_empty" if chose_count else "pick_split", item=name, pile=cells[0])
    if item == "土":
        return tr("pick_element", item=name, card=tops[0])
    return tr("pick_empty" if item == "木" else "pick_swap", item=name, pile=cells[0])


def action_words(action, piles: dict[str, str]) -> str:
    """A hint's move in words; the board lights the piles it names."""
    from wuxing_core.tower import Discard, Move, Split, Stack, Transform
    pile = lambda c: pile_words(piles.get(cell_name(*c), ""))  # noqa: E731
    top = lambda c: top_card_words(piles.get(cell_name(*c), ""))  # noqa: E731
    if isinstance(action, Stack):
        return tr("stack_under" if action.under else "stack_on", src=pile(action.src), dst=pile(action.dst))
    name = item_name(CHARS[action.item])
    if isinstance(action, Move):
        what = tr("item_move", pile=pile(action.src))
    elif isinstance(action, Split):
        what = tr("item_split", pile=pile(action.src), n=action.count)
    elif isinstance(action, Transform):
        what = tr("item_transform", card=top(action.src), element=element_word(action.element))
    elif isinstance(action, Discard):
        what = tr("item_discard", card=top(action.src))
    else:
        what = tr("item_swap", pile=pile(action.a), other=pile(action.b))
    return tr("use_item", name=name, action=what)


EASE = ((0.8, "easy"), (0.5, "medium"), (0.25, "hard"), (0.0, "hardest"))
"""A layout's ease by the share of its deals the solver won with no item (issue #36.9)."""


def ease_of(none_needed: float) -> str:
    """>>> [ease_of(x) for x in (0.98, 0.6, 0.3, 0.19)]
    ['easy', 'medium', 'hard', 'hardest']"""
    return next(word for floor, word in EASE if none_needed >= floor)


def layout_order(measured: dict) -> list[str]:
    """The picker's order (issue #36.9): easiest first by the measured share won
    with no item (the designer's stars stay on each); unmeasured ones last, in
    the book's order."""
    known = sorted((n for n in LAYOUT_NAMES if n in measured), key=lambda n: -measured[n]["none_needed"])
    return known + [n for n in LAYOUT_NAMES if n not in measured]


def layout_list_html(measured: dict) -> str:
    html = []
    for name in layout_order(measured):
        layout = LAYOUTS[name]
        cells = "".join(f'<i class="{"on" if ch == "#" else ""}"></i>' for row in layout.rows for ch in row)
        m = measured.get(name)
        extra = ""

        def pct(share: float) -> str:
            return "<1" if share > 0 and round(100 * share) == 0 else str(round(100 * share))
        if m:   # the solver's shares over the measured deals (make difficulty): each one proven
            ease = ease_of(m["none_needed"])
            extra = (f'<span class="ease" data-ease="{ease}">{tr("ease_" + ease)}</span>'
                     f'<span class="measured">{tr("measured", pct=pct(m["none_needed"]))}</span>'
                     f'<span class="measured">{tr("measured_one", pct=pct(m["one_item"]))}</span>')
            if m["more"]:
                extra += f'<span class="measured">{tr("measured_more", pct=pct(m["more"]))}</span>'
            if m.get("three_plus"):
                extra += f'<span class="measured">{tr("measured_three", pct=pct(m["three_plus"]))}</span>'
        html.append(f'<button type="button" class="layout-btn" data-layout="{name}">'
                    f'<span class="shape" style="grid-template-columns:repeat({layout.width},5px)">{cells}</span>'
                    f'<span>{layout_label(name)}</span>'
                    f'<span class="stars" title="{tr("stars")}">{"★" * layout.stars}</span>{extra}</button>')
    return "".join(html)


def show_result(game, elapsed_ms: int, entry: dict, paint) -> None:
    """The result: time, moves, items and undos, and the layout's record, into ``paint``."""
    paint.text("#result-title", tr("won" if game.is_won() else "stuck"))
    paint.text("#result-text", tr("result", time=fmt_time(elapsed_ms), moves=game.moves, items=len(game.items_used),
                                  undos=game.undos))
    best = entry.get("best_ms")
    paint.text("#stats-text", tr(
        "stats", layout=layout_label(game.layout), won=entry.get("won", 0), played=entry.get("played", 0),
        best=fmt_time(best) if isinstance(best, int) else "—", fewest=entry.get("fewest_items", "—")))
    paint.text("#share-url", "")
    paint.attrs('#result-dialog [data-action="share"]', hidden=False)


def show_daily(game, elapsed_ms: int, day: str, fewest: int | None, record: dict, today, base_url: str, paint) -> str:
    """The daily deal's result (issue #36.5): time, moves and items against the
    solver's fewest, the streak, and a text to share (returned; no server),
    into ``paint``; ``base_url``: this page's address without its query."""
    from wuxing_core.stats import current_run
    paint.text("#result-title", tr("daily_won", day=day))
    paint.text("#daily-text", tr(
        "daily_result", time=fmt_time(elapsed_ms), moves=game.moves, items=len(game.items_used),
        fewest="…" if fewest is None else fewest))   # "…" until the worker answers (a moment)
    paint.text("#daily-streak", tr("daily_streak", n=current_run(record["won"], today), best=record["best_streak"]))
    text = tr("daily_share", day=day, layout=layout_label(game.layout), time=fmt_time(elapsed_ms), moves=game.moves,
              items=len(game.items_used), fewest="?" if fewest is None else fewest, url=f"{base_url}?daily={day}")
    paint.text("#daily-share", text)
    paint.attrs("#daily-copied", hidden=True)
    paint.attrs('#result-dialog [data-action="share"]', hidden=True)   # the daily text is the share
    return text


def status_of(game) -> str:
    return "won" if game.is_won() else "stuck" if game.is_stuck() else "playing"


def render_continue(rows: list[dict], paint) -> None:
    """The "Continue a saved deal" list (``tower.saves.summaries`` rows), on the
    tower page and the landing page alike, into ``paint``; hidden when there is none."""
    paint.attrs("#continue", hidden=not rows)
    paint.text("#continue-title", tr("continue_title", n=len(rows)))
    paint.html("#continue-list", "".join(
        f'<li><a href="./tower.html?layout={esc(r["layout"])}&amp;seed={esc(r["seed"])}" data-continue="{esc(r["deal"])}">'
        f'{esc(tr("continue_item", layout=layout_label(r["layout"]) if r["layout"] in LAYOUTS else r["layout"], seed=r["seed"], moves=r["moves"]))}'
        f'{" <small>" + esc(tr("continue_done")) + "</small>" if r["done"] else ""}</a></li>' for r in rows))
