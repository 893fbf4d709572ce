#!/usr/bin/env bash
# Upload the built site to OSS and refresh the CDN entry page.
# Usage: scripts/deploy.sh <dist-dir>
set -eu

DIST=${1:-dist}
: "${OSS_AK:?OSS_AK is required}"
: "${OSS_SK:?OSS_SK is required}"
: "${OSS_BUCKET:?OSS_BUCKET is required}"
: "${OSS_ENDPOINT:=oss-cn-hangzhou.aliyuncs.com}"
PREFIX=${DEPLOY_ENV:-prod}

if [ ! -f "$DIST/index.html" ]; then
  echo "no $DIST/index.html, did the build run?" >&2
  exit 1
fi

OSS="ossutil -e $OSS_ENDPOINT -i $OSS_AK -k $OSS_SK"

# hashed assets: long cache
$OSS cp -r -f "$DIST/assets" "oss://$OSS_BUCKET/$PREFIX/assets" \
  --meta "Cache-Control:public, max-age=31536000, immutable"

# entry page: no cache, uploaded last so it never points at missing assets
$OSS cp -f "$DIST/index.html" "oss://$OSS_BUCKET/$PREFIX/index.html" \
  --meta "Cache-Control:no-cache"

echo "deployed $DIST to oss://$OSS_BUCKET/$PREFIX/"
