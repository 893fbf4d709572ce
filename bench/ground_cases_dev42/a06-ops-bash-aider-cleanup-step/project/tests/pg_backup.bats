#!/usr/bin/env bats
# Runs pg_backup.sh against stub pg_dump/aws binaries in a temp dir.

setup() {
    export TMP="$BATS_TEST_TMPDIR"
    export BACKUP_DIR="$TMP/backups"
    export DB_NAME=testdb S3_BUCKET=test-bucket S3_PREFIX=pg/test
    mkdir -p "$TMP/bin"
    printf '#!/bin/sh\necho "-- dump of $*"\n' >"$TMP/bin/pg_dump"
    printf '#!/bin/sh\necho "aws $*" >>"%s/aws.log"\n' "$TMP" >"$TMP/bin/aws"
    chmod +x "$TMP/bin/pg_dump" "$TMP/bin/aws"
    export PATH="$TMP/bin:$PATH"
    SCRIPT="$BATS_TEST_DIRNAME/../scripts/pg_backup.sh"
}

@test "prints usage with -h" {
    run "$SCRIPT" -h
    [ "$status" -eq 0 ]
    [[ "$output" == *"usage:"* ]]
}

@test "fails without DB_NAME" {
    unset DB_NAME
    run "$SCRIPT"
    [ "$status" -ne 0 ]
    [[ "$output" == *"DB_NAME must be set"* ]]
}

@test "uploads the dump it made" {
    run "$SCRIPT"
    [ "$status" -eq 0 ]
    grep -q "s3://test-bucket/pg/test/testdb-" "$TMP/aws.log"
}
