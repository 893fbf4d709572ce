"""Run a report query for a date range and write it as CSV.

    python -m etl.run_report monthly_revenue 2025-10-01 2025-10-31 > october.csv
"""
from __future__ import annotations

import csv
import sys
from datetime import date
from pathlib import Path

from etl.db import connect

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"

COLUMNS = {
    "monthly_revenue": [
        "month", "product_line", "currency", "orders", "gross_cents", "discount_cents", "refunded_cents", "net_cents",
    ],
    "refunds_by_reason": ["reason", "refunds", "orders", "refunded_cents", "avg_refund_cents"],
}


def load_sql(name: str) -> str:
    """The query text, with :name parameters turned into psycopg's %(name)s."""
    text = (SQL_DIR / f"{name}.sql").read_text(encoding="utf-8")
    return text.replace(":start", "%(start)s").replace(":end", "%(end)s")


def run(name: str, start: date, end: date, out=sys.stdout) -> int:
    if name not in COLUMNS:
        raise SystemExit(f"unknown report {name!r}; choose from {', '.join(COLUMNS)}")
    if end < start:
        raise SystemExit("end date is before start date")
    writer = csv.writer(out)
    writer.writerow(COLUMNS[name])
    rows = 0
    with connect() as conn, conn.cursor() as cur:
        cur.execute(load_sql(name), {"start": start, "end": end})
        for row in cur:
            writer.writerow(row)
            rows += 1
    return rows


def main(argv: list[str]) -> None:
    name, start, end = argv[1], date.fromisoformat(argv[2]), date.fromisoformat(argv[3])
    count = run(name, start, end)
    print(f"{count} rows", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
