from __future__ import annotations

import argparse
from datetime import date
from pathlib import Path

from jobs.loaders import load_events
from jobs.report import build_weekly, write_weekly


def parse_args(argv=None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="metrics")
    sub = parser.add_subparsers(dest="command", required=True)

    weekly = sub.add_parser("weekly", help="write the weekly ops report")
    weekly.add_argument("--events", type=Path, default=Path("data/events"))
    weekly.add_argument("--week", type=date.fromisoformat, required=True, help="Monday, YYYY-MM-DD")
    weekly.add_argument("--out", type=Path, default=Path("out"))
    weekly.add_argument("--country", help="only users from this country, e.g. SG")
    return parser.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    if args.command == "weekly":
        events = load_events(args.events, country=args.country)
        report = build_weekly(events, args.week)
        path = write_weekly(report, args.out)
        print(f"WAU {report['wau']}  avg DAU {report['avg_dau']}  -> {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
