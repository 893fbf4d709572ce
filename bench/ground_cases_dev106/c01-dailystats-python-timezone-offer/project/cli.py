"""dailystats: print per-day order numbers from a backend export."""
from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path

from loader import BadRecord, load_orders
from report import bucket_day, summarize, top_days

HEADER = ["day", "orders", "revenue", "refunds"]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dailystats")
    parser.add_argument("export", type=Path, help="orders export (.jsonl)")
    parser.add_argument("--top", type=int, default=0, help="also list the N best days")
    parser.add_argument("--since", type=date.fromisoformat, default=None,
                        help="only orders on or after this day (YYYY-MM-DD)")
    parser.add_argument("--format", choices=("tsv", "markdown"), default="tsv")
    return parser


def render(rows: list[list[str]], fmt: str) -> str:
    if fmt == "markdown":
        lines = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)]
        lines += ["| " + " | ".join(r) + " |" for r in rows]
        return "\n".join(lines)
    return "\n".join("\t".join(r) for r in [HEADER, *rows])


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        orders = load_orders(args.export)
    except BadRecord as exc:
        print(f"dailystats: {exc}", file=sys.stderr)
        return 2
    if args.since:
        orders = [o for o in orders if bucket_day(o["created_at"]) >= args.since]
    summaries = summarize(orders)
    print(render([s.as_row() for s in summaries], args.format))
    if args.top:
        print()
        for s in top_days(summaries, args.top):
            print(f"top: {s.day} {s.revenue:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
