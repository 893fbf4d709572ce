#!/bin/sh
# Regenerate tests/fixtures/*.golden from the current parser.
set -eu
cargo run --quiet --example dump_jobs < tests/fixtures/jobs.txt > tests/fixtures/jobs.golden
git diff --stat tests/fixtures/
