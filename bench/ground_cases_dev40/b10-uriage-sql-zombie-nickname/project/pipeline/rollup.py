"""Nightly job: aggregate one JST day of orders into analytics.daily_sales."""
from __future__ import annotations

import argparse
import datetime as dt
import logging
import os
from pathlib import Path

import psycopg

from pipeline.notify import post_summary

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"
COLUMNS = [
    "day", "account_id", "account_name", "account_plan", "order_count", "item_count",
    "gross_amount", "tax_amount", "web_amount", "store_amount", "refund_amount",
]
log = logging.getLogger("rollup")


def load_sql(name: str) -> str:
    return (SQL_DIR / name).read_text(encoding="utf-8")


def fetch_rollup(conn: psycopg.Connection, day: dt.date) -> list[tuple]:
    with conn.cursor() as cur:
        cur.execute(load_sql("daily_rollup.sql"), {"day": day})
        return cur.fetchall()


KEY_COLUMNS = ("day", "account_id")


def write_rollup(conn: psycopg.Connection, rows: list[tuple]) -> int:
    """Insert the day's rows; a rerun for the same day overwrites them."""
    placeholders = ", ".join(["%s"] * len(COLUMNS))
    updates = ", ".join(f"{c} = EXCLUDED.{c}" for c in COLUMNS if c not in KEY_COLUMNS)
    sql = (
        f"INSERT INTO analytics.daily_sales ({', '.join(COLUMNS)}) VALUES ({placeholders}) "
        f"ON CONFLICT ({', '.join(KEY_COLUMNS)}) DO UPDATE SET {updates}"
    )
    with conn.cursor() as cur:
        cur.executemany(sql, rows)
    return len(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--day", type=dt.date.fromisoformat, default=dt.date.today() - dt.timedelta(days=1))
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")

    with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
        rows = fetch_rollup(conn, args.day)
        if args.dry_run:
            for row in rows:
                print(row)
            return 0
        written = write_rollup(conn, rows)
    log.info("rolled up %s: %d accounts", args.day, written)
    post_summary(args.day, rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
