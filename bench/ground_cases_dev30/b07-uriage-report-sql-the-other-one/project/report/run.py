"""売上レポートを実行して CSV に書き出す。

    python -m report.run monthly 2025-09
    python -m report.run weekly 2025-10-13
"""

from __future__ import annotations

import csv
import os
import sys
from datetime import date
from pathlib import Path

import psycopg

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"
OUT_DIR = Path(os.environ.get("REPORT_OUT", "out"))


def monthly_params(ym: str) -> dict:
    year, month = (int(x) for x in ym.split("-"))
    start = date(year, month, 1)
    next_start = date(year + 1, 1, 1) if month == 12 else date(year, month + 1, 1)
    return {
        "month_start": start,
        "next_month_start": next_start,
    }


def weekly_params(day: str) -> dict:
    return {"week_start": date.fromisoformat(day)}


REPORTS = {
    "monthly": ("monthly_sales.sql", monthly_params),
    "weekly": ("weekly_sales.sql", weekly_params),
}


def run(kind: str, arg: str) -> Path:
    sql_file, make_params = REPORTS[kind]
    sql = (SQL_DIR / sql_file).read_text(encoding="utf-8")
    params = make_params(arg)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    out = OUT_DIR / f"{kind}-{arg}.csv"
    with psycopg.connect(os.environ["REPORT_DSN"]) as conn, conn.cursor() as cur:
        cur.execute("SET TIME ZONE 'Asia/Tokyo'")
        cur.execute(sql, params)
        with out.open("w", newline="", encoding="utf-8-sig") as f:
            w = csv.writer(f)
            w.writerow([c.name for c in cur.description])
            w.writerows(cur.fetchall())
    return out


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in REPORTS:
        print(__doc__)
        sys.exit(2)
    print(run(sys.argv[1], sys.argv[2]))
