"""Landing page handlers: render the tower layouts from the engine, preview a
deal on tap, then mark the page ready. Holds no rule: everything comes from
``wuxing_core``."""
from pyodide.ffi import create_proxy
from pyscript import document, window

from wuxing_core.elements import CHARS
from wuxing_core.layouts import LAYOUTS
from wuxing_core.tower import Tower


def lang() -> str:
    return document.documentElement.dataset.lang or "zh"


def shape_html(layout) -> str:
    cells = "".join(f'<i class="{"on" if ch == "#" else ""}"></i>'
                    for row in layout.rows for ch in row)
    return (f'<span class="shape" style="grid-template-columns:repeat({layout.width},5px)">'
            f"{cells}</span>")


def render_layouts() -> None:
    buttons = []
    for layout in LAYOUTS.values():
        name = layout.zh if lang() == "zh" else layout.english
        buttons.append(
            f'<button type="button" class="layout-btn" data-layout="{layout.name}" aria-pressed="false">'
            f'{shape_html(layout)}<span>{name}</span>'
            f'<span class="stars" aria-label="{layout.stars}/5">{"★" * layout.stars}</span></button>')
    document.getElementById("layouts").innerHTML = "".join(buttons)


def render_preview(name: str) -> None:
    tower = Tower.deal(name, int(window.Math.floor(window.Math.random() * 1_000_000)))
    board, _, _ = tower.to_text().partition(" | ")
    rows = board.split("/")
    cells = []
    for row in rows:
        for pile in row.split(" "):
            if pile == ".":
                cells.append('<span class="c empty"></span>')
            else:
                cells.append(f'<span class="c e{CHARS.index(pile[-1])}">{pile[-1]}</span>')
    seed = f"seed {tower.seed}"
    document.getElementById("preview").innerHTML = (
        f'<div class="board" data-seed="{tower.seed}" style="grid-template-columns:repeat({len(rows[0].split(" "))},1.7rem)">'
        f'{"".join(cells)}</div><small>{seed}</small>')
    for btn in document.querySelectorAll("[data-layout]"):
        btn.setAttribute("aria-pressed", "true" if btn.dataset.layout == name else "false")


def on_click(event) -> None:
    target = event.target.closest("[data-layout]")
    if target:
        render_preview(target.dataset.layout)


render_layouts()
document.getElementById("layouts").addEventListener("click", create_proxy(on_click))
window.wuxingReady()
