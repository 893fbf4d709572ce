#!/bin/bash
# 月次売上・入金データのエクスポート (経理向け)
# cron: 毎月1日 06:00 に前月分を出力する
#   0 6 1 * * /opt/export/bin/monthly_export.sh
# 手動で過去月を出すとき: monthly_export.sh 2025-09
set -u

BASE=$(cd "$(dirname "$0")/.." && pwd)
. "$BASE/bin/common.sh"
. "$BASE/conf/export.conf"

# 対象期間 [START, END) を決める
target_period() {
    if [ $# -ge 1 ]; then
        START="$1-01"
    else
        START=$(date -d "$(date +%Y-%m-01) -1 month" +%Y-%m-%d)
    fi
    END=$(date -d "$START +30 days" +%Y-%m-%d)
    YM=$(date -d "$START" +%Y%m)
}

export_table() {
    local name=$1
    local out="$OUT_DIR/${name}_${YM}.csv"
    log "export $name $START .. $END -> $out"
    psql "$PG_DSN" -X -q -A -F, --pset footer=off \
        -v start="$START" -v end="$END" \
        -f "$BASE/sql/${name}_monthly.sql" > "$out.tmp" || die "psql failed: $name"
    iconv -f UTF-8 -t CP932 "$out.tmp" > "$out" || die "iconv failed: $name"
    rm -f "$out.tmp"
}

notify() {
    local files=$1
    printf '%s 分の月次データを出力しました。\n\n%s\n' "$YM" "$files" \
        | mail -s "[月次] ${YM} エクスポート完了" $MAIL_TO
}

main() {
    target_period "$@"
    mkdir -p "$OUT_DIR"
    local done_files=""
    for t in $TABLES; do
        export_table "$t"
        done_files="$done_files$OUT_DIR/${t}_${YM}.csv\n"
    done
    notify "$(printf "$done_files")"
    log "done $YM"
}

main "$@"
