# The two commands of the README:
#   make serve   set everything up, build the site and serve it on a local URL
#   make test    set everything up, build the site and run every test
PORT ?= 8000

.PHONY: serve test setup setup-browser build bench balance difficulty test-py test-pyodide e2e clean

serve: build
	.venv/bin/python scripts/serve.py --port $(PORT)

test: setup-browser build
	bash scripts/test.sh

setup:
	bash scripts/setup.sh

setup-browser:
	bash scripts/setup.sh --browser

build: setup
	.venv-build/bin/python scripts/build_site.py

# Pieces of `make test`, for a quicker loop (they assume `make build` ran).
test-py:
	.venv/bin/python -m pytest -n auto
test-pyodide:
	node scripts/pyodide_pytest.mjs
e2e:
	npx playwright test

# 墨香: computer-level tables and balance figures, written to docs/INK-BALANCE.md (~15 min).
balance: setup
	PYTHONPATH=. .venv/bin/python bench/ink_balance.py

# Figures, not pass/fail: boot times, solver times, tap latency.
bench: setup-browser build
	PYTHONPATH=. .venv/bin/python bench/solver_bench.py
	PYTHONPATH=. .venv/bin/python bench/hint_bench.py
	DEALS=3 FOLLOW=0 node scripts/pyodide_run.mjs bench/hint_bench.py
	DEALS=50 node scripts/pyodide_run.mjs bench/solver_bench.py
	PYTHONPATH=. .venv/bin/python bench/fishing_bench.py
	PYTHONPATH=. .venv/bin/python bench/fishing_prompts.py
	PYTHONPATH=. .venv/bin/python bench/fishing_ends.py
	GAMES=10 node scripts/pyodide_run.mjs bench/fishing_bench.py
	PYTHONPATH=. .venv/bin/python bench/ink_bench.py
	GAMES=10 node scripts/pyodide_run.mjs bench/ink_bench.py
	PYTHONPATH=. .venv/bin/python bench/input_doors.py
	node bench/boot_bench.mjs
	node bench/page_python_bench.mjs
	node bench/embed_bench.mjs
	node bench/embeds_docs_bench.mjs
	node bench/builder_bench.mjs
	PYTHONPATH=. .venv/bin/python bench/paste_bench.py
	PYTHONPATH=. .venv/bin/python bench/backup_bench.py
	HEIGHT=2000 node bench/embeds_docs_bench.mjs
	node bench/tap_bench.mjs
	node bench/crossings.mjs
	node bench/fishing_handovers.mjs
	node bench/page_memory.mjs
	node bench/e2e_boot_cost.mjs

# Measured difficulty of every layout (the page shows build/difficulty.json).
difficulty: setup
	.venv/bin/python -m wuxing_core.tower.difficulty --deals 200 --node-limit 20000 --jobs 2 --json web/data/difficulty.json

clean:
	rm -rf build .venv .venv-build node_modules test-results
