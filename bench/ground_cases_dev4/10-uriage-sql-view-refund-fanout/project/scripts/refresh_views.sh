#!/usr/bin/env bash
set -euo pipefail
for f in sql/views/*.sql; do
  psql "$DATABASE_URL" -f "$f"
done
