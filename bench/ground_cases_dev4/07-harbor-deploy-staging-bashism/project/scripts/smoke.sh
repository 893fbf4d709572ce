#!/bin/sh
set -eu
URL="${1:?url}"
curl -fsS "$URL/health" >/dev/null && echo "smoke ok: $URL"
