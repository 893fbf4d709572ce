"""Nightly month close: books last month's invoices into the ledger.

Runs from cron on batch01 at 01:30 on the 1st (see ops/crontab), or by hand:
    python -m batch.close_month --period 2025-04
"""
import logging
import sys
from datetime import date

import click
import psycopg2

from batch.config import dsn

log = logging.getLogger("close_month")


def previous_period(today: date) -> str:
    year, month = (today.year, today.month - 1) if today.month > 1 else (today.year - 1, 12)
    return f"{year:04d}-{month:02d}"


def close(conn, period: str) -> int:
    with conn.cursor() as cur:
        cur.execute("SELECT close_month(%s)", (period,))
        (count,) = cur.fetchone()
    conn.commit()
    return count


@click.command()
@click.option("--period", help="YYYY-MM; default: the previous month")
def main(period: str | None) -> None:
    logging.basicConfig(format="%(asctime)s %(levelname)s %(message)s", level=logging.INFO)
    period = period or previous_period(date.today())
    log.info("close_month period=%s", period)
    with psycopg2.connect(dsn()) as conn:
        try:
            count = close(conn, period)
        except psycopg2.Error as exc:
            log.error("%s: %s", type(exc).__name__, exc)
            sys.exit(1)
    log.info("close_month period=%s booked=%d", period, count)


if __name__ == "__main__":
    main()
