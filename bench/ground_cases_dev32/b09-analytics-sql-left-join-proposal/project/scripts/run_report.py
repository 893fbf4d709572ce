"""Run one report under sql/reports/ for a month and write it as CSV.

    python scripts/run_report.py monthly_active_customers 2025-09 > out.csv
"""
from __future__ import annotations

import csv
import os
import sys
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import psycopg

JST = ZoneInfo("Asia/Tokyo")
REPORTS = Path(__file__).resolve().parent.parent / "sql" / "reports"


def month_bounds(ym: str) -> tuple[datetime, datetime]:
    year, month = (int(x) for x in ym.split("-"))
    start = datetime(year, month, 1, tzinfo=JST)
    end = datetime(year + (month == 12), month % 12 + 1, 1, tzinfo=JST)
    return start, end


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    name, ym = argv[1], argv[2]
    sql = (REPORTS / f"{name}.sql").read_text(encoding="utf-8")
    start, end = month_bounds(ym)
    with psycopg.connect(os.environ["ANALYTICS_DSN"]) as conn, conn.cursor() as cur:
        cur.execute(sql, {"month_start": start, "month_end": end})
        writer = csv.writer(sys.stdout)
        writer.writerow([c.name for c in cur.description])
        writer.writerows(cur.fetchall())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
