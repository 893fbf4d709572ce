from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from importer.db import connect, insert_entries
from importer.rows import RowError, read_entries


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="csv2ledger", description="import a bank CSV export into the ledger db")
    p.add_argument("csv", type=Path)
    p.add_argument("--db", type=Path, default=Path("ledger.sqlite3"))
    p.add_argument("--dry-run", action="store_true", help="validate the file, don't write anything")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        entries = read_entries(args.csv)
    except RowError as exc:
        print(f"csv2ledger: {exc}", file=sys.stderr)
        return 1
    if args.dry_run:
        print(f"dry run: {len(entries)} rows look fine, nothing written")
        return 0
    conn = connect(args.db)
    started = time.perf_counter()
    written = insert_entries(conn, entries)
    took = time.perf_counter() - started
    print(f"imported {written} of {len(entries)} rows into {args.db} in {took:.1f}s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
