"""A fourth game, registered for the test only (issue #71.4): the shared
features learn it from the registry and its packages, none of them names a
game. The game is a throwaway (``tests/fixtures/nim_rules``: two seats take
one or two cards, who takes the last wins; its page package
``tests/fixtures/app/nim``: what the front door shows of it; its page
``tests/fixtures/nim.html``). Checked: it is backed up and read back, counted
on the statistics page, heard, offered full screen and shown on the landing
page."""
import datetime
import importlib
import json
import re
import sys
import types
from pathlib import Path

import pytest

from page_stub import APP, forget, needs_app, page_module
from wuxing_core import registry
from wuxing_core.registry import GameInfo

pytestmark = needs_app
ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
BROWSER = ("common.i18n", "common.dom", "common.storage", "common.card_face", "common.sound", "table.stats",
           "front.stats_sections", "front.landing_cards", "tower.front", "fishing.front", "ink.front", "nim.front",
           "nim", "ink.cards", "ink.emblems", "front.games", "broken", "broken.front")
NIM = GameInfo("nim", "取牌", "Take-away", "Nim", (2,), hidden=False, module="nim_rules")


@pytest.fixture
def nim(monkeypatch):
    """The registry with the throwaway game in it, its packages on the path."""
    monkeypatch.syspath_prepend(str(FIXTURES))
    monkeypatch.syspath_prepend(str(FIXTURES / "app"))
    monkeypatch.setitem(registry.GAMES, "nim", NIM)
    yield NIM
    forget(("nim_rules",))


def envelope(game) -> str:
    return json.dumps({"v": 1, "id": "g1", "game": game.to_json(), "seats": [{"name": "A", "kind": "human"}] * 2})


def test_it_is_backed_up_and_read_back_through_its_own_reader(nim):
    from wuxing_core.backup import check, describe, kind_of, to_text
    game = nim.deal(2, 3)
    game.play("take 2")
    storage = {"wuxing.nim.game": envelope(game), "wuxing.nim.previous": json.dumps([envelope(nim.cls(4))]),
               "wuxing.nim.seats": json.dumps([{"name": "A", "kind": "human"}]),
               "wuxing.nim.stats": json.dumps({"levels": {"humans": {"played": 2, "won": 1}}, "counted": ["g0"]}),
               "wuxing.nim.rules-seen": "1"}
    kept, _, skipped = check(to_text(storage, {}))
    assert skipped == {} and set(kept) == set(storage)
    assert nim.cls.from_json(json.loads(kept["wuxing.nim.game"])["game"]).to_text() == game.to_text()
    damaged = dict(storage, **{"wuxing.nim.game": json.dumps({"v": 1, "game": '{"format": "wuxing.nim"}'})})
    kept, _, skipped = check(to_text(damaged, {}))
    assert list(skipped) == ["wuxing.nim.game"] and "wuxing.nim.stats" in kept     # left out alone, and named
    assert skipped["wuxing.nim.game"].text("en").startswith("the Take-away game in progress: ")
    assert describe("wuxing.nim.stats", kind_of("wuxing.nim.stats")) == ("the statistics of Take-away", "取牌的統計")


def test_without_the_registry_entry_its_saves_are_not_taken(monkeypatch):
    """The same file without the game registered: its entries are left out and said (what #71 found: they were dropped)."""
    from wuxing_core.backup import check, to_text
    monkeypatch.delitem(registry.GAMES, "nim", raising=False)
    _, _, skipped = check(to_text({}, {})[:-1].replace('"storage": {}', '"storage": {"wuxing.nim.stats": "{}"}') + "}")
    assert list(skipped) == ["wuxing.nim.stats"]


@pytest.fixture(params=["zh", "en"])
def page(request, monkeypatch, nim):
    """The statistics and landing page modules on a page in one language, with the fourth game registered."""
    page_module(monkeypatch, "common.i18n", request.param, BROWSER)
    sys.modules["pyscript"].window = types.SimpleNamespace(Math=types.SimpleNamespace(random=lambda: 0.5),
                                                           localStorage=None)
    yield importlib.import_module("front.stats_sections"), request.param
    forget(BROWSER)


def test_it_is_counted_on_the_statistics_page(page, nim):
    sections, lang = page
    stored = {("nim", "stats"): {"levels": {"humans": {"played": 3, "won": 2}}, "counted": []}}
    html = sections.sections_html(lambda game, name: stored.get((game, name), {}), datetime.date(2026, 12, 7))
    found = re.findall(r'<section class="stats-game" data-game="(\w+)">', html)
    assert found == [g.name for g in registry.GAMES.values() if g.page] and found[-1] == "nim"
    nim_part = html[html.index('data-game="nim"'):]
    assert '<td data-stat="nim.humans.played">3</td>' in nim_part and '<td data-stat="nim.humans.won">2</td>' in nim_part
    assert '<td data-stat="nim.total.win_pct">67%</td>' in nim_part
    assert ("清除取牌的統計" if lang == "zh" else "Reset the statistics of Take-away") in nim_part
    assert sections.reset_names(nim) == ("stats",)


def test_it_is_shown_on_the_landing_page(page, nim):
    from front import landing_cards
    assert list(landing_cards.fans()) == [g.name for g in registry.GAMES.values() if g.page]
    assert landing_cards.fans()["nim"].count(" nim") == 3
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import build_site
        lines = {**json.loads((APP / "common" / "texts.json").read_text(encoding="utf-8"))["landing"],
                 "nim": ["輪流取一或兩張，取到最後一張的贏。", "Take one or two in turn; who takes the last wins."]}
        html = build_site.games_html(lines)
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    card = html[html.index('<article class="game" data-game="nim">'):]
    assert "取牌 <small class=\"en\">Take-away</small>" in card and 'href="./nim.html"' in card
    assert card.count(" nim") >= 3 and "2 players" in card


def test_a_game_without_a_front_shows_none_and_a_broken_front_is_not_hidden(page, nim):
    from front.games import front_of
    assert front_of(GameInfo("nofront", "無", "None", "Nim", (2,), hidden=False, module="nim_rules")) is None
    with pytest.raises(ModuleNotFoundError, match="no_such_module_of_ours"):
        front_of(GameInfo("broken", "壞", "Broken", "Nim", (2,), hidden=False, module="nim_rules"))


def test_it_is_heard(page, nim):
    from common import sound
    game = nim.deal(2, 0)
    game.play("take 1")
    assert sound.for_events(game.events) == "stack"


def test_it_is_offered_full_screen(nim):
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import build_site
        html = (FIXTURES / "nim.html").read_text()
        assert 'data-game-page="nim"' in build_site.mark_game_page("nim", html, build_site.game_pages())
        assert "data-game-page" not in build_site.mark_game_page("stats", html, build_site.game_pages())
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    install = (ROOT / "web" / "js" / "install.js").read_text()
    assert "root.dataset.gamePage" in install      # what the build marks is what offers full screen


def test_no_shared_feature_names_a_game():
    """Backup, statistics, sound, full screen and the landing page's code read the registry (#71.4)."""
    shared = [ROOT / "wuxing_core" / "backup.py", APP / "front" / "stats_page.py", APP / "front" / "stats_sections.py",
              APP / "front" / "landing_page.py", APP / "front" / "landing_cards.py", APP / "common" / "sound.py",
              ROOT / "web" / "js" / "install.js", ROOT / "web" / "stats.html"]
    names = re.compile(r"\b(tower|fishing|ink)\b|靈獸塔|釣鶼鰈|墨香|Flipped|Scored|GameEnded")
    for path in shared:
        code = "\n".join(line for line in path.read_text(encoding="utf-8").splitlines()
                         if not line.lstrip().startswith(("#", "//", ">>>", "...")))
        code = re.sub(r'"""(.|\n)*?"""', "", code)            # docstrings may give examples
        found = names.search(code)
        assert not found, f"{path.name} names a game: {found.group(0)!r}"


def test_a_games_key_loads_only_that_games_package():
    """The tower page reads its own keys (``kind_of``) without importing the other games' rules."""
    import subprocess
    code = ("import sys; from wuxing_core.backup import kind_of; "
            "assert kind_of('wuxing.tower.game.basic.6') == 'tower_game'; "
            "print(sorted(m for m in sys.modules if m in ('wuxing_core.fishing', 'wuxing_core.ink')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
