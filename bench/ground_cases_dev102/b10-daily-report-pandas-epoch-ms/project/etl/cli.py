from __future__ import annotations

import argparse
import sys
from datetime import date

from etl.daily import conversion, daily_summary, to_csv
from etl.load import read_events


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="daily-report")
    p.add_argument("events", help="events.jsonl exported from the bucket")
    p.add_argument("-o", "--output", default="daily.csv")
    p.add_argument("--from", dest="date_from", type=date.fromisoformat)
    p.add_argument("--to", dest="date_to", type=date.fromisoformat)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    df = read_events(args.events)
    if df.empty:
        print("no events", file=sys.stderr)
        return 1
    summary = daily_summary(df)
    if args.date_from:
        summary = summary[summary["day"] >= args.date_from]
    if args.date_to:
        summary = summary[summary["day"] <= args.date_to]
    summary["conversion"] = conversion(summary)
    summary["conversion_pct"] = (summary["conversion"] * 100).round(1).astype(str) + "%"
    to_csv(summary, args.output)
    print(f"wrote {len(summary)} days to {args.output}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
