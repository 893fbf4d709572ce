#!/bin/sh
# Apply every migrations/*.sql in order. Each file must be idempotent.
set -eu
for f in migrations/*.sql; do
  echo "applying $f"
  psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -q -f "$f"
done
