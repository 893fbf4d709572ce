from __future__ import annotations

from dataclasses import dataclass
from datetime import date

import psycopg

DAILY_SQL = """
    SELECT s.code, s.name, COALESCE(SUM(o.total), 0) AS sales, COUNT(o.id) AS orders
      FROM stores s
      LEFT JOIN orders o
        ON o.store_id = s.id
       AND o.ordered_at >= %(start)s
       AND o.ordered_at <  %(end)s
       AND o.status <> 'cancelled'
     GROUP BY s.code, s.name
     ORDER BY s.code
"""


@dataclass(frozen=True)
class StoreDay:
    code: str
    name: str
    sales: int
    orders: int


def daily_sales(conn: psycopg.Connection, start, end) -> list[StoreDay]:
    with conn.cursor() as cur:
        cur.execute(DAILY_SQL, {"start": start, "end": end})
        return [StoreDay(*row) for row in cur.fetchall()]


def business_day_label(day: date) -> str:
    return f"{day.month}/{day.day}({'月火水木金土日'[day.weekday()]})"
