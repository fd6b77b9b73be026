#!/usr/bin/env bash
# Every test: the core tests on CPython and, beside them, the same tests inside
# Pyodide under Node; then the browser tests in headless Chromium. Run by
# `make test` (after set-up and build). Ends with one line "tests: N passed,
# N failed", followed on that line by "; NOT RUN: …" with the reason when a
# suite could not start.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=build/test-logs
mkdir -p "$logs" test-results
passed=0; failed=0; status=0; notrun=()

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
  tally "$name" "${PIPESTATUS[0]}"
}

beside() {  # beside NAME COMMAND...: start it in the background, its log kept for `joined`
  local name=$1; shift
  echo "== $name (beside the next suite, its output after it): $*"
  rm -f "$logs/$name.rc"
  ( "$@" > "$logs/$name.log" 2>&1; echo $? > "$logs/$name.rc" ) &
}

joined() {  # joined NAME: wait for what `beside` started, show its output, count it
  local name=$1
  wait
  echo "== $name (ran beside the last suite)"
  cat "$logs/$name.log"
  tally "$name" "$(cat "$logs/$name.rc" 2>/dev/null || echo 1)"
}

tally() {  # tally NAME EXIT: count its log, fail on non-zero or on nothing run
  local name=$1 rc=$2
  count "$logs/$name.log"
  if [ "$rc" -ne 0 ]; then echo "== $name FAILED (exit $rc)"; status=1; fi
  if ! grep -aqE '[1-9][0-9]* passed' "$logs/$name.log"; then
    echo "== $name ran no test"; status=1
    notrun+=("$name ($(grep -aiE 'error|in use|not found|cannot' "$logs/$name.log" | head -1 | cut -c1-120))")
  fi
}

port_free() {  # port_free PORT: nothing listens on 127.0.0.1:PORT
  ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# The Pyodide run is one process: alone, it would leave the second core idle for
# its two minutes; beside the CPython run's workers both cores share the work.
beside pyodide node scripts/pyodide_pytest.mjs
suite cpython .venv/bin/python -m pytest -n auto
joined pyodide
busy=""
for port in "${E2E_PORT:-8765}" "${E2E_BLOG_PORT:-8766}"; do port_free "$port" || busy="$busy $port"; done
if ! node -e 'import("./e2e/browser.mjs").then(m => m.chromiumPath())' >/dev/null 2>&1; then
  echo "== e2e: Chromium not found: install it (e.g. 'apt-get install chromium') — the browser tests cannot be skipped"
  status=1; notrun+=("e2e (Chromium not found: apt-get install chromium)")
elif [ -n "$busy" ]; then
  echo "== e2e: port(s)$busy in use: stop what listens there (the browser tests serve the site on them)"
  status=1; notrun+=("e2e (port$busy in use)")
else
  suite e2e npx playwright test
fi
if [ ${#notrun[@]} -gt 0 ]; then
  echo "tests: $passed passed, $failed failed; NOT RUN: $(IFS=';'; echo "${notrun[*]}")"
else
  echo "tests: $passed passed, $failed failed"
fi
exit $status
