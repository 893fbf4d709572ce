# shellcheck shell=bash

# upload_file LOCAL REMOTE_KEY: copy one dump to the OSS bucket (ossutil must be configured for the postgres user).
upload_file() {
  local src=$1 key=$2
  if ! ossutil cp -f --checkpoint-dir=/tmp/ossutil-cp "$src" "$OSS_BUCKET/$key" >/dev/null; then
    log "WARN: upload of $src failed, keeping local copy only"
    return 0
  fi
  log "uploaded $key"
}
