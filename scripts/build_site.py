"""Assemble the static site into build/site (run by `make build`).

1. Build our wheel (py3-none-any) from the working tree.
2. Fetch, once, the micropip wheel the Pyodide lock names (and the pure
   wheels that run tests/ inside Pyodide) into build/cache.
3. Copy Pyodide's runtime (npm `pyodide`) and PyScript (npm `@pyscript/core`).
4. `pyodide lockfile add-wheels` writes a lock with micropip and our wheel;
   the lock is then cut down to the packages we ship, so nothing in it points
   anywhere but this folder.
5. Copy web/ (its pages with their shared head, header and loader written
   in from web/partials/), and pyscript.toml once for each page's module
   (``pyscript-tower-page.toml`` …) with its [files] list: the page's own
   bundle of web/app/ (``app/tower-page.zip``: the modules that page can
   import, scripts/app_bundles.py), which its <script type="py"> imports.
6. Replace Pyodide's standard library by one precompiled to bytecode inside
   Pyodide (scripts/precompile_stdlib.mjs; cached by the npm package's
   version), and write `.br` and `.gz` beside every file worth compressing
   (scripts/serve.py sends them by Accept-Encoding; issue #17; the .br kept
   in build/cache/brotli by content, issue #39.8).
7. Put the untouched npm Pyodide and the bare page in build/bare: the boot
   benchmark's baseline, kept as plain as a first-time user of Pyodide has it.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))   # app_bundles, beside this file

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
SITE = BUILD / "site"
CACHE = BUILD / "cache" / "wheels"
NODE = ROOT / "node_modules"
VENV_PY = ROOT / ".venv" / "bin" / "python"
PYODIDE_CLI = ROOT / ".venv-build" / "bin" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
# PyScript modules every page loads before it starts Pyodide (names are hashed per release).
PYSCRIPT_STARTUP = ("core-", "toml-", "error-", "pyodide_graph-")
INCLUDE = re.compile(r'<!-- include (\S+)((?:\s+\w+="[^"]*")*) -->')
INCLUDE_ARG = re.compile(r'(\w+)="([^"]*)"')
HOME_LINK = '<a href="./index.html" class="home">五行術</a> '
COMPRESS = (".wasm", ".mjs", ".js", ".json", ".zip", ".whl", ".html", ".css", ".py", ".toml", ".svg", ".webmanifest")
COMPRESS_MIN = 1024
BARE = BUILD / "bare"


def run(*cmd: object, env: dict[str, str] | None = None) -> None:
    subprocess.run([str(c) for c in cmd], check=True, env=None if env is None else {**os.environ, **env})


ZIP_EPOCH = 315532800
"""1980-01-01 (the first time a zip can hold): the time of every member of the
zips we build, so that a build of the same files is the same bytes whenever
and wherever it runs (the site's version, the lock's sha256 and the players'
caches change only when a file does)."""


def pip_download(spec: str, dest: Path) -> None:
    """Download a pure wheel for Pyodide's Python unless already cached."""
    name, _, version = spec.partition("==")
    pattern = f"{name.replace('-', '_')}-{version}-*.whl"
    if any(dest.glob(pattern)):
        return
    dest.mkdir(parents=True, exist_ok=True)
    run(sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check", "--no-deps",
        "--only-binary=:all:", "--python-version", "3.14", "-d", dest, spec)


def build_wheel() -> Path:
    out = BUILD / "dist"
    shutil.rmtree(out, ignore_errors=True)
    run(VENV_PY, "-m", "pip", "wheel", "-q", "--disable-pip-version-check", "--no-deps",
        "--no-build-isolation" if _has_setuptools() else "--use-pep517", "-w", out, ROOT,
        env={"SOURCE_DATE_EPOCH": str(ZIP_EPOCH)})
    shutil.rmtree(ROOT / "build" / "lib", ignore_errors=True)
    (wheel,) = out.glob("wuxing_core-*-py3-none-any.whl")
    return wheel


def _has_setuptools() -> bool:
    return subprocess.run([str(VENV_PY), "-c", "import setuptools, wheel"],
                          capture_output=True).returncode == 0


def build_lock(pyodide_dir: Path, wheels: list[Path]) -> None:
    src = NODE / "pyodide" / "pyodide-lock.json"
    for w in wheels:
        shutil.copy2(w, pyodide_dir / w.name)
    ours = pyodide_dir / wheels[0].name   # our wheel, with its bytecode added (issue #17)
    run("node", ROOT / "scripts" / "precompile_wheel.mjs", wheels[0], ours)
    tmp = BUILD / "pyodide-lock.added.json"
    run(PYODIDE_CLI, "lockfile", "add-wheels", "--input", src, "--output", tmp,
        "--base-path", pyodide_dir, *[pyodide_dir / w.name for w in wheels])
    lock = json.loads(tmp.read_text())
    shipped = {w.name for w in wheels}
    lock["packages"] = {k: v for k, v in lock["packages"].items() if v["file_name"] in shipped}
    names = sorted(lock["packages"])
    if "micropip" not in names or "wuxing-core" not in names:
        sys.exit(f"build: lock is missing micropip or wuxing-core: {names}")
    # The lock tool finds a wheel's import names by its .py files; ours ships
    # bytecode only (issue #37.1): its packages are the folders with an __init__.pyc.
    with zipfile.ZipFile(ours) as z:
        lock["packages"]["wuxing-core"]["imports"] = sorted(
            n.split("/")[0] for n in z.namelist() if n.count("/") == 1 and n.endswith("/__init__.pyc"))
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))


APP = ROOT / "web" / "app"

WORKER_SOURCES = ("tower/hint_worker.py",)
"""What a worker reads as source from the site (``js/hint-worker.mjs``): served
as it is, in no page's bundle."""


def app_modules() -> list[str]:
    """What the pages may read from Python's working directory: every ``.py``
    under ``web/app`` (the packages by area, issue #71.5, with their
    ``__init__``; the pages' own modules too: a page's script only imports its
    module) and the data beside them (``*.json``), as paths in that folder."""
    files = [*APP.rglob("*.py"), *APP.rglob("*.json")]
    return sorted(p.relative_to(APP).as_posix() for p in files
                  if "__pycache__" not in p.parts and p.relative_to(APP).as_posix() not in WORKER_SOURCES)


def page_modules() -> list[str]:
    """The pages' own modules (``web/app/<area>/page.py`` and ``*_page.py``,
    as ``tower.page`` …): each page's script imports one."""
    from app_bundles import module_name
    found = [*APP.rglob("page.py"), *APP.rglob("*_page.py")]
    return sorted(module_name(p, APP) for p in found)


def page_config(entry: str) -> str:
    """The PyScript configuration of the page whose script imports ``entry``."""
    return f"pyscript-{entry.replace('.', '-')}.toml"


def page_bundle(entry: str) -> str:
    """That page's modules and data in one file, with their bytecode (issue #37):
    one request instead of one per module, no module compiled at start-up, and
    only the modules the page can import."""
    return f"app/{entry.replace('.', '-')}.zip"


def write_pyscript_configs(site: Path) -> None:
    base = (ROOT / "pyscript.toml").read_text()
    for entry in page_modules():
        text = base + f'\n[files]\n"./{page_bundle(entry)}" = "./*"\n'
        (site / page_config(entry)).write_text(text)


def app_bundles(site: Path) -> None:
    """``app/<page module>.zip``: the modules ``scripts/app_bundles.py`` finds
    that page can import (with their packages' ``__init__``), each an
    unchecked hash-based .pyc in its place, compiled once inside Pyodide,
    without its source (scripts/precompile_wheel.mjs), and the data files;
    members stored for the site's brotli. PyScript unpacks it into Python's
    working directory (``[files]`` ``"./*"``), folders and all."""
    from app_bundles import closure, module_name
    src, compiled = BUILD / "app-src.zip", BUILD / "app-all.zip"
    with zipfile.ZipFile(src, "w", zipfile.ZIP_STORED) as z:
        for name in app_modules():
            member = zipfile.ZipInfo(name, time.gmtime(ZIP_EPOCH)[:6])
            z.writestr(member, (APP / name).read_bytes())
    run("node", ROOT / "scripts" / "precompile_wheel.mjs", src, compiled, "/home/pyodide")
    paths = {module_name(APP / name, APP): name for name in app_modules() if name.endswith(".py")}
    sources = {mod: (APP / name).read_text(encoding="utf-8") for mod, name in paths.items()}
    packages = {module_name(APP / name, APP) for name in app_modules() if name.endswith("/__init__.py")}
    for name in app_modules():     # copied with web/: in the bundles now, never read from the site
        (site / "app" / name).unlink()
    for folder in sorted({(site / "app" / name).parent for name in app_modules()}, reverse=True):
        if folder != site / "app" and not any(folder.iterdir()):
            folder.rmdir()
    with zipfile.ZipFile(compiled) as every:
        members = [(info.filename, every.read(info)) for info in every.infolist()]
    for entry in page_modules():
        wanted = {paths[mod].removesuffix(".py") + ".pyc" for mod in closure(entry, sources, packages)}
        with zipfile.ZipFile(site / page_bundle(entry), "w", zipfile.ZIP_STORED) as out:
            for name, data in members:
                if name in wanted or not name.endswith(".pyc"):
                    out.writestr(zipfile.ZipInfo(name, time.gmtime(ZIP_EPOCH)[:6]), data)


BOOT_FILES = ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
"""The engine's largest downloads on a first visit that go through fetch() (the .mjs are imported: not
counted), whose bytes the loading bar follows (issue #36.8)."""


def write_boot_bytes(site: Path) -> None:
    """Each boot file's size as its stream delivers it (decoded), into the pages'
    ``<meta name="boot-bytes">`` (js/progress.js). Our wheel comes after Python is up: not one of them."""
    sizes = {name: (site / "pyodide" / name).stat().st_size for name in BOOT_FILES}
    text = json.dumps(sizes, separators=(",", ":")).replace('"', "&quot;")
    for page in site.glob("*.html"):
        html = page.read_text()
        if "__BOOT_BYTES__" in html:
            page.write_text(html.replace("__BOOT_BYTES__", text))


def tower_data() -> str:
    """What web/js/tower-static.js needs to draw the 靈獸塔 table at first paint
    (issue #13.4), from the engine's own tables: the layouts (T7) and the items (T5)."""
    sys.path.insert(0, str(ROOT))
    from wuxing_core.elements import CHARS, Element
    from wuxing_core.tower import ITEM_NAMES, LAYOUTS
    from wuxing_core.tower.actions import ITEM_HELP_ZH
    from wuxing_core.tower import daily
    data = {"layouts": {name: list(layout.rows) for name, layout in LAYOUTS.items()},
            "daily": {"week": list(daily.WEEK), "oddSaturday": daily.ODD_SATURDAY, "measured": daily.MEASURED,
                      "notProven": {k: list(v) for k, v in daily.NOT_PROVEN.items()}},
            "names": {name: [layout.zh, layout.english, layout.stars] for name, layout in LAYOUTS.items()},
            "items": [[e, *ITEM_NAMES[Element(e)][:2], ITEM_HELP_ZH[Element(e)], ITEM_NAMES[Element(e)][2]] for e in CHARS]}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")


def card_markup() -> str:
    """The card and pile templates of ``web/app/common/card_face.py`` for the first-paint
    scripts (issue #34.4): the markup is written once, in Python."""
    sys.path.insert(0, str(ROOT / "web" / "app"))
    sys.path.insert(0, str(ROOT))
    from common.card_face import MARKUP
    return json.dumps(MARKUP, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")


def ink_cards_json() -> str:
    """Every 墨香 card's full face in both languages, drawn by the game's own card
    component (``web/app/ink/cards.py``) for the card demo (``embed.html?demo=card``,
    issue #40.4), which shows it from this file without starting Python:
    ``{"zh": {code: html}, "en": {code: html}}``; and the table's compact faces
    for the play demo's first paint (``"zh-compact"``, ``"en-compact"``). The page modules read the
    page's language through ``pyscript``: here a stand-in holds it."""
    import types
    sys.path.insert(0, str(ROOT / "web" / "app"))
    sys.path.insert(0, str(ROOT))
    dataset = types.SimpleNamespace(lang="zh")
    page, ffi = types.ModuleType("pyscript"), types.ModuleType("pyodide.ffi")
    page.document = types.SimpleNamespace(documentElement=types.SimpleNamespace(dataset=dataset))
    page.window = types.SimpleNamespace()
    ffi.create_proxy = lambda fn: fn
    stand_ins = {"pyscript": page, "pyodide": types.ModuleType("pyodide"), "pyodide.ffi": ffi}
    saved = {name: sys.modules.get(name) for name in stand_ins}
    sys.modules.update(stand_ins)
    try:
        from common import i18n
        from ink.cards import card_html
        from wuxing_core.ink.cards import the_set
        out = {}
        for lang in ("zh", "en"):
            dataset.lang, i18n._lang = lang, None
            out[lang] = {c.code: card_html(c, attrs=f'data-card="{c.code}"', flavour=True, number=True)
                         for c in the_set().values()}
            out[f"{lang}-compact"] = {c.code: card_html(c, tag="span", compact=True) for c in the_set().values()}
    finally:
        for name, module in saved.items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module
    return json.dumps(out, ensure_ascii=False, separators=(",", ":"))


def games_html(lines: dict | None = None) -> str:
    """The landing page's game cards, one per registered game with a page
    (``wuxing_core.GAMES``): its titles and seat counts from the registry, its
    line from ``texts.json`` (section ``landing``), a few of its cards
    (``web/app/front/landing_cards.py``: the standard faces; the page redraws them
    with the player's settings), and what else its card
    shows from ``web/partials/landing/<name>.html`` (inside the Play line,
    then after ``<!-- more -->`` below it), if the game has one. ``lines``:
    the landing lines by game (default: ``texts.json``'s)."""
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "web" / "app"))
    from wuxing_core import GAMES
    from front.landing_cards import standard_fans   # the games' own cards, standard faces (#36.7)
    if lines is None:
        lines = json.loads((APP / "common" / "texts.json").read_text(encoding="utf-8"))["landing"]
    fans = standard_fans()
    cards = []
    for info in GAMES.values():
        if not info.page:
            continue
        extra = ROOT / "web" / "partials" / "landing" / f"{info.name}.html"
        inline, _, more = (extra.read_text().partition("<!-- more -->") if extra.exists() else ("", "", ""))
        span = f"{info.players[0]}–{info.players[-1]}" if len(info.players) > 1 else str(info.players[0])
        zh_players, en_players = ("單人", "Solo") if info.players == (1,) else (f"{span} 人", f"{span} players")
        zh, en = lines[info.name]
        cards.append(
            f'<article class="game" data-game="{info.name}">\n'
            f'        <div class="game-cards" data-game-cards="{info.name}" aria-hidden="true">{fans.get(info.name, "")}</div>\n'
            f'        <h2>{info.zh} <small class="en">{info.english}</small></h2>\n'
            f'        <p class="meta"><span class="zh">{zh_players}</span><span class="en">{en_players}</span></p>\n'
            f'        <p><span class="zh">{zh}</span>\n           <span class="en">{en}</span></p>\n'
            f'        <p><a class="btn play" href="./{info.name}.html" data-play="{info.name}"><span class="zh">開始玩</span>'
            f'<span class="en">Play</span></a>\n           {inline.strip()}</p>\n'
            + (more.strip("\n") + "\n" if more.strip() else "") + "      </article>")
    return "\n      ".join(cards)


PAGE_SCRIPT = re.compile(r'<script type="py" config="\./([^"]+)">import ([\w.]+)</script>')
"""A page's Python: ``import tower.page`` with that module's configuration."""


def page_entry(page: Path, html: str) -> str:
    """The page module ``page`` imports; the build stops if its script names
    another module's configuration (that page would unpack another bundle)."""
    found = PAGE_SCRIPT.findall(html)
    if len(found) != 1 or found[0][1] not in page_modules() or found[0][0] != page_config(found[0][1]):
        sys.exit(f"build: {page.name} must have one <script type=\"py\" config=\"./pyscript-X.toml\">import X"
                 f"</script> for a page module X of web/app (found {found})")
    return found[0][1]


def game_pages() -> list[str]:
    """The registered games that have a page (``<name>.html``), from ``wuxing_core.GAMES``."""
    sys.path.insert(0, str(ROOT))
    from wuxing_core import GAMES
    return [info.name for info in GAMES.values() if info.page]


def mark_game_page(name: str, html: str, games: list[str]) -> str:
    """A registered game's page (``<name>.html``, ``name`` in ``games``) says
    so on its ``<html>`` (``data-game-page``): js/install.js offers full screen
    there (#71.4: no list of games in the scripts)."""
    return html.replace("<html ", f'<html data-game-page="{name}" ', 1) if name in games else html


def expand_includes(site: Path) -> None:
    """Write the shared head, header and loader (``web/partials/``) into every
    page at its ``<!-- include NAME key="value" -->`` marks."""
    partials = {p.name: p.read_text() for p in (ROOT / "web" / "partials").glob("*.html")}
    chunks = sorted(p.name for p in (site / "pyscript").glob("*.js") if p.name.startswith(PYSCRIPT_STARTUP))
    preloads = [f'  <link rel="modulepreload" href="./pyscript/{c}">' for c in chunks]

    def fill(template: str, values: dict[str, str]) -> str:
        for k, v in values.items():
            template = template.replace("{{" + k + "}}", v)
        return template.rstrip("\n")

    def expand(m: re.Match) -> str:
        name, args = m.group(1), dict(INCLUDE_ARG.findall(m.group(2)))
        if name not in partials:
            sys.exit(f"build: no partial {name!r} in web/partials")
        values = dict(args)
        if name == "head.html":
            values["stylesheets"] = "\n".join(f'  <link rel="stylesheet" href="./css/{c}.css">'
                                               for c in args.get("css", "").split())
            if args.get("engine") == "yes":
                entry = page_entry(page, html)
                mine = [*preloads, f'  <link rel="preload" href="./{page_config(entry)}" as="fetch" crossorigin>',
                        f'  <link rel="preload" href="./{page_bundle(entry)}" as="fetch" crossorigin>']
                values["stylesheets"] += "\n" + fill(partials["engine.html"], {"preloads": "\n".join(mine)})
        if name == "header.html":
            values["home"] = HOME_LINK if args.get("home") == "yes" else ""
        if name == "tower-data.html":
            values["data"] = tower_data()
        if name == "games.html":
            values["games"] = games_html()
        if name == "card-markup.html":
            values["markup"] = card_markup()
        return fill(partials[name], values).lstrip()

    games = game_pages()
    for page in site.glob("*.html"):
        html = page.read_text()          # expand() reads ``page`` and this ``html`` (its page's module)
        html = INCLUDE.sub(expand, html)
        html = mark_game_page(page.stem, html, games)
        if "{{" in html or "<!-- include" in html:
            sys.exit(f"build: {page.name} has an unfilled include")
        page.write_text(html)


def precompiled_stdlib() -> Path:
    """The npm package's stdlib compiled to bytecode, built once per Pyodide version."""
    version = json.loads((NODE / "pyodide" / "package.json").read_text())["version"]
    out = BUILD / "cache" / f"python_stdlib-{version}-pyc-nodebugranges.zip"   # (name read by scripts/pyodide_node.mjs too)
    if not out.exists():
        tmp = out.with_suffix(".tmp")
        run("node", ROOT / "scripts" / "precompile_stdlib.mjs", NODE / "pyodide" / "python_stdlib.zip", tmp)
        tmp.rename(out)
    return out


def trimmed_stdlib(out: Path) -> None:
    """Only the standard library the site uses (issue #37.1; scripts/trim_stdlib.mjs):
    the closure of the imports of our wheel, web/app and PyScript's Python, of the
    pages' import trace and of the reviewed list. The build fails if a kept module
    or one of ours would miss a module."""
    pyscript_py = NODE / "@pyscript" / "core" / "src" / "stdlib"
    files = sorted([*(ROOT / "wuxing_core").rglob("*.py"), *(ROOT / "web" / "app").rglob("*.py"),
                    *pyscript_py.rglob("*.py")])
    ours = {"wuxing_core", "js", "pyodide_js", "pyscript", "polyscript", "_pyscript"}
    ours |= {p.relative_to(APP).parts[0].removesuffix(".py") for p in APP.rglob("*.py")}   # its packages
    roots = BUILD / "stdlib-roots.json"
    roots.write_text(json.dumps({"files": [str(f) for f in files], "ours": sorted(ours)}))
    run("node", ROOT / "scripts" / "trim_stdlib.mjs", NODE / "pyodide" / "python_stdlib.zip",
        precompiled_stdlib(), out, roots, BUILD / "stdlib-kept.json")


BROTLI = BUILD / "cache" / "brotli"
BROTLI_JS = """
const z = require("zlib"), fs = require("fs");
for (const [f, out] of JSON.parse(fs.readFileSync(process.argv[1], "utf8"))) {
  const b = fs.readFileSync(f);
  fs.writeFileSync(out, z.brotliCompressSync(b, { params: {
    [z.constants.BROTLI_PARAM_QUALITY]: 11, [z.constants.BROTLI_PARAM_LGWIN]: 24,
    [z.constants.BROTLI_PARAM_SIZE_HINT]: b.length } }));
}"""


def compress_site(site: Path) -> tuple[int, int]:
    """``.gz`` (and ``.br``, by Node's zlib) beside every compressible file of the
    site; returns the bytes before and after (brotli) for the build's report.

    Brotli at its best setting is most of the build's time (Pyodide's wasm
    alone ~24 s here): each output is kept in build/cache/brotli under its
    input's hash (the npm files are the same build after build), and what is
    not cached is split, largest first, between two Node processes."""
    files = [p for p in site.rglob("*") if p.is_file() and p.suffix in COMPRESS and p.stat().st_size >= COMPRESS_MIN]
    BROTLI.mkdir(parents=True, exist_ok=True)
    cached = {}
    for p in files:
        data = p.read_bytes()
        p.with_name(p.name + ".gz").write_bytes(gzip.compress(data, 9, mtime=0))
        cached[p] = BROTLI / (hashlib.sha256(data).hexdigest() + ".br")
    todo = sorted({c: p for p, c in cached.items() if not c.exists()}.items(), key=lambda cp: -cp[1].stat().st_size)
    shares: list[list[tuple[str, str]]] = [[], []]
    loads = [0, 0]
    for c, p in todo:                      # largest first, to the lighter process
        k = loads.index(min(loads))
        shares[k].append((str(p), str(c) + ".part"))
        loads[k] += p.stat().st_size
    jobs = []
    for k, share in enumerate(shares):
        if share:
            listing = BUILD / f"compress-list-{k}.json"
            listing.write_text(json.dumps(share))
            jobs.append(subprocess.Popen(["node", "-e", BROTLI_JS, str(listing)]))
    if any(job.wait() for job in jobs):
        sys.exit("build: brotli compression failed")
    for share in shares:
        for _, part in share:
            Path(part).replace(part.removesuffix(".part"))
    for p, c in cached.items():
        shutil.copyfile(c, p.with_name(p.name + ".br"))
    used = set(cached.values())
    for old in BROTLI.glob("*.br*"):       # outputs no file of this build has
        if old not in used:
            old.unlink()
    before = sum(p.stat().st_size for p in files)
    after = sum(p.with_name(p.name + ".br").stat().st_size for p in files)
    return before, after


WASM = "pyodide/pyodide.asm.wasm"
WASM_ASKERS = ("js/wasm-early.js", "js/hint-worker.mjs")   # they fill in __WASM_TAG__


def wasm_address(site: Path) -> str:
    """The address pages, the hint worker and the service worker ask Pyodide's wasm
    by: its ``?v=`` names the file's bytes, so a browser may keep any copy it holds
    without asking the server again, and keep Chromium's compiled code with it (#37.3)."""
    return f"{WASM}?v={hashlib.sha256((site / WASM).read_bytes()).hexdigest()[:16]}"


def stamp_wasm_address(site: Path) -> None:
    """Write the wasm's address into the scripts that ask for it."""
    tag = wasm_address(site).split("?v=")[1]
    for name in WASM_ASKERS:
        path = site / name
        text = path.read_text()
        if "__WASM_TAG__" not in text:
            sys.exit(f"build: {name} no longer asks for the wasm by its tag (__WASM_TAG__)")
        path.write_text(text.replace("__WASM_TAG__", tag))


def write_service_worker(site: Path) -> str:
    """Fill web/sw.js: the site's version (a hash of every file), the list of
    files to keep for offline play (the wasm by its address) and the wasm's
    address. Returns the version."""
    files = sorted(p for p in site.rglob("*") if p.is_file() and p.name != "sw.js")
    digest = hashlib.sha256()
    for p in files:
        digest.update(str(p.relative_to(site)).encode() + b"\0" + p.read_bytes())
    version = digest.hexdigest()[:16]
    wasm = wasm_address(site)
    urls = ["./" + (wasm if p == site / WASM else str(p.relative_to(site))) for p in files]
    sw = site / "sw.js"
    sw.write_text(sw.read_text().replace("__VERSION__", version).replace("__WASM__", "./" + wasm)
                  .replace("__PRECACHE__", json.dumps(urls, indent=1)))
    return version


def build_bare() -> None:
    """build/bare: the benchmark's baseline page over the npm package's files, untouched."""
    shutil.rmtree(BARE, ignore_errors=True)
    (BARE / "pyodide").mkdir(parents=True)
    for name in (*PYODIDE_FILES, "pyodide-lock.json"):
        shutil.copy2(NODE / "pyodide" / name, BARE / "pyodide" / name)
    (BARE / "bench").mkdir()
    shutil.copy2(ROOT / "bench" / "bare.html", BARE / "bench" / "bare.html")


def main() -> None:
    lock = json.loads((NODE / "pyodide" / "pyodide-lock.json").read_text())
    micropip = lock["packages"]["micropip"]["version"]
    pip_download(f"micropip=={micropip}", CACHE)
    for line in (ROOT / "requirements" / "pyodide-tests.txt").read_text().splitlines():
        if re.match(r"^[A-Za-z]", line):
            pip_download(line.strip(), CACHE / "pyodide-tests")
    wheel = build_wheel()

    shutil.rmtree(SITE, ignore_errors=True)
    shutil.copytree(ROOT / "web", SITE, ignore=shutil.ignore_patterns("partials", "__pycache__"))
    write_pyscript_configs(SITE)
    app_bundles(SITE)
    (SITE / "data" / "ink-cards.json").write_text(ink_cards_json(), encoding="utf-8")
    pyodide_dir = SITE / "pyodide"
    pyodide_dir.mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(NODE / "pyodide" / name, pyodide_dir / name)
    build_lock(pyodide_dir, [wheel, next(CACHE.glob(f"micropip-{micropip}-*.whl"))])
    shutil.copytree(NODE / "@pyscript" / "core" / "dist", SITE / "pyscript",
                    ignore=shutil.ignore_patterns("*.map"))
    expand_includes(SITE)
    trimmed_stdlib(pyodide_dir / "python_stdlib.zip")
    write_boot_bytes(SITE)
    stamp_wasm_address(SITE)
    version = write_service_worker(SITE)
    build_bare()
    size = sum(p.stat().st_size for p in SITE.rglob("*") if p.is_file())
    before, after = compress_site(SITE)
    print(f"build: site ready in {SITE.relative_to(ROOT)} ({size / 1e6:.1f} MB; compressible files "
          f"{before / 1e6:.1f} MB, {after / 1e6:.1f} MB with brotli), wheel {wheel.name}, version {version}")


if __name__ == "__main__":
    main()
