#!/usr/bin/env bats

setup() {
  ROOT="$(cd "$(dirname "$BATS_TEST_FILENAME")/.." && pwd)"
  source "$ROOT/lib/log.sh"
  source "$ROOT/lib/rotate.sh"
  DIR="$(mktemp -d)"
}

teardown() {
  rm -rf "$DIR"
}

make_backups() {
  local n="$1" i
  for ((i = 1; i <= n; i++)); do
    touch -d "-${i} hours" "$DIR/shop-$i.sql.gz"
  done
}

@test "missing dir is not an error" {
  run rotate_backups "$DIR/nope" 3
  [ "$status" -eq 0 ]
}

@test "invalid KEEP is an error" {
  run rotate_backups "$DIR" 0
  [ "$status" -eq 1 ]
}

@test "count_backups counts only dumps" {
  make_backups 2
  touch "$DIR/readme.txt"
  [ "$(count_backups "$DIR")" -eq 2 ]
}
