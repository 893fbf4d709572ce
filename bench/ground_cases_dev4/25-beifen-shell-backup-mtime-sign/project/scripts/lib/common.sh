die() { echo "error: $*" >&2; exit 1; }
require() { command -v "$1" >/dev/null || die "missing $1"; }
