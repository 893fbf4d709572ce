#!/usr/bin/env bash
# 发布后的冒烟检查: scripts/smoke.sh <staging|prod>
set -euo pipefail

ENV="${1:-staging}"
case "$ENV" in
  staging) BASE="https://upload-staging.example.cn" ;;
  prod)    BASE="https://upload.example.cn" ;;
  *) echo "unknown env $ENV" >&2; exit 1 ;;
esac

fail=0

check() {
  local name="$1" expected="$2" actual="$3"
  if [[ "$actual" == "$expected" ]]; then
    echo "ok   $name"
  else
    echo "FAIL $name: expected $expected, got $actual"
    fail=1
  fi
}

code=$(curl -s -o /dev/null -w '%{http_code}' "$BASE/healthz")
check "healthz" 200 "$code"

version=$(curl -s "$BASE/version" | sed -n 's/.*"version":"\([^"]*\)".*/\1/p')
if [[ -n "$version" ]]; then
  echo "ok   version $version"
else
  echo "FAIL version: empty"
  fail=1
fi

code=$(curl -s -o /dev/null -w '%{http_code}' -X POST "$BASE/api/v1/upload")
check "upload without token is 401" 401 "$code"

# 2M 的文件不带 token 也应该走到应用返回 401；如果是 413 说明前面某一层限制了 body 大小
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
head -c 2097152 /dev/urandom > "$tmp"
code=$(curl -s -o /dev/null -w '%{http_code}' -X POST -F "file=@$tmp" "$BASE/api/v1/upload")
check "2M upload reaches the app" 401 "$code"

exit $fail
