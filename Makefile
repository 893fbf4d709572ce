# Two commands for a fresh machine: `make demo` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEMO_STAMP := $(VENV)/.installed-runtime

# `make test` (and everything else) installs honing with its dev tools
$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP) $(DEMO_STAMP) $(SERVE_STAMP)

# `make demo` installs only what `hone` needs to run (no pytest, ruff, mypy, …)
$(DEMO_STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $(DEMO_STAMP)

SERVE_STAMP := $(VENV)/.installed-server

$(SERVE_STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[server]'
	touch $(SERVE_STAMP)

.PHONY: setup demo test lint bench docs serve
setup: $(STAMP)

demo: $(DEMO_STAMP)
	$(BIN)/hone analyze examples/login_bug.txt
	$(BIN)/hone tokens examples/login_bug.txt --model gpt-4o --model claude-sonnet-4-5
	$(BIN)/hone optimize examples/login_bug.txt --diff
	$(BIN)/hone restructure examples/login_bug.txt --labels
	$(BIN)/hone ground --text "ok now fix this bug" \
		--transcript bench/ground_cases/01-invoice-vat-keyerror/session.json \
		--cwd bench/ground_cases/01-invoice-vat-keyerror/project

# scripts/services.sh installs (Debian packages) and starts what the server tests need:
# chromium + chromium-driver and a throwaway PostgreSQL on loopback, whose URL it prints
test: $(STAMP)
	$(BIN)/ruff check src tests bench
	$(BIN)/mypy
	HONING_TEST_PG_URL="$$(scripts/services.sh)" $(BIN)/python -m pytest

# the web UI and JSON API on http://127.0.0.1:8765/ over the example session
serve: $(SERVE_STAMP)
	$(BIN)/hone serve --workspace bench/ground_cases/01-invoice-vat-keyerror

bench: $(STAMP)
	$(BIN)/python bench/run_all.py

docs: $(STAMP)
	$(BIN)/python -m honing.docs docs/reference
