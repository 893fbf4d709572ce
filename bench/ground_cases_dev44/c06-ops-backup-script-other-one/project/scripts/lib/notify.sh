#!/usr/bin/env bash
# 企业微信群机器人通知
notify() {
  local msg="$1"
  if [ -z "${WECOM_WEBHOOK:-}" ]; then
    echo "[notify] WECOM_WEBHOOK not set, skip: $msg" >&2
    return 0
  fi
  curl -fsS -m 10 -H 'Content-Type: application/json' \
    -d "{\"msgtype\":\"text\",\"text\":{\"content\":\"$msg\"}}" \
    "$WECOM_WEBHOOK" >/dev/null || echo "[notify] send failed" >&2
}
