from __future__ import annotations

import argparse
import sys
from datetime import date

from callreport.load import load_calls
from callreport.summarize import busiest_hour, daily, per_operator, per_queue


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="callreport", description="Summaries of the PBX call export")
    p.add_argument("csv", help="path of the exported calls CSV")
    p.add_argument("--by", choices=["day", "queue", "operator"], default="day")
    p.add_argument("--since", type=date.fromisoformat, help="only calls on or after this day (YYYY-MM-DD)")
    p.add_argument("--out", help="write the table as CSV to this path instead of printing it")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    df = load_calls(args.csv)
    if args.since:
        df = df[df["started_at"].dt.date >= args.since]
    if df.empty:
        print("no calls in export", file=sys.stderr)
        return 1
    tables = {"day": daily, "queue": per_queue, "operator": per_operator}
    table = tables[args.by](df)
    if args.out:
        table.to_csv(args.out, encoding="utf-8-sig")
        print(f"wrote {args.out}")
        return 0
    print(table.to_string())
    print(f"\nbusiest hour: {busiest_hour(df):02d}:00")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
