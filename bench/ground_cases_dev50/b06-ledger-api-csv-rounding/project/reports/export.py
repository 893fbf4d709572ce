"""CSV export of the daily revenue report (opened in Excel by accounting)."""
from __future__ import annotations

import csv
import io
from decimal import Decimal

# Excel (Windows) only detects UTF-8 with a BOM
BOM = "\ufeff"
HEADERS = ["日付", "件数", "税抜売上", "消費税", "税込売上"]


def yen(value: Decimal | None) -> int:
    """Whole yen for the CSV."""
    if value is None:
        return 0
    return round(float(value))


def revenue_csv(rows: list[dict]) -> str:
    buf = io.StringIO()
    buf.write(BOM)
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow(HEADERS)
    total_orders, total_net, total_tax, total_gross = 0, 0, 0, 0
    for row in rows:
        net, tax, gross = yen(row["net"]), yen(row["tax"]), yen(row["gross"])
        writer.writerow([row["day"].isoformat(), row["orders"], net, tax, gross])
        total_orders += row["orders"]
        total_net += net
        total_tax += tax
        total_gross += gross
    writer.writerow(["合計", total_orders, total_net, total_tax, total_gross])
    return buf.getvalue()
