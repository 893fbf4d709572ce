"""Run one of the SQL reports against the read replica and write CSV.

    python scripts/run_report.py retention_weekly --since 2025-07-01 > out.csv
"""
from __future__ import annotations

import argparse
import csv
import os
import re
import sys
from pathlib import Path

import psycopg

REPORTS = Path(__file__).resolve().parent.parent / "sql" / "reports"
PARAM = re.compile(r":([a-z_]+)\b")


def load(name: str) -> str:
    path = REPORTS / f"{name}.sql"
    if not path.exists():
        sys.exit(f"no such report: {name} (have: {', '.join(p.stem for p in REPORTS.glob('*.sql'))})")
    return path.read_text(encoding="utf-8")


def bind(sql: str) -> str:
    """Turn :name placeholders into psycopg's %(name)s."""
    return PARAM.sub(lambda m: f"%({m.group(1)})s", sql)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--since", required=True, help="YYYY-MM-DD")
    args = ap.parse_args()
    sql = bind(load(args.report))
    with psycopg.connect(os.environ["REPLICA_DSN"]) as conn, conn.cursor() as cur:
        cur.execute(sql, {"since": args.since})
        out = csv.writer(sys.stdout)
        out.writerow([d.name for d in cur.description])
        out.writerows(cur.fetchall())


if __name__ == "__main__":
    main()
