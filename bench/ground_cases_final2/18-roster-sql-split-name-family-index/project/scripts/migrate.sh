#!/usr/bin/env bash
# Apply every migration newer than the one recorded in schema_migrations.
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL must be set}"

psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -q <<'SQL'
CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz DEFAULT now());
SQL

for f in migrations/*.sql; do
  v="$(basename "$f" .sql)"
  if psql "$DATABASE_URL" -tAc "SELECT 1 FROM schema_migrations WHERE version = '$v'" | grep -q 1; then
    continue
  fi
  echo "applying $v"
  psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -q -f "$f"
  psql "$DATABASE_URL" -q -c "INSERT INTO schema_migrations (version) VALUES ('$v')"
done
