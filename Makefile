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
	touch $(STAMP) $(DEMO_STAMP)

# `make demo` installs only what `hone` needs to run (no pytest, ruff, mypy, …)
$(DEMO_STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $(DEMO_STAMP)

.PHONY: setup demo test lint bench docs
setup: $(STAMP)

demo: $(DEMO_STAMP)
	$(BIN)/hone analyze examples/login_bug.txt
	$(BIN)/hone tokens examples/login_bug.txt --model gpt-4o --model claude-sonnet-4-5
	$(BIN)/hone optimize examples/login_bug.txt --diff
	$(BIN)/hone restructure examples/login_bug.txt --labels
	$(BIN)/hone ground --text "ok now fix this bug" \
		--transcript bench/ground_cases/01-invoice-vat-keyerror/session.json \
		--cwd bench/ground_cases/01-invoice-vat-keyerror/project

test: $(STAMP)
	$(BIN)/ruff check src tests bench
	$(BIN)/mypy
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python bench/run_all.py

docs: $(STAMP)
	$(BIN)/python -m honing.docs docs/reference
