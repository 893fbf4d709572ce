#!/usr/bin/env bash
set -eu

REPORT_DIR="${REPORT_DIR:-reports}"
mkdir -p "$REPORT_DIR"

echo "::group::pytest"
python -m pytest \
  --cov=qingdan \
  --cov-report=xml:"$REPORT_DIR/coverage.xml" \
  --junitxml="$REPORT_DIR/junit.xml" \
  -q 2>&1 | tee "$REPORT_DIR/pytest.log"
echo "::endgroup::"

echo "tests finished, reports in $REPORT_DIR"
