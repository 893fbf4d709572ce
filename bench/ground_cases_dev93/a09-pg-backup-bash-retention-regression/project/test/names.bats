#!/usr/bin/env bats

setup() {
  source "$BATS_TEST_DIRNAME/../lib/names.sh"
  DIR=$(mktemp -d)
}

teardown() {
  rm -rf "$DIR"
}

@test "backup_name is UTC and sortable" {
  run backup_name shop "$(date -u -d 2025-11-10T03:07:00Z +%s)"
  [ "$output" = "shop-2025-11-10T0307Z.sql.gz" ]
}

@test "date_from_name reads the day" {
  run date_from_name "shop-2025-11-10T0307Z.sql.gz"
  [ "$status" -eq 0 ]
  [ "$output" = "2025-11-10" ]
}

@test "date_from_name rejects other files" {
  run date_from_name "shop-latest.sql.gz"
  [ "$status" -eq 1 ]
}

@test "latest_backup picks the newest by name" {
  touch "$DIR/shop-2025-11-09T0300Z.sql.gz" "$DIR/shop-2025-11-10T0300Z.sql.gz" "$DIR/README"
  run latest_backup "$DIR"
  [ "$output" = "$DIR/shop-2025-11-10T0300Z.sql.gz" ]
}
