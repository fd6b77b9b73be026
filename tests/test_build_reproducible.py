"""The site's own zips (our wheel, ``app/app.zip``) are the same bytes from
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
    zips = sorted((SITE / "pyodide").glob("wuxing_core-*.whl")) + [SITE / "app" / "app.zip"]
    if not all(z.is_file() for z in zips) or len(zips) != 2:
        pytest.skip("no built site: `make build` first")
    return zips


@pytest.mark.parametrize("which", ["wheel", "app bundle"])
def test_every_member_of_our_zips_carries_the_one_fixed_time(which):
    path = ours()[0 if which == "wheel" else 1]
    with zipfile.ZipFile(path) as z:
        members = z.infolist()
    assert len(members) > 10
    assert {m.date_time for m in members} == {FIXED}, path.name
