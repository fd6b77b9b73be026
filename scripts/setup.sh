#!/usr/bin/env bash
# Idempotent set-up: Python venvs, npm packages and (with --browser) Chromium.
# Stops with one clear sentence naming what to install when something is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
want_browser=0
[ "${1:-}" = "--browser" ] && want_browser=1

die() { echo "setup: $*" >&2; exit 1; }

py_ok() { "$1" -c "import sys; sys.exit(0 if sys.version_info >= ($2, $3) else 1)" 2>/dev/null; }

find_python() {  # find_python MAJOR MINOR: first interpreter at least that new
  local c
  for c in python3 python3.14 python3.13 python3.12 python3.11 \
           "$HOME"/.pyenv/versions/3.1[1-9]*/bin/python3 /usr/bin/python3 /usr/local/bin/python3; do
    if command -v "$c" >/dev/null 2>&1 && py_ok "$c" "$1" "$2"; then command -v "$c"; return 0; fi
  done
  return 1
}

find_build_python() {  # pyodide-build wants >= 3.12: prefer an explicit 3.12/3.13
  local c
  for c in python3.13 python3.12 python3.14 python3 \
           "$HOME"/.pyenv/versions/3.1[2-9]*/bin/python3; do
    if command -v "$c" >/dev/null 2>&1 && py_ok "$c" 3 12 && "$c" -c "import venv" 2>/dev/null; then
      command -v "$c"; return 0
    fi
  done
  return 1
}

PY=$(find_python 3 11) || die "install Python 3.11 or newer (e.g. 'apt-get install python3 python3-venv')."
BPY=$(find_build_python) || die "install Python 3.12 or newer for pyodide-build (e.g. 'apt-get install python3.12-venv' or pyenv)."
command -v node >/dev/null 2>&1 || die "install Node.js 20 or newer (e.g. 'apt-get install nodejs npm')."
node -e 'process.exit(+process.versions.node.split(".")[0] >= 20 ? 0 : 1)' \
  || die "Node.js $(node --version) is too old: install Node.js 20 or newer."
command -v npm >/dev/null 2>&1 || die "install npm (e.g. 'apt-get install npm')."

make_venv() {  # make_venv DIR PYTHON REQUIREMENTS
  local dir=$1 py=$2 req=$3 stamp=$1/.stamp
  if [ -f "$stamp" ] && [ "$stamp" -nt "$req" ] && "$dir/bin/python" -c "" 2>/dev/null; then return 0; fi
  echo "setup: creating $dir with $py"
  rm -rf "$dir"
  "$py" -m venv "$dir" || die "the venv module is missing: install python3-venv for $py."
  "$dir/bin/python" -m pip install -q --disable-pip-version-check -r "$req" 2>&1 | grep -v "^WARNING: Location" || true
  "$dir/bin/python" -c "import sys" && touch "$stamp"
}
make_venv .venv "$PY" requirements/dev.txt
.venv/bin/python -c "import pytest" 2>/dev/null || die "pytest did not install into .venv (is PyPI reachable?)."
make_venv .venv-build "$BPY" requirements/build.txt
.venv-build/bin/pyodide --version >/dev/null 2>&1 || die "pyodide-build did not install into .venv-build (is PyPI reachable?)."

if [ ! -f node_modules/.stamp ] || [ package-lock.json -nt node_modules/.stamp ]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund --loglevel=error || die "npm ci failed (is the npm registry reachable?)."
  touch node_modules/.stamp
fi

if [ "$want_browser" = 1 ]; then
  CHROMIUM=$(command -v chromium || command -v chromium-browser || true)
  if [ -z "$CHROMIUM" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      echo "setup: installing Chromium with apt-get"
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null \
        || die "apt-get could not install chromium: install it by hand ('apt-get install chromium')."
    else
      die "install Chromium for the browser tests (e.g. 'sudo apt-get install chromium')."
    fi
  fi
  # The pages are Chinese first: without a CJK font every character is a box,
  # and the layout tests (what fits a phone, where a name breaks) measure boxes.
  if ! fc-list :lang=zh 2>/dev/null | grep -q .; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      echo "setup: installing the Chinese fonts (fonts-noto-cjk) with apt-get"
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >/dev/null \
        || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >/dev/null; } \
        || die "apt-get could not install fonts-noto-cjk: install it by hand ('apt-get install fonts-noto-cjk')."
    else
      die "install a Chinese font for the browser tests (e.g. 'sudo apt-get install fonts-noto-cjk'): the layout tests measure the characters."
    fi
  fi
fi
echo "setup: ok"
