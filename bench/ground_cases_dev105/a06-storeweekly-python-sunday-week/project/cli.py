from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path

from aggregate import weekly
from loaders import read_folder

COLUMNS = ["store", "week_start", "iso_week", "receipts", "revenue_eur", "avg_receipt"]


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="Weekly sales per store from the till exports.")
    p.add_argument("folder", type=Path, help="folder with the daily CSV exports")
    p.add_argument("-o", "--out", type=Path, help="write the CSV here instead of stdout")
    p.add_argument("--store", help="only this store (case insensitive)")
    return p.parse_args(argv)


def write_rows(rows, out) -> None:
    writer = csv.writer(out)
    writer.writerow(COLUMNS)
    for r in rows:
        writer.writerow([r.store, r.week_start.isoformat(), r.week_start.isocalendar().week,
                         r.receipts, f"{r.rev:.2f}", f"{r.avg_receipt:.2f}"])


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    sales = read_folder(args.folder)
    if args.store:
        sales = [s for s in sales if s.store.lower() == args.store.lower()]
    rows = weekly(sales)
    if args.out:
        with args.out.open("w", newline="", encoding="utf-8") as fh:
            write_rows(rows, fh)
        print(f"wrote {len(rows)} rows to {args.out}", file=sys.stderr)
    else:
        write_rows(rows, sys.stdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
