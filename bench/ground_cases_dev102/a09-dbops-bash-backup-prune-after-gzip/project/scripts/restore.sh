#!/usr/bin/env bash
# Restore a dump into a scratch database for checking: restore.sh <dump-file> [target-db]
set -euo pipefail

dump_file="${1:?usage: restore.sh <dump-file> [target-db]}"
target="${2:-appdb_restore}"

if [[ ! -f "$dump_file" ]]; then
  echo "no such file: $dump_file" >&2
  exit 1
fi

echo "recreating $target"
dropdb --if-exists "$target"
createdb "$target"

echo "loading $dump_file"
if [[ "$dump_file" == *.gz ]]; then
  gunzip -c "$dump_file" | psql --quiet --set ON_ERROR_STOP=1 --dbname "$target"
else
  psql --quiet --set ON_ERROR_STOP=1 --dbname "$target" --file "$dump_file"
fi

tables="$(psql -At --dbname "$target" -c "select count(*) from information_schema.tables where table_schema = 'public'")"
echo "restored $tables tables into $target"

if [[ "$tables" -eq 0 ]]; then
  echo "warning: no tables restored" >&2
  exit 2
fi

echo "done. drop it with: dropdb $target"
