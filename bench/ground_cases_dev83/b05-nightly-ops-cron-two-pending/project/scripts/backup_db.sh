#!/usr/bin/env bash
# Dump the app database and upload it to S3. Run by cron as the ops user.
set -euo pipefail

: "${BACKUP_BUCKET:=s3://acme-db-backups/prod}"
: "${PGHOST:=db-primary.internal}"
: "${PGDATABASE:=app}"
WORKDIR=/var/tmp/nightly-ops
STAMP=$(date +%Y%m%d-%H%M)
OUT="$WORKDIR/${PGDATABASE}-${STAMP}.dump"
LAST_RUN=/var/lib/nightly-ops/backup.last

mkdir -p "$WORKDIR"
trap 'rm -f "$OUT"' EXIT

echo "[$(date -Is)] dumping $PGDATABASE from $PGHOST"
pg_dump --format=custom --no-owner --file="$OUT" "$PGDATABASE"

size=$(stat -c %s "$OUT")
if [ "$size" -lt 1048576 ]; then
  echo "dump is suspiciously small ($size bytes), not uploading" >&2
  exit 1
fi

echo "[$(date -Is)] uploading $(basename "$OUT") ($size bytes)"
aws s3 cp "$OUT" "$BACKUP_BUCKET/$(basename "$OUT")" --only-show-errors --storage-class STANDARD_IA

# keep 14 days in the bucket
cutoff=$(date -d '14 days ago' +%Y%m%d)
aws s3 ls "$BACKUP_BUCKET/" | awk '{print $4}' | while read -r key; do
  day=$(echo "$key" | sed -E 's/.*-([0-9]{8})-[0-9]{4}\.dump/\1/')
  if [[ "$day" =~ ^[0-9]{8}$ && "$day" < "$cutoff" ]]; then
    aws s3 rm "$BACKUP_BUCKET/$key" --only-show-errors
  fi
done

date -Is > "$LAST_RUN"
echo "[$(date -Is)] done"
