#!/usr/bin/env bash
set -euo pipefail

ruff check src tests | tee lint.log
ruff format --check src tests
