#!/bin/sh
# Wait until the Redis in $REDIS_URL accepts TCP connections, then exec the given command.
set -eu

url="${REDIS_URL:?REDIS_URL is not set}"
timeout="${WAIT_FOR_REDIS_TIMEOUT:-30}"

# strip scheme, credentials and db: rediss://user:pass@host:6379/0 -> host:6379
hostport="${url#*://}"
hostport="${hostport#*@}"
hostport="${hostport%%/*}"
host="${hostport%%:*}"
port="${hostport##*:}"
[ "$port" = "$host" ] && port=6379

echo "wait-for-redis: waiting for $host:$port (timeout ${timeout}s)"
elapsed=0
while ! nc -z -w 2 "$host" "$port" 2>/dev/null; do
  elapsed=$((elapsed + 2))
  if [ "$elapsed" -ge "$timeout" ]; then
    echo "wait-for-redis: timed out after ${timeout}s waiting for $host:$port" >&2
    exit 1
  fi
  sleep 2
done

echo "wait-for-redis: $host:$port is up after ${elapsed}s"
exec "$@"
