#!/usr/bin/env bash
# dist/ を Web サーバーに配布して current を切り替える
#
#   usage: scripts/deploy.sh [--dry-run] <staging|production>
#
#   --dry-run  rsync -n で転送予定のファイルを表示するだけ。current の切り替えと
#              reload、古いリリースの掃除は行わない
set -euo pipefail

# shellcheck source=lib/log.sh
source "$(dirname "$0")/lib/log.sh"

KEEP_RELEASES=5

dry_run=0
if [[ "${1:-}" == "--dry-run" ]]; then
  dry_run=1
  shift
fi
env="${1:?usage: deploy.sh [--dry-run] <staging|production>}"

case "$env" in
  staging) hosts=(web-stg-1.example.internal) ;;
  production) hosts=(web-1.example.internal web-2.example.internal web-3.example.internal) ;;
  *) die deploy "unknown environment: ${env}" ;;
esac

[[ -d dist ]] || die deploy "dist/ not found; run scripts/fetch-artifacts.sh first"

release="$(date -u +%Y%m%d%H%M%S)"
rsync_opts=(-az --delete --exclude '.DS_Store')
if (( dry_run )); then
  rsync_opts+=(--dry-run --itemize-changes)
fi

for host in "${hosts[@]}"; do
  log deploy "${host}: syncing to /srv/web/releases/${release}"
  rsync "${rsync_opts[@]}" dist/ "deploy@${host}:/srv/web/releases/${release}/"
  if (( dry_run )); then
    continue
  fi
  ssh "deploy@${host}" "ln -sfn /srv/web/releases/${release} /srv/web/current && sudo systemctl reload web"
  log deploy "${host}: current -> ${release}"
done

if (( dry_run )); then
  log deploy "dry run: nothing was changed"
  exit 0
fi

for host in "${hosts[@]}"; do
  ssh "deploy@${host}" "ls -1dt /srv/web/releases/* | tail -n +$((KEEP_RELEASES + 1)) | xargs -r rm -rf"
done
log deploy "done: ${env}, ${#hosts[@]} host(s), release ${release}"
