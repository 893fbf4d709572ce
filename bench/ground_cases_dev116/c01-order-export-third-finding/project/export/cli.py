"""Nightly order export: read the shop dumps, clean, write one summary CSV."""
from __future__ import annotations

import argparse
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

from export import io, transform

CST = timezone(timedelta(hours=8))


def _day(value: str) -> datetime:
    try:
        return datetime.strptime(value, "%Y-%m-%d").replace(tzinfo=CST)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected YYYY-MM-DD, got {value!r}") from None


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="order-export", description=__doc__)
    p.add_argument("inputs", nargs="+", type=Path, help="CSV dumps from the shop admin")
    p.add_argument("-o", "--output", type=Path, default=Path("summary.csv"))
    p.add_argument("--keep-cancelled", action="store_true")
    p.add_argument("--since", type=_day, help="only orders updated on or after this day (YYYY-MM-DD, Beijing time)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    raw: list[dict] = []
    for path in args.inputs:
        raw.extend(io.read_rows(path))
    if args.since is not None:
        raw = transform.filter_since(raw, args.since)
    rows = transform.clean(transform.dedupe_latest(raw))
    if not args.keep_cancelled:
        rows = [r for r in rows if r["status"] != "cancelled"]
    totals = transform.summarize(rows)
    io.write_summary(args.output, totals)
    print(f"{len(rows)} orders, {len(totals)} customers -> {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
