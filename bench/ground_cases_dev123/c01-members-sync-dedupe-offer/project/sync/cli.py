"""members-sync: CRM export -> reporting DB.

Usage: python -m sync.cli export.csv --db members.db
"""
from __future__ import annotations

import argparse
import logging
import sys
from datetime import date
from pathlib import Path

from sync.dedupe import dedupe
from sync.extract import read_rows
from sync.load import connect, load

log = logging.getLogger("members-sync")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="members-sync")
    p.add_argument("export", type=Path, help="CSV exported from the CRM")
    p.add_argument("--db", default="members.db", help="SQLite file to upsert into")
    p.add_argument("--dry-run", action="store_true", help="parse and dedupe only")
    p.add_argument("--since", type=date.fromisoformat, default=None,
                   help="only rows with updated_at on or after this date (YYYY-MM-DD)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    rows = dedupe(read_rows(args.export, since=args.since))
    log.info("%d members after dedupe", len(rows))
    if args.dry_run:
        return 0
    conn = connect(args.db)
    written = load(conn, rows)
    log.info("upserted %d rows into %s", written, args.db)
    return 0


if __name__ == "__main__":
    sys.exit(main())
