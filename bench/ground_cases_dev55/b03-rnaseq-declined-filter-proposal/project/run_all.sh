#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
for s in 01_counts 02_filter 03_de 04_volcano; do
  echo "== $s"
  Rscript "scripts/$s.R"
done
