"""What the front door shows of 靈獸塔 (#71.4: the landing page and the
statistics page read it through the registry, naming no game): its fan of
cards, the layouts to pick with a deal previewed and its saved deals to
continue (``landing``), and its statistics per layout with the daily deals
(``stats_html``; a reset clears ``RESET``)."""
from __future__ import annotations

from common.card_face import card_html, standard
from common.dom import esc
from common.i18n import Texts, pick
from wuxing_core.tower.suits import SUIT

FAN = "木火土金水"
"""The tower's five elements, one card each."""
RESET = ("stats", "daily")
"""What a reset of its statistics removes: ``wuxing.tower.stats`` and ``.daily``."""


def fan(look=standard, suits: bool = False) -> str:
    """Five tower cards as the tower draws a top card: with the playing-card
    suits (T9) when ``suits``; ``look``: a saved deck's faces.

    >>> fan().count('class="card e')
    5
    >>> '♠' in fan(suits=True)
    True
    """
    cards = []
    for i, e in enumerate(FAN):
        extra, inner = look(e, i)
        face = card_html(e, SUIT[e] if suits else e, extra, inner=inner)
        cards.append(face.replace("<b>", '<b class="suit">', 1) if suits else face)
    return "".join(cards)


def shape_html(layout) -> str:
    cells = "".join(f'<i class="{"on" if ch == "#" else ""}"></i>' for row in layout.rows for ch in row)
    return f'<span class="shape" style="grid-template-columns:repeat({layout.width},5px)">{cells}</span>'


def render_layouts(document) -> None:
    """The layouts to pick from, into ``#layouts`` (its landing card's part, partials/landing/tower.html)."""
    from wuxing_core.tower import LAYOUTS
    buttons = []
    for layout in LAYOUTS.values():
        buttons.append(
            f'<button type="button" class="layout-btn" data-layout="{layout.name}" aria-pressed="false">'
            f'{shape_html(layout)}<span>{pick(layout.zh, layout.english)}</span>'
            f'<span class="stars" aria-label="{layout.stars}/5">{"★" * layout.stars}</span></button>')
    document.getElementById("layouts").innerHTML = "".join(buttons)


def render_preview(document, name: str) -> None:
    """A deal of the layout ``name``, previewed; the Play link opens it (issue #14.7)."""
    from common.storage import random_seed
    from wuxing_core.tower import Tower
    tr = Texts("tower")
    tower = Tower.deal(name, random_seed() % 1_000_000)
    board, _, _ = tower.to_text().partition(" | ")
    rows = board.split("/")
    cells = []
    for row in rows:
        for pile in row.split(" "):
            if pile == ".":
                cells.append('<span class="c empty"></span>')
            else:
                cells.append(card_html(pile[-1], pile[-1], " c"))
    document.getElementById("preview").innerHTML = (
        f'<div class="board" data-seed="{tower.seed}" style="grid-template-columns:repeat({len(rows[0].split(" "))},1.75rem)">'
        f'{"".join(cells)}</div><small>{esc(tr("preview_deal", seed=tower.seed))}</small>')
    for btn in document.querySelectorAll("[data-layout]"):
        btn.setAttribute("aria-pressed", "true" if btn.dataset.layout == name else "false")
    play = document.querySelector('[data-play="tower"]')
    if play:
        play.setAttribute("href", f"./tower.html?layout={name}&seed={tower.seed}")


def landing(document) -> None:
    """Its landing card's own parts: the layouts (a tap previews a deal) and
    its saved deals, most recent first, to continue (the landing page writes
    nothing, LP1)."""
    from common.dom import closest, on
    from common.paint import Paint
    from tower import view
    from tower.saves import summaries
    render_layouts(document)
    paint = Paint()
    view.render_continue(summaries(mend=False), paint)
    paint.send()

    def on_click(event) -> None:
        target = closest(event, "[data-layout]")
        if target:
            render_preview(document, target.dataset.layout)

    on(document.getElementById("layouts"), "click", on_click)


def stats_html(read, today) -> str:
    """The daily deals' line and a row per layout (``read(game, name)``: a
    stored entry; ``today``: the player's date)."""
    from table.stats import cell, counts, table_html, total_row
    from tower.view import fmt_time
    from wuxing_core.stats import clean_daily, clean_table, current_run
    from wuxing_core.tower import LAYOUT_NAMES, LAYOUTS
    tr = Texts("stats")
    daily = clean_daily(read("tower", "daily"), today)
    line = (f'<div class="stats-daily">{esc(tr("daily"))} <b data-stat="tower.daily.won">{len(daily["won"])}</b> · '
            f'{esc(tr("daily_streak"))} <b data-stat="tower.daily.streak">{current_run(daily["won"], today)}</b> · '
            f'{esc(tr("daily_best"))} <b data-stat="tower.daily.best_streak">{daily["best_streak"]}</b> · '
            f'<a href="./tower.html?daily">{esc(tr("daily_play"))}</a></div>')
    table = clean_table(read("tower", "stats"))
    cols = ["layout", "played", "won", "win_pct", "best_time", "fewest_moves", "streak", "best_streak", "items"]
    rows, total = [], {"played": 0, "won": 0, "items": 0}
    for name in LAYOUT_NAMES:
        e = table.get(name, {})
        for k in total:
            total[k] += e.get(k, 0)
        rows.append(f'<tr data-layout="{name}"><td>{esc(pick(LAYOUTS[name].zh, LAYOUTS[name].english))}</td>'
                    + counts(f"tower.{name}", e)
                    + cell(f"tower.{name}.best_time", fmt_time(e["best_ms"]) if "best_ms" in e else None)
                    + cell(f"tower.{name}.fewest_moves", e.get("fewest_moves"))
                    + cell(f"tower.{name}.streak", e.get("streak", 0))
                    + cell(f"tower.{name}.best_streak", e.get("best_streak", 0))
                    + cell(f"tower.{name}.items", e.get("items", 0)) + "</tr>")
    return line + table_html(cols, rows, total_row("tower.total", total, 5))
