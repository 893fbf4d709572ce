from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path

from shiftplan.hours import weekly_report
from shiftplan.io import read_shifts, write_report


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="shiftplan", description="Weekly hours and overtime from a timesheet export.")
    parser.add_argument("timesheet", type=Path, help="CSV export from the clock terminals")
    parser.add_argument("-o", "--out", type=Path, default=Path("report.csv"))
    parser.add_argument("--only", help="only this person (exact name)")
    parser.add_argument("--since", type=date.fromisoformat, help="ignore rows before this date (YYYY-MM-DD)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if not args.timesheet.exists():
        print(f"no such file: {args.timesheet}", file=sys.stderr)
        return 2
    shifts = read_shifts(args.timesheet, since=args.since)
    if args.only:
        shifts = [s for s in shifts if s.person == args.only]
    rows = weekly_report(shifts)
    write_report(rows, args.out)
    over = [r for r in rows if r["overtime"] > 0]
    print(f"{len(rows)} person-weeks written to {args.out}, {len(over)} with overtime")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
