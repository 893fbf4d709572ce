#!/usr/bin/env bats

load test_helper

setup() { setup_tmp; }
teardown() { teardown_tmp; }

@test "load_config fails without a readable config" {
  run bash -c "source lib/common.sh; BACKUP_CONF=$TMP/missing.conf load_config"
  [ "$status" -eq 1 ]
  [[ "$output" == *"cannot read"* ]]
}

@test "load_config defaults BACKUP_KEEP to 7" {
  printf 'DATABASES=erp\nBACKUP_DIR=/x\nLOG_DIR=/y\nOSS_BUCKET=oss://b\n' >"$TMP/b.conf"
  run bash -c "source lib/common.sh; BACKUP_CONF=$TMP/b.conf load_config; echo \$BACKUP_KEEP"
  [ "$output" = "7" ]
}

@test "rotate_dumps keeps exactly KEEP dumps" {
  make_dumps "$TMP/erp" 9
  run bash -c "source lib/common.sh; source lib/rotate.sh; rotate_dumps $TMP/erp 7 >/dev/null; ls $TMP/erp/*.sql.gz | wc -l"
  [ "$output" -eq 7 ]
}
