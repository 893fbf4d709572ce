#!/usr/bin/env bash
set -euo pipefail

out="${1:-site}"
rm -rf "$out"
mkdir -p "$out"
python -m pydoc -w qingdan.parser >/dev/null
mv qingdan.parser.html "$out/index.html"
echo "docs written to $out/"
