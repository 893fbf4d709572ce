#!/bin/bash
# crontab (web03, 用户 nightly):
#   MAILTO=settle-ops@example.com
#   30 2 * * * /opt/nightly/cron/nightly.sh
set -u

BASE=/opt/nightly
export PERL5LIB=$BASE/lib

cd "$BASE" || exit 1

LOG_DIR=/data/nightly/logs
mkdir -p "$LOG_DIR"
LOG="$LOG_DIR/settle-$(date +%Y%m%d).log"

# 输出照旧给 cron 发邮件，同时按天落一份日志
perl bin/nightly_settle.pl "$@" 2>&1 | tee -a "$LOG"
rc=${PIPESTATUS[0]}

if [ $rc -ne 0 ]; then
    echo "nightly_settle failed rc=$rc" >&2
fi
exit $rc
