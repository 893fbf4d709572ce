log_info() { printf 'deploy: %s\n' "$*"; }
log_error() { printf 'deploy: %s\n' "$*" >&2; }
