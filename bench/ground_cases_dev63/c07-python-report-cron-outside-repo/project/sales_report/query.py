"""取数。orders.paid_at 是 timestamptz。"""
from __future__ import annotations

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import psycopg

from sales_report import settings

DAILY_SQL = """
SELECT channel, count(*) AS orders, sum(amount_fen) AS amount_fen
FROM orders
WHERE status = 'paid' AND paid_at >= %(start)s AND paid_at < %(end)s
GROUP BY channel
ORDER BY amount_fen DESC
"""


def day_bounds(day: date) -> tuple[datetime, datetime]:
    """day 在报表时区里的 [00:00, 次日 00:00)，带时区，直接传给 timestamptz 比较。"""
    tz = ZoneInfo(settings.REPORT_TZ)
    start = datetime.combine(day, time.min, tzinfo=tz)
    return start, start + timedelta(days=1)


def daily_rows(day: date) -> list[dict]:
    start, end = day_bounds(day)
    with psycopg.connect(settings.DSN) as conn:
        cur = conn.execute(DAILY_SQL, {"start": start, "end": end})
        cols = [c.name for c in cur.description]
        return [dict(zip(cols, r)) for r in cur.fetchall()]


def range_rows(first: date, last: date) -> list[dict]:
    start, _ = day_bounds(first)
    _, end = day_bounds(last)
    with psycopg.connect(settings.DSN) as conn:
        cur = conn.execute(DAILY_SQL, {"start": start, "end": end})
        cols = [c.name for c in cur.description]
        return [dict(zip(cols, r)) for r in cur.fetchall()]
