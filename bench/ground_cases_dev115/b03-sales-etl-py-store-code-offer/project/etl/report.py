"""Write the aggregated totals as the CSV the BI tool imports."""
from __future__ import annotations

import csv
from pathlib import Path

HEADER = ["店舗コード", "日付", "数量", "売上金額"]


def write_report(totals: dict[tuple[str, str], dict], out: Path) -> int:
    with out.open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(HEADER)
        for (store, day), t in sorted(totals.items()):
            w.writerow([store, day, t["qty"], t["amount"]])
    return len(totals)
