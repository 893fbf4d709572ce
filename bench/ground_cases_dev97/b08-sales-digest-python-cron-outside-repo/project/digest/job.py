from __future__ import annotations

import argparse
import logging
import os
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import psycopg

from digest import report, slack
from digest.queries import daily_sales

JST = ZoneInfo("Asia/Tokyo")
log = logging.getLogger("digest")


def target_day(now: datetime | None = None) -> date:
    """Yesterday in JST, whatever time zone the container runs in."""
    now = now or datetime.now(JST)
    return (now.astimezone(JST) - timedelta(days=1)).date()


def day_range(day: date) -> tuple[datetime, datetime]:
    start = datetime.combine(day, time.min, tzinfo=JST)
    return start, start + timedelta(days=1)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="sales-digest")
    parser.add_argument("--date", type=date.fromisoformat)
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO)

    day = args.date or target_day()
    start, end = day_range(day)
    try:
        with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
            rows = daily_sales(conn, start, end)
            last_week = daily_sales(conn, start - timedelta(days=7), end - timedelta(days=7))
        last_week_total = sum(r.sales for r in last_week)
        blocks = report.build_blocks(day, rows, last_week_total)
        slack.post(blocks, report.fallback_text(day, rows), dry_run=args.dry_run)
    except Exception as e:
        slack.notify_failure(str(e))
        raise
    log.info("posted digest for %s", day)
