"""Run a report from sql/reports against an environment and print CSV.

    python runner/run_report.py monthly_active_customers --env staging --param month_start=2025-10-01
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
from pathlib import Path

import psycopg

REPORTS = Path(__file__).resolve().parent.parent / "sql" / "reports"
ENVS = {"local": "LOCAL_DATABASE_URL", "staging": "STAGING_DATABASE_URL", "prod": "PROD_RO_DATABASE_URL"}


def parse_params(pairs: list[str]) -> dict[str, str]:
    params = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"--param expects key=value, got {pair!r}")
        params[key] = value
    return params


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--env", choices=sorted(ENVS), default="local")
    ap.add_argument("--param", action="append", default=[])
    args = ap.parse_args()

    sql = (REPORTS / f"{args.report}.sql").read_text()
    dsn = os.environ[ENVS[args.env]]
    with psycopg.connect(dsn) as conn, conn.cursor() as cur:
        cur.execute(sql, parse_params(args.param))
        out = csv.writer(sys.stdout)
        out.writerow([d.name for d in cur.description])
        out.writerows(cur.fetchall())


if __name__ == "__main__":
    main()
