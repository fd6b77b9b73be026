"""Each page ships the modules of web/app it can import, not the whole folder
(issue #37, scripts/app_bundles.py): what the closure misses is a module
missing in a player's browser, so it follows every import, wherever it stands."""
import doctest
import re
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
if not (ROOT / "scripts").is_dir() or sys.platform == "emscripten":
    pytest.skip("the build scripts and the built site are not here (inside Pyodide)", allow_module_level=True)
sys.path.insert(0, str(ROOT / "scripts"))
import app_bundles  # noqa: E402

SITE = ROOT / "build" / "site"
APP = ROOT / "web" / "app"


def test_the_module_doctests():
    assert doctest.testmod(app_bundles).failed == 0


def test_imports_are_followed_inside_functions_branches_and_import_module():
    sources = {
        "page": "import shared\nif False:\n    import never_run\n",
        "shared": "def later():\n    from late import x\n    importlib.import_module('by_name')\n",
        "late": "try:\n    import js\nexcept ImportError:\n    import fallback\n",
        "by_name": "", "never_run": "", "fallback": "", "unused": "import page\n",
    }
    assert app_bundles.closure("page", sources) == {"page", "shared", "late", "by_name", "never_run", "fallback"}


def test_a_module_in_a_package_brings_its_packages_and_what_they_import():
    sources = {
        "area": "from common import helpers\n", "area.page": "from . import view\nfrom other.deep import thing\n",
        "area.view": "", "area.unused": "", "common": "", "common.helpers": "", "common.unused": "",
        "other": "", "other.deep": "", "other.deep.thing": "import late.mod\n", "late": "", "late.mod": "",
    }
    assert app_bundles.closure("area.page", sources) == {
        "area", "area.page", "area.view", "common", "common.helpers",
        "other", "other.deep", "other.deep.thing", "late", "late.mod"}


def test_a_module_named_by_the_registry_brings_that_module_of_every_package():
    """``import_module(f"{game}.front")`` (#71.4): every game's ``front``, and what each imports."""
    sources = {"front": "", "front.page": "for g in games:\n    importlib.import_module(f'{g}.front')\n",
               "a": "", "a.front": "from a import view\n", "a.view": "", "b": "", "b.front": "", "b.other": ""}
    assert app_bundles.closure("front.page", sources) == {"front", "front.page", "a", "a.front", "a.view",
                                                          "b", "b.front"}


def test_outside_imports_are_named_with_their_packages():
    assert app_bundles.app_imports("from . import sibling\nfrom wuxing_core.tower import Tower\nimport pyscript",
                                   "area") == {"area", "area.sibling", "wuxing_core", "wuxing_core.tower",
                                               "wuxing_core.tower.Tower", "pyscript"}


def built_pages() -> list[tuple[str, str, str]]:
    pages = []
    for html in sorted(SITE.glob("*.html")):
        for config, entry in re.findall(r'<script type="py" config="\./([^"]+)">import ([\w.]+)</script>', html.read_text()):
            pages.append((html.name, config, entry))
    if not pages:
        pytest.skip("no built site: `make build` first")
    script = (SITE / "js" / "embed-static.js").read_text()
    pages += [("embed.html", c, e) for c, e in re.findall(r'config: "\./([^"]+)" \}\)\.textContent = "import ([\w.]+)"', script)]
    return pages


def test_every_page_unpacks_a_bundle_that_holds_every_module_its_modules_import():
    pages = built_pages()
    modules = {app_bundles.module_name(p, APP): p for p in APP.rglob("*.py") if p.name != "hint_worker.py"}
    entries = {m for m in modules if m.rpartition(".")[2] == "page" or m.endswith("_page")}
    assert {entry for _, _, entry in pages} == entries   # embed.html's too
    for page, config, entry in pages:
        files = re.findall(r'^"\./(app/[^"]+\.zip)" = "\./\*"$', (SITE / config).read_text(), re.M)
        assert len(files) == 1, (page, config)
        with zipfile.ZipFile(SITE / files[0]) as z:
            held = {app_bundles.module_name(APP / n.replace(".pyc", ".py"), APP) if n.endswith(".pyc") else n
                    for n in z.namelist()}
        assert entry in held and "common/texts.json" in held, page
        assert app_bundles.with_parents(entry) <= held, f"{page}: its packages' __init__"
        for name in held & set(modules):      # read from the sources, not from the closure the build asked
            path = modules[name]
            package = name if path.name == "__init__.py" else name.rpartition(".")[0]
            wanted = app_bundles.app_imports(path.read_text(encoding="utf-8"), package)
            wanted |= {m for w in wanted if w.startswith("*.") for m in modules if m.endswith(w[1:])}
            for module in wanted & set(modules):
                assert module in held, f"{page}: {name} imports {module}, which its bundle lacks"


def test_the_front_door_ships_every_games_front():
    """The landing and statistics pages read each game's ``front`` by the registry (#71.4): their bundles hold them all."""
    sys.path.insert(0, str(ROOT))
    from wuxing_core import GAMES
    for page in ("front-landing_page", "front-stats_page"):
        bundle = SITE / "app" / f"{page}.zip"
        if not bundle.is_file():
            pytest.skip("no built site: `make build` first")
        with zipfile.ZipFile(bundle) as z:
            held = set(z.namelist())
        for info in GAMES.values():
            if info.page and (APP / info.name / "front.py").is_file():
                assert f"{info.name}/front.pyc" in held, (page, info.name)


def test_the_landing_page_ships_less_than_every_module():
    bundle = SITE / "app" / "front-landing_page.zip"
    if not bundle.is_file():
        pytest.skip("no built site: `make build` first")
    with zipfile.ZipFile(bundle) as z:
        held = {n.removesuffix(".pyc").replace("/", ".") for n in z.namelist()}
    assert "front.landing_page" in held and not {"table.shell", "tower.page", "deck.page", "embed.page"} & held
    served = sorted(p.relative_to(SITE / "app").as_posix() for p in (SITE / "app").rglob("*.py"))
    assert served == ["tower/hint_worker.py"], "the sources are in the bundles, not served (but the worker's)"
