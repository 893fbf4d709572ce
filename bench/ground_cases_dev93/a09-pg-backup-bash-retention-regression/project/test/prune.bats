#!/usr/bin/env bats

setup() {
  source "$BATS_TEST_DIRNAME/../lib/common.sh"
  source "$BATS_TEST_DIRNAME/../lib/prune.sh"
  DIR=$(mktemp -d)
  NOW=$(date -u -d 2025-11-10T04:00:00Z +%s)
}

teardown() {
  rm -rf "$DIR"
}

touch_backup() {
  touch "$DIR/shop-$1T0300Z.sql.gz"
}

@test "prune_local removes backups older than keep_days" {
  touch_backup 2025-11-01
  touch_backup 2025-11-02
  prune_local "$DIR" 7 "$NOW"
  [ ! -e "$DIR/shop-2025-11-01T0300Z.sql.gz" ]
  [ ! -e "$DIR/shop-2025-11-02T0300Z.sql.gz" ]
}

@test "prune_local keeps the backup from exactly keep_days ago" {
  touch_backup 2025-11-03
  prune_local "$DIR" 7 "$NOW"
  [ -e "$DIR/shop-2025-11-03T0300Z.sql.gz" ]
}

@test "prune_local keeps recent backups" {
  touch_backup 2025-11-09
  touch_backup 2025-11-10
  prune_local "$DIR" 7 "$NOW"
  [ -e "$DIR/shop-2025-11-09T0300Z.sql.gz" ]
  [ -e "$DIR/shop-2025-11-10T0300Z.sql.gz" ]
}

@test "prune_local keeps monthly backups for MONTHLY_KEEP_MONTHS" {
  touch_backup 2024-12-01
  touch_backup 2025-10-01
  prune_local "$DIR" 7 "$NOW"
  [ -e "$DIR/shop-2024-12-01T0300Z.sql.gz" ]
  [ -e "$DIR/shop-2025-10-01T0300Z.sql.gz" ]
}

@test "prune_local drops monthly backups older than that" {
  touch_backup 2024-11-01
  touch_backup 2025-10-15
  prune_local "$DIR" 7 "$NOW"
  [ ! -e "$DIR/shop-2024-11-01T0300Z.sql.gz" ]
  [ ! -e "$DIR/shop-2025-10-15T0300Z.sql.gz" ]
}

@test "prune_local leaves files without a date alone" {
  touch "$DIR/notes.sql.gz"
  prune_local "$DIR" 7 "$NOW"
  [ -e "$DIR/notes.sql.gz" ]
}
