"""墨香's compact card faces (web/app/ink/cards.py, ink/emblems.py; issue #35.2):
every card of the set, in both languages, has an ink value, its kind in words
(no bare letters), a drawn emblem that parses as SVG, and its name whole — the
name is set so that a line may break only between words."""
import re
import sys
import xml.etree.ElementTree as ET

import pytest

from page_stub import APP, forget, needs_app, page_module

pytestmark = needs_app


@pytest.fixture(params=["zh", "en"])
def faces(request, monkeypatch):
    """ink_cards with the browser modules stood in for, in one language."""
    fresh = ("common.i18n", "common.dom", "ink.emblems", "ink.cards")
    yield page_module(monkeypatch, "ink.cards", request.param, fresh), request.param
    forget(fresh)


def test_every_compact_face_has_ink_kind_words_emblem_and_whole_name(faces):
    ink_cards, lang = faces
    from wuxing_core.ink.cards import the_set
    cards = list(the_set().values())
    assert len(cards) == 87
    for c in cards:
        html = ink_cards.card_html(c, compact=True)
        root = ET.fromstring(html)
        assert "compact" in root.get("class")
        ink = root.find("./span[@class='mid']/b[@class='ink']")
        kind = root.find("./span[@class='kind']")
        assert ink.text == str(c.ink)
        assert kind.text == (ink_cards.KIND_ZH[c.kind] if lang == "zh" else ink_cards.KIND_SHORT_EN[c.kind])
        assert len(kind.text) > 1                       # words, not M/E/S/I
        svg = root.find("./span[@class='mid']/svg")
        assert svg is not None and svg.get("aria-hidden") == "true" and len(list(svg)) >= 1
        name = root.find("./b[@class='name']")
        assert name.text == c.name(lang) and name.get("lang") == ("zh-Hant" if lang == "zh" else "en")
        # Its name is what it shows, then the rest of the card in hidden words (label in name, WCAG 2.5.3).
        assert root.get("aria-label") is None
        hidden = root.find("./span[@class='visually-hidden']").text
        assert (f"墨魂值 {c.ink}" if lang == "zh" else f"ink {c.ink}") in hidden
        assert ink_cards.card_text(c, lang) in hidden


def test_every_full_face_parses_and_names_the_card(faces):   # the gallery's and the zoom's
    ink_cards, lang = faces
    from wuxing_core.ink.cards import the_set
    for c in the_set().values():
        root = ET.fromstring(ink_cards.card_html(c, flavour=True, number=True))
        assert c.name(lang) in root.get("aria-label") and root.find(".//span[@class='no']").text == f"No. {c.code}"


def test_emblems_differ_by_kind_and_weapon(faces):
    ink_cards, _ = faces
    emblem = sys.modules["ink.emblems"].emblem
    from wuxing_core.ink.cards import WEAPONS
    drawn = {emblem("monster"), emblem("item"), emblem("special")} | {emblem("equipment", w) for w in WEAPONS}
    assert len(drawn) == 3 + len(WEAPONS)


def test_compact_names_break_only_between_words():
    css = (APP.parent / "css" / "ink-card.css").read_text(encoding="utf-8")
    rule = re.search(r"\.icard\.compact \.name \{([^}]*)\}", css).group(1)
    assert "word-break: keep-all" in rule and "overflow-wrap: normal" in rule and "anywhere" not in rule
