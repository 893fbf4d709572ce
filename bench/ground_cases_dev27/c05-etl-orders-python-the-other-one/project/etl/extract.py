"""Read order history from the shop database."""
from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import TYPE_CHECKING

from etl.transform import RawOrder

if TYPE_CHECKING:
    import psycopg

QUERY = """
SELECT order_id, store_id, status, amount::text AS amount, created_at, updated_at
  FROM order_history
 WHERE order_id IN (SELECT order_id FROM order_history WHERE updated_at >= %(since)s)
 ORDER BY updated_at
"""

BATCH = 5_000


def fetch_orders(conn: psycopg.Connection, since: datetime) -> Iterator[RawOrder]:
    """Every version of the orders changed at or after ``since``, oldest change first."""
    with conn.cursor(name="order_history_cursor") as cur:
        cur.itersize = BATCH
        cur.execute(QUERY, {"since": since})
        cols = [c.name for c in cur.description]
        for values in cur:
            row = dict(zip(cols, values, strict=True))
            yield RawOrder(
                order_id=row["order_id"],
                store_id=row["store_id"],
                status=row["status"],
                amount=row["amount"],
                created_at=row["created_at"],
                updated_at=row["updated_at"],
            )


def count_orders(conn: psycopg.Connection) -> int:
    with conn.cursor() as cur:
        cur.execute("SELECT count(DISTINCT order_id) FROM order_history")
        (n,) = cur.fetchone()
    return n
