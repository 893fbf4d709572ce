"""Command line entry point: `python -m sales_etl run`."""
from __future__ import annotations

import argparse
import logging
import os
from pathlib import Path

import pandas as pd

from sales_etl import extract, load, pipeline

log = logging.getLogger("sales_etl")

EX_TEMPFAIL = 75  # cron retries the run later (see deploy/cron.d)


def yesterday() -> pd.Timestamp:
    return pd.Timestamp.today().normalize() - pd.Timedelta(days=1)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="sales_etl")
    sub = parser.add_subparsers(dest="cmd", required=True)
    run = sub.add_parser("run", help="load one day's POS exports (default: yesterday)")
    run.add_argument("--date", type=pd.Timestamp, default=None, help="day to (re)load, YYYY-MM-DD")
    run.add_argument("--src", type=Path, default=Path(os.environ.get("SALES_ETL_SRC", "/srv/pos-drop")))
    run.add_argument("--db", type=Path, default=Path(os.environ.get("SALES_ETL_DB", "/srv/warehouse/sales.db")))
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    day = args.date.normalize() if args.date is not None else yesterday()
    conn = load.connect(args.db)
    try:
        rows = pipeline.run_day(conn, args.src, day)
    except extract.MissingExport as error:
        log.error("%s", error)
        return EX_TEMPFAIL
    finally:
        conn.close()
    log.info("loaded %d rows for %s", rows, day.date())
    return 0
