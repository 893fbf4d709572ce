"""Nightly job: yesterday's sales per shop into report.daily_sales."""
from __future__ import annotations

import argparse
import datetime as dt
import logging
from pathlib import Path

import pandas as pd
import psycopg

from etl.dedupe import drop_retry_duplicates, summarize

log = logging.getLogger("daily_sales")
SQL = (Path(__file__).resolve().parent.parent / "sql" / "daily_sales.sql").read_text()
JST = dt.timezone(dt.timedelta(hours=9))


def load(conn: psycopg.Connection, day: dt.date) -> pd.DataFrame:
    with conn.cursor() as cur:
        cur.execute(SQL, {"day": day})
        cols = [c.name for c in cur.description]
        return pd.DataFrame(cur.fetchall(), columns=cols)


def run(dsn: str, day: dt.date) -> None:
    with psycopg.connect(dsn) as conn:
        df = drop_retry_duplicates(load(conn, day))
        for shop_id, part in df.groupby("shop_id"):
            totals = summarize(part)
            conn.execute(
                """INSERT INTO report.daily_sales (day, shop_id, orders, customers, amount)
                   VALUES (%s, %s, %s, %s, %s)
                   ON CONFLICT (day, shop_id) DO UPDATE
                   SET orders = EXCLUDED.orders, customers = EXCLUDED.customers, amount = EXCLUDED.amount""",
                (day, shop_id, totals["orders"], totals["customers"], totals["amount"]),
            )
        log.info("daily_sales %s: %d orders", day, len(df))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dsn", required=True)
    parser.add_argument("--day", type=dt.date.fromisoformat,
                        default=dt.datetime.now(JST).date() - dt.timedelta(days=1))
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO)
    run(args.dsn, args.day)


if __name__ == "__main__":
    main()
