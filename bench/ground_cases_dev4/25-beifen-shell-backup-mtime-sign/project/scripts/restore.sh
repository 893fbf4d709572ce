#!/usr/bin/env bash
set -euo pipefail
FILE="${1:?dump file}"
gunzip -c "$FILE" | psql "$DATABASE_URL"
