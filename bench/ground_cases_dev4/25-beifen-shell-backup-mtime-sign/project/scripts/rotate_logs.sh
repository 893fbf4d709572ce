#!/usr/bin/env bash
set -euo pipefail
LOG_DIR="${LOG_DIR:-/var/log/beifen}"
find "$LOG_DIR" -name '*.log' -mtime +14 -delete
