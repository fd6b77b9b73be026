"""The pages' texts (web/app/common/texts.json): every key in both languages with
the same placeholders, so no page shows a half-translated line."""
import json
import string
from pathlib import Path

import pytest

CATALOGUE = Path(__file__).resolve().parent.parent / "web" / "app" / "common" / "texts.json"
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


def reason_codes() -> dict[str, str]:
    """Every reason code an error of the engine or the pages can carry, with
    where it is given: the third argument of an ``…Error(en, zh, reason)``
    or of a ``bad(why, zh, reason)`` helper, the first of the builder's
    ``_refused(reason, en, zh)``, and every ``reason=`` keyword."""
    import ast
    import re
    root = Path(__file__).resolve().parent.parent
    found: dict[str, str] = {}
    for folder in ("wuxing_core", "web/app"):
        for f in sorted((root / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call):
                    continue
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                given = [kw.value for kw in node.keywords if kw.arg == "reason"]
                if (name.endswith("Error") or name == "bad") and len(node.args) >= 3:
                    given.append(node.args[2])
                if name == "_refused" and node.args:
                    given.append(node.args[0])
                for value in given:
                    if isinstance(value, ast.Constant) and isinstance(value.value, str) and re.fullmatch(r"[a-z_]+", value.value):
                        found.setdefault(value.value, f"{f.relative_to(root)}:{node.lineno}")
    return found


def test_every_reason_code_has_a_sentence_in_both_languages():
    """#74.10: ``?daily=1999-12-31`` said "the date is wrong (That is not possible
    now)": its reason, ``bad_day``, had no sentence, so the page fell back to
    "not possible now". Every reason code has one, in the shared refusals or in
    a game's own, in both languages."""
    texts = json.loads(CATALOGUE.read_text(encoding="utf-8"))
    worded = {}
    for section, table in texts.items():
        if section.startswith("refusals"):
            worded.update(table)
    codes = reason_codes()
    assert len(codes) > 30 and "bad_day" in codes        # the scan finds the codes it should
    missing = {code: where for code, where in codes.items() if code not in worded}
    assert missing == {}
    for code in codes:
        zh, en = worded[code]
        assert zh.strip() and en.strip() and zh != en, code
