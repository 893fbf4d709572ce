#!/usr/bin/env bats

@test "backup script is executable" {
  [ -x scripts/backup.sh ]
}
