from __future__ import annotations

from datetime import date, timedelta

import psycopg

from .aggregate import Sale

SQL = """
SELECT (created_at AT TIME ZONE %(tz)s)::date AS day, store_code, total
FROM orders
WHERE status = 'paid' AND created_at >= %(since)s
"""


def fetch_sales(dsn: str, tz: str, weeks_back: int, today: date | None = None) -> list[Sale]:
    today = today or date.today()
    since = today - timedelta(weeks=weeks_back)
    with psycopg.connect(dsn) as conn, conn.cursor() as cur:
        cur.execute(SQL, {"tz": tz, "since": since})
        return [Sale(day, store, total) for day, store, total in cur.fetchall()]
