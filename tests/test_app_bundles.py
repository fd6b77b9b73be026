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


def test_relative_and_outside_imports_are_not_ours():
    assert app_bundles.app_imports("from . import sibling\nfrom wuxing_core.tower import Tower\nimport pyscript") \
        == {"wuxing_core", "pyscript"}


def built_pages() -> list[tuple[str, str, str]]:
    pages = []
    for html in sorted(SITE.glob("*.html")):
        for config, entry in re.findall(r'<script type="py" config="\./([^"]+)">import (\w+)</script>', html.read_text()):
            pages.append((html.name, config, entry))
    if not pages:
        pytest.skip("no built site: `make build` first")
    script = (SITE / "js" / "embed-static.js").read_text()
    pages += [("embed.html", c, e) for c, e in re.findall(r'config: "\./([^"]+)" \}\)\.textContent = "import (\w+)"', script)]
    return pages


def test_every_page_unpacks_a_bundle_that_holds_every_module_its_modules_import():
    pages = built_pages()
    assert {entry for _, _, entry in pages} == {p.stem for p in APP.glob("*_page.py")}   # embed.html's too
    ours = {p.stem for p in APP.glob("*.py")}
    for page, config, entry in pages:
        files = re.findall(r'^"\./(app/[^"]+\.zip)" = "\./\*"$', (SITE / config).read_text(), re.M)
        assert len(files) == 1, (page, config)
        with zipfile.ZipFile(SITE / files[0]) as z:
            held = {n.removesuffix(".pyc") for n in z.namelist()}
        assert entry in held and "texts.json" in held, page
        for name in held & ours:      # read from the sources, not from the closure the build asked
            for wanted in app_bundles.app_imports((APP / f"{name}.py").read_text(encoding="utf-8")) & ours:
                assert wanted in held, f"{page}: {name} imports {wanted}, which its bundle lacks"


def test_the_landing_page_ships_less_than_every_module():
    bundle = SITE / "app" / "landing_page.zip"
    if not bundle.is_file():
        pytest.skip("no built site: `make build` first")
    with zipfile.ZipFile(bundle) as z:
        held = {n.removesuffix(".pyc") for n in z.namelist()}
    assert "landing_page" in held and not {"table_shell", "tower_page", "deck_page", "embed_page"} & held
    assert not list((SITE / "app").glob("*.py")), "the sources are in the bundles, not served"
