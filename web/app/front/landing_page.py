"""Landing page handlers. The games' cards are written by the build from the
registry (``wuxing_core.GAMES``, ``scripts/build_site.py games_html``); here
each game's page package adds its own parts (``<game>.front.landing``: the
tower's layouts, a tap previewing a deal, and its saved deals); once the page
is ready, each game's own cards (``front.landing_cards``) and a Continue line
for each table game in progress (#36.7, ruling LP1). Names no game (#71.4).
Holds no rule."""
from pyscript import document, window
from pyodide.ffi import create_proxy

from common import settings as prefs
from common.dom import esc, ready
from common.i18n import Texts
from common.storage import MAX_VALUE_BYTES, key, migrate, store, unwrap
from front import landing_cards
from table.saves import joined
from wuxing_core import GAMES
from wuxing_core.errors import InvalidSaveError
from wuxing_core.game import read_json
from wuxing_core.text import unshown


SEAT_NAME = 16
"""As long as a seat's name is shown at the table (``table.shell.MAX_NAME``)."""
words = Texts("landing")


def render_fans(faces) -> None:
    """Each game's cards with the player's card settings (the suits, a deck's faces)."""
    for name, html in landing_cards.fans(faces.face, prefs.get("suits") == "cards").items():
        box = document.querySelector(f'[data-game-cards="{name}"]')
        if box:   # no element: JsNull (Pyodide 314), not None
            box.innerHTML = html


def start_games() -> None:
    """Each game's own parts of its landing card (``<game>.front.landing``: the tower's layouts and saved deals)."""
    for front in landing_cards.fronts().values():
        if hasattr(front, "landing"):
            front.landing(document)


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
    from deck.faces import Faces
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


migrate()
start_games()
ready()
window.setTimeout(create_proxy(draw_games), 0)
