#!/bin/bash
# バッチログのローテーション (cron 03:30)
LOGDIR=/var/log/nightly
KEEP_DAYS=60

function compress_old {
    for f in $LOGDIR/*.log.[0-9]*; do
        [[ -f "$f" && "$f" != *.gz ]] && gzip -9 "$f"
    done
}

cd $LOGDIR || exit 1
for log in *.log; do
    [[ -s "$log" ]] || continue
    mv "$log" "$log.$(date +%Y%m%d)"
    : > "$log"
done
compress_old
find $LOGDIR -name '*.gz' -mtime +$KEEP_DAYS -exec rm -f {} \;
exit 0
