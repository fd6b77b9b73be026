"""Pyodide's wasm is asked for by one address whose ``?v=`` names its bytes
(#37.3): the pages (js/wasm-early.js), the hint worker and the service worker
(which keeps it under that address, and only that) agree on it, and it is the
file's own hash, so a browser may use any copy it holds without asking the
server again. Reads the site ``make build`` wrote (``make test`` builds it
first); e2e/offline.spec counts the downloads in a browser."""
import hashlib
import json
import re
import sys
from pathlib import Path

import pytest

if sys.platform == "emscripten":
    pytest.skip("reads the built site, outside Pyodide's file system", allow_module_level=True)

SITE = Path(__file__).parent.parent / "build" / "site"


def built(name: str) -> str:
    path = SITE / name
    if not path.exists():
        pytest.skip("no built site: `make build` first")
    return path.read_text()


def test_every_asker_names_the_wasm_by_its_own_hash():
    wasm = SITE / "pyodide" / "pyodide.asm.wasm"
    if not wasm.exists():
        pytest.skip("no built site: `make build` first")
    tag = hashlib.sha256(wasm.read_bytes()).hexdigest()[:16]
    for name in ("js/wasm-early.js", "js/hint-worker.mjs", "sw.js"):
        text = built(name)
        assert "__WASM" not in text, name
        assert set(re.findall(r"\?v=([0-9a-f]+)", text)) == {tag}, name
    assert '{ cache: "force-cache" }' in built("js/wasm-early.js")


def test_the_service_worker_keeps_the_wasm_by_that_address_only():
    sw = built("sw.js")
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", sw, re.S).group(1))
    wasm = [p for p in precache if "pyodide.asm.wasm" in p]
    assert len(wasm) == 1 and re.fullmatch(r"\./pyodide/pyodide\.asm\.wasm\?v=[0-9a-f]{16}", wasm[0])
    assert f'const WASM = new URL("{wasm[0]}", self.location).href;' in sw
    # every other file of the site is kept by its plain path
    others = {p for p in precache if p not in wasm}
    files = {"./" + str(p.relative_to(SITE)) for p in SITE.rglob("*")
             if p.is_file() and p.name != "sw.js" and p.suffix not in (".br", ".gz")}
    assert others == files - {"./pyodide/pyodide.asm.wasm"}
