"""Landing page handlers. The games' cards are written by the build from the
registry (``wuxing_core.GAMES``, ``scripts/build_site.py games_html``); here
the tower layouts are rendered from the engine and a tap previews a deal;
once the page is ready, each game's own cards (``landing_cards``) and a
Continue line for each table game in progress (#36.7, ruling LP1). Holds no rule."""
from pyscript import document, window
from pyodide.ffi import create_proxy

from card_face import card_html
from dom import closest, esc, on, ready
from i18n import Texts, pick
import landing_cards
import player_settings as prefs
from storage import MAX_VALUE_BYTES, key, migrate, random_seed, store, unwrap
import tower_view
from table_saves import joined
from tower_saves import summaries
from wuxing_core import GAMES
from wuxing_core.errors import InvalidSaveError
from wuxing_core.game import read_json
from wuxing_core.text import unshown
from wuxing_core.tower import LAYOUTS, Tower


tr = Texts("tower")
SEAT_NAME = 16
"""As long as a seat's name is shown at the table (``table_shell.MAX_NAME``)."""
words = Texts("landing")


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
    tower_view.render_continue(summaries(mend=False))   # the landing page writes nothing (LP1)


def render_fans(faces) -> None:
    """Each game's cards with the player's card settings (the suits, a deck's faces)."""
    fans = {"tower": landing_cards.tower_fan(prefs.get("suits") == "cards", faces.face),
            "fishing": landing_cards.fishing_fan(faces.face),
            "ink": landing_cards.ink_fan()}
    for name, html in fans.items():
        box = document.querySelector(f'[data-game-cards="{name}"]')
        if box:   # no element: JsNull (Pyodide 314), not None
            box.innerHTML = html


def in_progress(name: str) -> tuple[str, int] | None:
    """The table game ``name``'s game in progress, read by its game's reader:
    (its seats and moves in words, or "" when none is unfinished; how many
    more are set aside). ``None`` when there is nothing to continue; a save
    that does not read is left for the game's page to report."""
    raw = store.get(key(name, "game"))
    now = ""
    if raw is not None:
        try:
            game, envelope = unwrap(raw, GAMES[name].cls)
            names = [s["name"].strip()[:SEAT_NAME] for s in envelope["seats"]]
            if not game.is_over() and all(unshown(n) is None for n in names):   # the table's own seat check (#39.4)
                moves = Texts(name, "table")("moves", n=len(game.history))
                now = words("continue_who", who=joined(names), moves=moves) if all(names) else moves
        except (InvalidSaveError, KeyError, TypeError, AttributeError):
            now = ""
    previous = read_json(store.get(key(name, "previous")) or "[]", MAX_VALUE_BYTES)   # read only: the page mends a bad list
    aside = len([w for w in previous if isinstance(w, str)]) if isinstance(previous, list) else 0
    return (now, aside) if now or aside else None


def render_continue_games() -> None:
    """A Continue line on each table game's card with a game to continue."""
    for box in document.querySelectorAll("[data-continue-game]"):
        found = in_progress(box.dataset.continueGame)
        box.hidden = found is None
        if found is None:
            continue
        now, aside = found
        label = words("continue_game") if now else words("set_aside_only", n=aside)
        detail = now + (" · " if now and aside else "") + (words("set_aside", n=aside) if now and aside else "")
        box.innerHTML = (f'<a class="btn" href="./{esc(box.dataset.continueGame)}.html">{esc(label)}</a> '
                         f'<span class="small">{esc(detail)}</span>')


def draw_games(*_) -> None:
    """After the first paint: the games' cards as the player set them, and Continue."""
    from deck_faces import Faces
    faces = Faces()

    def redraw() -> None:
        render_fans(faces)
        faces.refresh_later(lambda: render_fans(faces))   # a deck's pictures, read from the device

    def on_settings(names: list[str]) -> None:
        if "faces" in names:
            faces.reload()
        if {"suits", "faces"} & set(names):
            redraw()

    redraw()
    render_continue_games()
    prefs.on_change(on_settings)


def on_click(event) -> None:
    target = closest(event, "[data-layout]")
    if target:
        render_preview(target.dataset.layout)


migrate()
render_layouts()
render_continue()
on(document.getElementById("layouts"), "click", on_click)
ready()
window.setTimeout(create_proxy(draw_games), 0)
