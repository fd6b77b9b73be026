#!/usr/bin/env bash
# Every test: the core tests on CPython, the same tests inside Pyodide under
# Node, then the browser tests in headless Chromium. Run by `make test` (after
# set-up and build). Ends with one line "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
logs=build/test-logs
mkdir -p "$logs" test-results
passed=0; failed=0; status=0

count() {  # count LOG: add the runner's "N passed" / "N failed" figures
  local p f
  p=$(grep -aoE '[0-9]+ passed' "$1" | tail -1 | grep -oE '[0-9]+' || true)
  f=$(grep -aoE '[0-9]+ (failed|errors?)' "$1" | awk '{s += $1} END {print s + 0}')
  passed=$((passed + ${p:-0})); failed=$((failed + ${f:-0}))
}

suite() {  # suite NAME COMMAND...: run, keep the log, fail on non-zero or on nothing run
  local name=$1; shift
  echo "== $name: $*"
  "$@" 2>&1 | tee "$logs/$name.log"
  local rc=${PIPESTATUS[0]}
  count "$logs/$name.log"
  if [ "$rc" -ne 0 ]; then echo "== $name FAILED (exit $rc)"; status=1; fi
  if ! grep -aqE '[1-9][0-9]* passed' "$logs/$name.log"; then echo "== $name ran no test"; status=1; fi
}

suite cpython .venv/bin/python -m pytest -n auto
suite pyodide node scripts/pyodide_pytest.mjs
if ! node -e 'import("./e2e/browser.mjs").then(m => m.chromiumPath())' >/dev/null 2>&1; then
  echo "== e2e: Chromium not found: install it (e.g. 'apt-get install chromium') — the browser tests cannot be skipped"
  status=1; failed=$((failed + 1))
else
  suite e2e npx playwright test
fi
echo "tests: $passed passed, $failed failed"
exit $status
