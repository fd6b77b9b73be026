"""The site's own zips (our wheel, the pages' ``app/*.zip``) are the same bytes from
the same files, whenever and wherever they are built (``ZIP_EPOCH`` in
``scripts/build_site.py``): every member carries one fixed time, not the
build's or the checkout's. Otherwise each build got a new site version, a
new lock sha256, and every player's cache fetched the wheel again. Reads
the site ``make build`` wrote (``make test`` builds it first)."""
import sys
import zipfile
from pathlib import Path

import pytest

if sys.platform == "emscripten":
    pytest.skip("reads the built site, outside Pyodide's file system", allow_module_level=True)

SITE = Path(__file__).parent.parent / "build" / "site"
FIXED = (1980, 1, 1, 0, 0, 0)


def ours() -> list[Path]:
    wheels, bundles = sorted((SITE / "pyodide").glob("wuxing_core-*.whl")), sorted((SITE / "app").glob("*.zip"))
    if len(wheels) != 1 or not bundles:
        pytest.skip("no built site: `make build` first")
    return [*wheels, *bundles]


@pytest.mark.parametrize("which", ["wheel", "pages' bundles"])
def test_every_member_of_our_zips_carries_the_one_fixed_time(which):
    zips = ours()
    for path in zips[:1] if which == "wheel" else zips[1:]:
        with zipfile.ZipFile(path) as z:
            members = z.infolist()
        assert len(members) > 5, path.name
        assert {m.date_time for m in members} == {FIXED}, path.name
