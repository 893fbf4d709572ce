"""Run a report SQL file and write the result as CSV.

    python reports/run_report.py monthly_sales --month 2025-10-01 > out.csv
"""
from __future__ import annotations

import argparse
import csv
import os
import sys
from pathlib import Path

import psycopg

HERE = Path(__file__).parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("report", help="SQL file name without .sql")
    parser.add_argument("--month")
    parser.add_argument("--week")
    args = parser.parse_args(argv)

    sql = (HERE / f"{args.report}.sql").read_text(encoding="utf-8")
    params = {k: v for k, v in {"month": args.month, "week": args.week}.items() if v}
    with psycopg.connect(os.environ["REPORT_DATABASE_URL"]) as conn, conn.cursor() as cur:
        cur.execute("SET TIME ZONE 'Asia/Tokyo'")
        cur.execute(sql, params)
        writer = csv.writer(sys.stdout)
        writer.writerow([c.name for c in cur.description])
        writer.writerows(cur.fetchall())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
