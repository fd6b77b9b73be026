"""Assemble the static site into build/site (run by `make build`).

1. Build our wheel (py3-none-any) from the working tree.
2. Fetch, once, the micropip wheel the Pyodide lock names (and the pure
   wheels that run tests/ inside Pyodide) into build/cache.
3. Copy Pyodide's runtime (npm `pyodide`) and PyScript (npm `@pyscript/core`).
4. `pyodide lockfile add-wheels` writes a lock with micropip and our wheel;
   the lock is then cut down to the packages we ship, so nothing in it points
   anywhere but this folder.
5. Copy web/ and pyscript.toml.
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

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
PRELOAD_MARK = "<!-- pyscript-preload: the build lists PyScript's start-up chunks here -->"


def run(*cmd: object) -> None:
    subprocess.run([str(c) for c in cmd], check=True)


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
        "--no-build-isolation" if _has_setuptools() else "--use-pep517", "-w", out, ROOT)
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
    tmp = BUILD / "pyodide-lock.added.json"
    run(PYODIDE_CLI, "lockfile", "add-wheels", "--input", src, "--output", tmp,
        "--base-path", pyodide_dir, *[pyodide_dir / w.name for w in wheels])
    lock = json.loads(tmp.read_text())
    shipped = {w.name for w in wheels}
    lock["packages"] = {k: v for k, v in lock["packages"].items() if v["file_name"] in shipped}
    names = sorted(lock["packages"])
    if "micropip" not in names or "wuxing-core" not in names:
        sys.exit(f"build: lock is missing micropip or wuxing-core: {names}")
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))


def inject_preloads(site: Path) -> None:
    """Replace the marker in each page with modulepreload links for PyScript's
    start-up chunks and a preload of the config, so they download at once."""
    chunks = sorted(p.name for p in (site / "pyscript").glob("*.js")
                    if p.name.startswith(PYSCRIPT_STARTUP))
    for page in site.rglob("*.html"):
        html = page.read_text()
        if PRELOAD_MARK not in html:
            continue
        prefix = "../" * (len(page.relative_to(site).parts) - 1) or "./"
        links = [f'<link rel="modulepreload" href="{prefix}pyscript/{c}">' for c in chunks]
        links.append(f'<link rel="preload" href="{prefix}pyscript.toml" as="fetch" crossorigin>')
        links.append(f'<link rel="preload" href="{prefix}app/page_common.py" as="fetch" crossorigin>')
        page.write_text(html.replace(PRELOAD_MARK, "\n  ".join(links)))


def main() -> None:
    lock = json.loads((NODE / "pyodide" / "pyodide-lock.json").read_text())
    micropip = lock["packages"]["micropip"]["version"]
    pip_download(f"micropip=={micropip}", CACHE)
    for line in (ROOT / "requirements" / "pyodide-tests.txt").read_text().splitlines():
        if re.match(r"^[A-Za-z]", line):
            pip_download(line.strip(), CACHE / "pyodide-tests")
    wheel = build_wheel()

    shutil.rmtree(SITE, ignore_errors=True)
    shutil.copytree(ROOT / "web", SITE)
    shutil.copy2(ROOT / "pyscript.toml", SITE / "pyscript.toml")
    pyodide_dir = SITE / "pyodide"
    pyodide_dir.mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(NODE / "pyodide" / name, pyodide_dir / name)
    build_lock(pyodide_dir, [wheel, next(CACHE.glob(f"micropip-{micropip}-*.whl"))])
    shutil.copytree(NODE / "@pyscript" / "core" / "dist", SITE / "pyscript",
                    ignore=shutil.ignore_patterns("*.map"))
    inject_preloads(SITE)
    size = sum(p.stat().st_size for p in SITE.rglob("*") if p.is_file())
    print(f"build: site ready in {SITE.relative_to(ROOT)} ({size / 1e6:.1f} MB), wheel {wheel.name}")


if __name__ == "__main__":
    main()
