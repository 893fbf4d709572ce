#!/usr/bin/env bash
# 发布模板:把 templates/ 同步到配置库,然后清掉各实例的模板缓存
set -euo pipefail

ENV="${1:-staging}"
case "$ENV" in
  staging) HOSTS="notify-stg-1 notify-stg-2" ;;
  prod)    HOSTS="notify-1 notify-2 notify-3" ;;
  *) echo "unknown env: $ENV" >&2; exit 1 ;;
esac

: "${NOTIFY_ADMIN_TOKEN:?need NOTIFY_ADMIN_TOKEN}"

echo ">> syncing templates to config db ($ENV)"
./bin/tplsync --env "$ENV" --dir templates/

for h in $HOSTS; do
  echo ">> purge cache on $h"
  curl -fsS -X POST "http://$h:8080/admin/cache/purge" \
    -H "Authorization: Bearer $NOTIFY_ADMIN_TOKEN" \
    -H "X-Operator: ${USER:-ci}"
done
echo "done"
