"""Landing page handlers. The games' cards are written by the build from the
registry (``wuxing_core.GAMES``, ``scripts/build_site.py games_html``); here
the tower layouts are rendered from the engine and a tap previews a deal.
Holds no rule."""
from pyscript import document

from card_face import card_html
from dom import closest, esc, on, ready
from i18n import Texts, pick
from storage import migrate, random_seed
import tower_view
from tower_saves import summaries
from wuxing_core.tower import LAYOUTS, Tower


tr = Texts("tower")


def shape_html(layout) -> str:
    cells = "".join(f'<i class="{"on" if ch == "#" else ""}"></i>' for row in layout.rows for ch in row)
    return f'<span class="shape" style="grid-template-columns:repeat({layout.width},5px)">{cells}</span>'


def render_layouts() -> None:
    buttons = []
    for layout in LAYOUTS.values():
        buttons.append(
            f'<button type="button" class="layout-btn" data-layout="{layout.name}" aria-pressed="false">'
            f'{shape_html(layout)}<span>{pick(layout.zh, layout.english)}</span>'
            f'<span class="stars" aria-label="{layout.stars}/5">{"★" * layout.stars}</span></button>')
    document.getElementById("layouts").innerHTML = "".join(buttons)


def render_preview(name: str) -> None:
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
    # The Play link opens the deal just previewed (issue #14.7).
    play = document.querySelector('[data-play="tower"]')
    if play:
        play.setAttribute("href", f"./tower.html?layout={name}&seed={tower.seed}")


def render_continue() -> None:
    """The tower's saved deals, most recent first, one tap from the landing page."""
    tower_view.render_continue(summaries())


def on_click(event) -> None:
    target = closest(event, "[data-layout]")
    if target:
        render_preview(target.dataset.layout)


migrate()
render_layouts()
render_continue()
on(document.getElementById("layouts"), "click", on_click)
ready()
