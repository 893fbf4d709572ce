#!/usr/bin/env bash
# 用法：restore_pg.sh <备份文件> <目标库名>
# 目标库会被删掉重建，不要对着生产库跑！
set -euo pipefail

cd "$(dirname "$0")"
source ../backup.env

file="$1"
target="$2"

if [ "$target" = "$DB_NAME" ]; then
  echo "refuse to restore over production database '$DB_NAME'" >&2
  exit 1
fi

docker exec -i "$PG_CONTAINER" psql -U "$DB_USER" -d postgres -c "DROP DATABASE IF EXISTS \"$target\";"
docker exec -i "$PG_CONTAINER" psql -U "$DB_USER" -d postgres -c "CREATE DATABASE \"$target\" OWNER $DB_USER;"
gunzip -c "$file" | docker exec -i "$PG_CONTAINER" psql -U "$DB_USER" -d "$target" -v ON_ERROR_STOP=1 -q
echo "restored $file -> $target"
