"""sales-reports weekly|monthly [--out DIR]"""
from __future__ import annotations

import argparse
import os
from pathlib import Path

from sqlalchemy import create_engine

from reports.export import file_name, write_daily
from reports.periods import parse_iso_week, previous_month, previous_week, week_bounds
from reports.queries import daily_sales


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="sales-reports")
    parser.add_argument("kind", choices=["weekly", "monthly"])
    parser.add_argument("--out", type=Path, default=Path("out"))
    parser.add_argument("--week", help="ISO week to export, e.g. 2025-W44 (weekly only; default: last week)")
    args = parser.parse_args(argv)

    if args.week and args.kind != "weekly":
        parser.error("--week only applies to weekly exports")
    if args.week:
        try:
            start, end = week_bounds(parse_iso_week(args.week))
        except ValueError as exc:
            parser.error(str(exc))
    else:
        start, end = previous_week() if args.kind == "weekly" else previous_month()
    engine = create_engine(os.environ["REPORTS_DATABASE_URL"])
    with engine.connect() as conn:
        sales = daily_sales(conn, start, end)
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / file_name(args.kind, start)
    total = write_daily(path, start, end, sales)
    print(f"{path}: net {total:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
