from __future__ import annotations

import argparse
import logging
import sys
from datetime import date
from pathlib import Path

from etl.export import write_jsonl
from etl.loader import read_rows
from etl.transform import dedupe, normalize_row

log = logging.getLogger("etl")


def _date(value: str) -> date:
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date (YYYY-MM-DD): {value}") from None


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="sales-etl", description="clean POS exports")
    p.add_argument("inputs", nargs="+", type=Path, help="CSV files from the stores")
    p.add_argument("--out", type=Path, default=Path("out"), help="output folder")
    p.add_argument("--dry-run", action="store_true", help="parse only, write nothing")
    p.add_argument("--since", type=_date, default=None, help="drop orders before this day (YYYY-MM-DD)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    rows = []
    for path in args.inputs:
        for raw in read_rows(path):
            row = normalize_row(raw)
            if row is None:
                continue
            if args.since and row["ordered_at"].date() < args.since:
                continue
            rows.append(row)
    rows = dedupe(rows)
    log.info("%d rows after cleaning", len(rows))
    if args.dry_run:
        return 0
    target = write_jsonl(rows, args.out)
    log.info("wrote %s", target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
