"""Run on the 1st of each month (k8s CronJob "meterly-rollup") for the previous month."""
from __future__ import annotations

import logging
from datetime import date, timedelta

from app.db import connection
from app.rollup import roll_up_month

log = logging.getLogger("meterly.rollup")


def previous_month(today: date) -> date:
    return (today.replace(day=1) - timedelta(days=1)).replace(day=1)


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    month = previous_month(date.today())
    with connection() as conn:
        written = roll_up_month(conn, month)
    log.info("rolled up %s: %d rows", month.isoformat(), written)


if __name__ == "__main__":
    main()
