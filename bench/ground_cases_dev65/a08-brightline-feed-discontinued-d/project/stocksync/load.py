"""Write parsed rows into supplier_stock (one transaction per feed)."""
from __future__ import annotations

import psycopg

from stocksync.parse import StockRow

UPSERT = """
INSERT INTO supplier_stock (supplier, sku, ean, quantity, unit_price, available, restock_date, updated_at)
VALUES ('brightline', %(sku)s, %(ean)s, %(quantity)s, %(unit_price)s, %(available)s, %(restock_date)s, now())
ON CONFLICT (supplier, sku) DO UPDATE SET
    ean = EXCLUDED.ean,
    quantity = EXCLUDED.quantity,
    unit_price = EXCLUDED.unit_price,
    available = EXCLUDED.available,
    restock_date = EXCLUDED.restock_date,
    updated_at = now()
"""


def load(conn: psycopg.Connection, rows: list[StockRow]) -> int:
    with conn.transaction():
        with conn.cursor() as cur:
            cur.executemany(UPSERT, [r.__dict__ for r in rows])
            # Articles missing from today's file are no longer sold by Brightline.
            cur.execute(
                "UPDATE supplier_stock SET available = false "
                "WHERE supplier = 'brightline' AND NOT (sku = ANY(%s))",
                ([r.sku for r in rows],),
            )
    return len(rows)
