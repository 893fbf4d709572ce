"""Run one of the SQL reports and write the result to CSV.

usage: python -m reports.run_report refund_rate 2025-10 out.csv
"""
import csv
import os
import sys
from datetime import datetime
from pathlib import Path

import psycopg

SQL_DIR = Path(__file__).parent / "sql"


def month_bounds(month: str):
    start = datetime.strptime(month, "%Y-%m")
    if start.month == 12:
        end = start.replace(year=start.year + 1, month=1)
    else:
        end = start.replace(month=start.month + 1)
    return start, end


def load_sql(name: str) -> str:
    text = (SQL_DIR / f"{name}.sql").read_text(encoding="utf-8")
    # psycopg uses %(name)s placeholders
    for key in ("month_start", "month_end"):
        text = text.replace(f":{key}", f"%({key})s")
    return text


def main(argv):
    name, month, out = argv[1], argv[2], argv[3]
    start, end = month_bounds(month)
    with psycopg.connect(os.environ["REPORT_DSN"]) as conn, conn.cursor() as cur:
        cur.execute(load_sql(name), {"month_start": start, "month_end": end})
        cols = [d.name for d in cur.description]
        rows = cur.fetchall()
    with open(out, "w", newline="", encoding="utf-8-sig") as fh:
        w = csv.writer(fh)
        w.writerow(cols)
        w.writerows(rows)
    print(f"{name}: {len(rows)} rows -> {out}")


if __name__ == "__main__":
    main(sys.argv)
