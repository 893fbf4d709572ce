"""Upsert parsed feed rows into partner_orders."""
from __future__ import annotations

import psycopg

from feeds import settings
from feeds.parser import FeedRow

UPSERT = """
INSERT INTO partner_orders (order_id, order_date, amount, currency, status, sku)
VALUES (%s, %s, %s, %s, %s, %s)
ON CONFLICT (order_id) DO UPDATE
   SET status = EXCLUDED.status,
       amount = EXCLUDED.amount,
       updated_at = now()
"""


def import_rows(rows: list[FeedRow]) -> int:
    with psycopg.connect(settings.DATABASE_URL) as conn, conn.cursor() as cur:
        cur.executemany(UPSERT, [
            (r.order_id, r.order_date, r.amount, r.currency, r.status, r.sku) for r in rows
        ])
        conn.commit()
    return len(rows)


def totals(rows: list[FeedRow]) -> dict[str, str]:
    """Sum per currency, for the summary line the partner asks us to send back."""
    out: dict[str, object] = {}
    for r in rows:
        out[r.currency] = out.get(r.currency, 0) + r.amount
    return {k: str(v) for k, v in sorted(out.items())}
