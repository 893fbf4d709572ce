#!/usr/bin/env bash
# Moves scanned supplier invoices from the scanner's folder into Invoices/<Supplier>/<YYYY>/.
# The scanner names files like  ESB_2025-02-27_4471.pdf  (supplier_date_number).
set -euo pipefail

SCRIPT_NAME="move-invoices"
source "$(dirname "$0")/../lib/common.sh"

SCANS="/srv/shared/Scans/Invoices"
DEST="/srv/shared/Invoices"

lock_or_exit
shopt -s nullglob

moved=0
unknown=0
for f in "$SCANS"/*.pdf; do
    name="$(basename "$f")"
    if [[ "$name" =~ ^([A-Za-z0-9-]+)_([0-9]{4})-([0-9]{2})-([0-9]{2})_ ]]; then
        supplier="${BASH_REMATCH[1]}"
        year="${BASH_REMATCH[2]}"
        mkdir -p "$DEST/$supplier/$year"
        mv -n "$f" "$DEST/$supplier/$year/"
        moved=$((moved + 1))
    else
        mkdir -p "$DEST/_check"
        mv -n "$f" "$DEST/_check/"
        unknown=$((unknown + 1))
    fi
done

[ "$moved" -gt 0 ] && log INFO "moved $moved invoice(s)"
[ "$unknown" -gt 0 ] && log WARN "$unknown file(s) with an unexpected name went to _check"
exit 0
