"""expenses CLI: print a month's summary from a card export."""
from __future__ import annotations

import argparse
import json
import sys

from expenses.loader import load
from expenses.summary import month_report


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="expenses", description=__doc__)
    p.add_argument("csv", help="card export (CSV)")
    p.add_argument("--month", required=True, help="YYYY-MM")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    report = month_report(load(args.csv), args.month)
    if args.json:
        json.dump(report, sys.stdout, indent=2, default=str)
        print()
        return 0
    print(f"{report['month']}: {report['count']} expenses")
    for name, total in report["by_category"].items():
        print(f"  {name:<20} {total:>10}")
    print("weekly:")
    for week, total in report["by_week"].items():
        print(f"  {week:<20} {total:>10}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
