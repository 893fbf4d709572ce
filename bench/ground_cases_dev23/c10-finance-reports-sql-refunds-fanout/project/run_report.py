"""Run one of the SQL reports in reports/ and write the result as CSV.

    python run_report.py monthly_revenue --param start_month=2025-01-01 --param end_month=2025-03-01
"""
from __future__ import annotations

import argparse
import csv
import os
import re
import sys
from pathlib import Path

import psycopg

REPORTS = Path(__file__).parent / "reports"
PARAM = re.compile(r":([a-z_]+)\b")


def load(name: str) -> str:
    path = REPORTS / f"{name}.sql"
    if not path.exists():
        sys.exit(f"no such report: {name}")
    return path.read_text(encoding="utf-8")


def to_psycopg(sql: str) -> str:
    """Turn :name placeholders into psycopg's %(name)s, leaving ::casts alone."""
    return re.sub(r"(?<!:):([a-z_]+)\b", r"%(\1)s", sql)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--param", action="append", default=[], help="name=value")
    ap.add_argument("--out", default="-")
    args = ap.parse_args()

    params = dict(p.split("=", 1) for p in args.param)
    sql = to_psycopg(load(args.report))
    with psycopg.connect(os.environ["REPORTS_DSN"]) as conn, conn.cursor() as cur:
        cur.execute(sql, params)
        header = [d.name for d in cur.description]
        out = sys.stdout if args.out == "-" else open(args.out, "w", newline="", encoding="utf-8")
        w = csv.writer(out)
        w.writerow(header)
        w.writerows(cur.fetchall())
        if out is not sys.stdout:
            out.close()


if __name__ == "__main__":
    main()
