"""The pages' texts (web/app/texts.json): every key in both languages with
the same placeholders, so no page shows a half-translated line."""
import json
import string
from pathlib import Path

import pytest

CATALOGUE = Path(__file__).resolve().parent.parent / "web" / "app" / "texts.json"
pytestmark = pytest.mark.skipif(not CATALOGUE.exists(), reason="the web folder is not mounted here (Pyodide run)")


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_text_has_both_languages_and_the_same_placeholders():
    sections = json.loads(CATALOGUE.read_text(encoding="utf-8"))
    assert sections
    for section, table in sections.items():
        for key, pair in table.items():
            assert isinstance(pair, list) and len(pair) == 2 and all(pair), (section, key)
            zh, en = pair
            assert placeholders(zh) == placeholders(en), (section, key)
            assert not any("\u4e00" <= ch <= "\u9fff" for ch in en.replace("五行術", "")), (section, key)


def test_every_game_with_a_page_has_its_landing_line():
    """The build writes the landing page's game cards from the registry (#34.6):
    each needs its line in the ``landing`` section."""
    from wuxing_core import GAMES
    lines = json.loads(CATALOGUE.read_text(encoding="utf-8"))["landing"]
    assert {name for name, info in GAMES.items() if info.page} <= set(lines)
