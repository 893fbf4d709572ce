from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import psycopg
from psycopg.rows import dict_row

from reportly import settings

SALES_SQL = """
    SELECT o.id AS order_id, o.placed_at, c.name AS customer,
           o.net_cents, o.vat_cents, o.currency
    FROM orders o JOIN customers c ON c.id = o.customer_id
    WHERE o.placed_at::date = %s AND o.status <> 'cancelled'
    ORDER BY o.placed_at
"""


def sales_for(day: date) -> Iterator[dict]:
    with psycopg.connect(settings.DATABASE_URL, row_factory=dict_row) as conn:
        with conn.cursor(name="sales_export") as cur:
            cur.execute(SALES_SQL, (day,))
            yield from cur
