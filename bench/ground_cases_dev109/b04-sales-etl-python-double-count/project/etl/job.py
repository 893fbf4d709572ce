"""Entry point: python -m etl.job  (run every hour by the scheduler)."""
from __future__ import annotations

import logging
import os
from datetime import UTC, datetime, timedelta

import psycopg

from etl.extract import fetch_orders
from etl.load import aggregate, load_daily
from etl.state import read_watermark, write_watermark

log = logging.getLogger("etl")


def run(conn, now: datetime | None = None) -> int:
    until = now or datetime.now(UTC).replace(tzinfo=None)
    since = read_watermark(conn) or until - timedelta(hours=1)
    rows = fetch_orders(conn, since, until)
    log.info("extracted %d orders in [%s, %s]", len(rows), since.isoformat(), until.isoformat())
    written = load_daily(conn, aggregate(rows))
    log.info("loaded %d store-day rows", written)
    write_watermark(conn, until)
    return written


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    with psycopg.connect(os.environ["SALES_DSN"]) as conn:
        n = run(conn)
    log.info("done: %d store-days", n)


if __name__ == "__main__":
    main()
