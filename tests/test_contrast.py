"""Text colours of the site's two themes (issue #13.5): every text colour the
stylesheets put on a background they name is ≥ 4.5:1 (WCAG AA), in the light
theme and the dark one, including states an axe scan of a page at rest never
sees (an error message, a warning, a pressed button). The axe scan in
e2e/a11y.spec.mjs checks the rendered pages in both themes."""
import re
from pathlib import Path

import pytest

SITE_CSS = Path(__file__).resolve().parent.parent / "web" / "css" / "site.css"
pytestmark = pytest.mark.skipif(not SITE_CSS.exists(), reason="the web folder is not mounted here (Pyodide run)")

# (text, background) pairs the stylesheets use, by variable name.
PAIRS = [
    ("ink", "bg"), ("ink", "card"), ("ink", "surface"), ("ink", "pressed"), ("ink", "warn-bg"), ("ink", "load-bg"),
    ("ink", "fail-bg"), ("ink", "ok-bg"), ("muted", "bg"), ("muted", "card"), ("muted", "surface"),
    ("link", "bg"), ("error", "bg"), ("error", "surface"), ("good", "bg"), ("good", "surface"),
]
# White text on the card faces and chips (cards keep their colours in both themes).
FACES = ["wood", "fire", "earth", "metal", "water"]


def luminance(hex_colour: str) -> float:
    h = hex_colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    channels = [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def variables(block: str) -> dict[str, str]:
    return dict(re.findall(r"--([a-z-]+):\s*(#[0-9a-fA-F]{3,6})\b", block))


def themes() -> dict[str, dict[str, str]]:
    css = SITE_CSS.read_text(encoding="utf-8")
    light = variables(css[css.index(":root {"):css.index("}", css.index(":root {"))])
    dark_at = css.index(':root[data-theme="dark"] {')     # js/settings.js sets it (the system's or the player's)
    dark = {**light, **variables(css[dark_at:css.index("}", dark_at)])}
    return {"light": light, "dark": dark}


def test_contrast_helper_matches_known_values():
    assert contrast("#000", "#fff") == pytest.approx(21.0)
    assert contrast("#777", "#fff") == pytest.approx(4.48, abs=0.01)   # the classic just-fails grey


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_text_pair_reaches_aa(theme):
    colours = themes()[theme]
    low = {f"{t} on {b}": round(contrast(colours[t], colours[b]), 2) for t, b in PAIRS
           if contrast(colours[t], colours[b]) < 4.5}
    assert low == {}


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_white_on_every_card_face_reaches_aa(theme):
    colours = themes()[theme]
    low = {e: round(contrast("#fff", colours[e]), 2) for e in FACES if contrast("#fff", colours[e]) < 4.5}
    assert low == {}


def test_the_dark_theme_changes_the_table_not_the_cards():
    light, dark = themes()["light"], themes()["dark"]
    assert contrast(light["bg"], dark["bg"]) > 10
    assert all(light[e] == dark[e] for e in FACES)
