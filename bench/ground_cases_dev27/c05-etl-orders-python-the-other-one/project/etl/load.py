"""Write report rows into the reporting database."""
from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import TYPE_CHECKING

from etl.transform import ReportRow

if TYPE_CHECKING:
    import psycopg

INSERT_SQL = """
INSERT INTO report_orders (order_id, store_id, day, amount_cents)
VALUES (%(order_id)s, %(store_id)s, %(day)s, %(amount_cents)s)
ON CONFLICT (order_id) DO NOTHING
"""

DELETE_SQL = "DELETE FROM report_orders WHERE day BETWEEN %s AND %s"


def load_report(
    conn: psycopg.Connection,
    rows: Iterable[ReportRow],
    *,
    day_from: date,
    day_to: date,
) -> int:
    """Replace the report rows of [day_from, day_to] in one transaction."""
    batch = [r for r in rows if day_from <= r["day"] <= day_to]
    with conn.transaction(), conn.cursor() as cur:
        cur.execute(DELETE_SQL, (day_from, day_to))
        cur.executemany(INSERT_SQL, batch)
    return len(batch)


def refresh_totals(conn: psycopg.Connection, day_from: date, day_to: date) -> None:
    with conn.transaction(), conn.cursor() as cur:
        cur.execute("DELETE FROM report_daily WHERE day BETWEEN %s AND %s", (day_from, day_to))
        cur.execute(
            """
            INSERT INTO report_daily (store_id, day, total_cents)
            SELECT store_id, day, sum(amount_cents)
              FROM report_orders
             WHERE day BETWEEN %s AND %s
             GROUP BY store_id, day
            """,
            (day_from, day_to),
        )
