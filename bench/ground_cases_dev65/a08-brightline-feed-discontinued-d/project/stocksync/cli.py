from __future__ import annotations

import argparse
import logging
import os
import tempfile
from datetime import date
from pathlib import Path

import psycopg

from stocksync.fetch import fetch
from stocksync.load import load
from stocksync.parse import read_feed


def main() -> None:
    ap = argparse.ArgumentParser(prog="stock-sync")
    ap.add_argument("--date", type=date.fromisoformat, default=date.today())
    ap.add_argument("--file", type=Path, help="use a local file instead of SFTP")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")

    path = args.file or fetch(args.date, Path(tempfile.mkdtemp()))
    rows = read_feed(path)
    logging.info("parsed %d rows from %s", len(rows), path.name)
    if args.dry_run:
        return
    with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
        load(conn, rows)
