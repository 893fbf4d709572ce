"""Run the reporting SQL for one day and upsert the result into the reporting schema.

Usage: python -m etl.run [--report daily_revenue] [--date 2025-03-31] [-v]
"""
from __future__ import annotations

import argparse
import logging
from datetime import date, timedelta
from pathlib import Path

from sqlalchemy import text

from etl.db import connect, upsert_rows

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"
REPORTS = {
    "daily_revenue": ("reporting.daily_revenue", ("day", "channel")),
    "active_users": ("reporting.active_users", ("day",)),
}

log = logging.getLogger("etl")


def load_sql(name: str) -> str:
    path = SQL_DIR / f"{name}.sql"
    if not path.exists():
        raise SystemExit(f"no such report: {name} ({path})")
    return path.read_text(encoding="utf-8")


def run_report(name: str, day: date) -> int:
    table, key = REPORTS[name]
    sql = load_sql(name)
    with connect() as conn:
        rows = conn.execute(text(sql), {"day": day}).mappings().all()
        upsert_rows(conn, table, key, rows)
    log.info("%s %s: %d rows", name, day, len(rows))
    return len(rows)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--report", choices=sorted(REPORTS), action="append",
                        help="report to run, may be repeated (default: all)")
    parser.add_argument("--date", type=date.fromisoformat, metavar="YYYY-MM-DD",
                        help="day to (re)run (default: yesterday)")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s %(message)s")
    day = args.date or date.today() - timedelta(days=1)
    for name in args.report or sorted(REPORTS):
        run_report(name, day)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
