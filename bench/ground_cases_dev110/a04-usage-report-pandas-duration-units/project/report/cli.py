"""python -m report.cli /data/exports -> prints the weekly summary as JSON."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from report.load import drop_internal, read_range
from report.metrics import by_platform, sessions, summary

INTERNAL_IDS_FILE = Path(__file__).with_name("internal_ids.txt")


def internal_ids() -> set[str]:
    if not INTERNAL_IDS_FILE.exists():
        return set()
    return {line.strip() for line in INTERNAL_IDS_FILE.read_text().splitlines() if line.strip()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="report")
    parser.add_argument("folder", type=Path, help="folder with events-YYYY-MM-DD.csv files")
    parser.add_argument("--keep-internal", action="store_true", help="do not drop staff accounts")
    parser.add_argument("--since", metavar="YYYY-MM-DD", help="only read files from this day on")
    parser.add_argument("--csv", action="store_true", help="print the per-platform table as CSV")
    args = parser.parse_args(argv)
    df = read_range(args.folder, since=args.since)
    if not args.keep_internal:
        df = drop_internal(df, internal_ids())
    if args.csv:
        by_platform(sessions(df)).to_csv(sys.stdout)
        return 0
    json.dump(summary(df), sys.stdout, indent=2, default=str)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
