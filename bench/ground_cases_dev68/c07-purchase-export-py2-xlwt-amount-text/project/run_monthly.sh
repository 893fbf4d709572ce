#!/bin/sh
# crontab: 30 3 1 * * /opt/purchase-export/run_monthly.sh
cd /opt/purchase-export || exit 1
LOG=/var/log/purchase-export/$(date +%Y%m).log
PYTHON=${PYTHON:-/usr/bin/python2.7}
"$PYTHON" monthly_export.py "$@" >> "$LOG" 2>&1
