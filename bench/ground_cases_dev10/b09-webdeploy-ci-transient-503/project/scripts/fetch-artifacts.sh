#!/usr/bin/env bash
# リリース成果物をアーティファクトサーバーから取得して dist/ に展開する
#
#   usage: scripts/fetch-artifacts.sh <release-tag>
#
#   ARTIFACT_TOKEN     アーティファクトサーバーのトークン（必須）
#   ARTIFACT_BASE_URL  取得元（デフォルト https://artifacts.example.internal/releases）
#   FETCH_RETRIES      ダウンロード失敗時の試行回数（デフォルト 3、間隔は 5s, 10s, 20s... と倍々）
set -euo pipefail

# shellcheck source=lib/log.sh
source "$(dirname "$0")/lib/log.sh"

tag="${1:?usage: fetch-artifacts.sh <release-tag>}"
: "${ARTIFACT_TOKEN:?ARTIFACT_TOKEN is not set}"
retries="${FETCH_RETRIES:-3}"
base_url="${ARTIFACT_BASE_URL:-https://artifacts.example.internal/releases}"
dest="dist"

archive="web-${tag}.tar.gz"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# download <url> <output>: 失敗したら待って再試行し、最後の curl の終了コードで抜ける
download() {
  local url="$1" out="$2"
  local attempt=1 delay=5 status
  while true; do
    log fetch "downloading $(basename "$out") (attempt ${attempt}/${retries})"
    status=0
    curl -fsSL --connect-timeout 10 --max-time 300 \
      -H "Authorization: Bearer ${ARTIFACT_TOKEN}" \
      -o "$out" "$url" || status=$?
    if [[ $status -eq 0 ]]; then
      return 0
    fi
    if (( attempt >= retries )); then
      log fetch "giving up after ${attempt} attempts"
      return "$status"
    fi
    log fetch "attempt ${attempt} failed (exit ${status}); retrying in ${delay}s"
    sleep "$delay"
    attempt=$((attempt + 1))
    delay=$((delay * 2))
  done
}

download "${base_url}/${tag}/${archive}" "${tmp}/${archive}"
download "${base_url}/${tag}/${archive}.sha256" "${tmp}/${archive}.sha256"

(cd "$tmp" && sha256sum --check --quiet "${archive}.sha256")
log fetch "checksum ok"

rm -rf "$dest"
mkdir -p "$dest"
tar -xzf "${tmp}/${archive}" -C "$dest"
log fetch "extracted to ${dest}/ ($(find "$dest" -type f | wc -l | tr -d ' ') files)"
