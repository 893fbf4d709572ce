"""Write per-store daily totals into the reporting schema."""
from __future__ import annotations

from collections import defaultdict
from datetime import date
from decimal import Decimal
from typing import Iterable

from etl.extract import OrderRow

INSERT_SQL = """
INSERT INTO reporting.daily_sales (sales_date, store_id, amount, orders)
VALUES (%(sales_date)s, %(store_id)s, %(amount)s, %(orders)s)
"""


def aggregate(rows: Iterable[OrderRow]) -> dict[tuple[date, int], tuple[Decimal, int]]:
    acc: dict[tuple[date, int], list] = defaultdict(lambda: [Decimal(0), 0])
    for r in rows:
        key = (r.updated_at.date(), r.store_id)
        acc[key][0] += r.signed_total
        acc[key][1] += 1
    return {k: (v[0], v[1]) for k, v in acc.items()}


def load_daily(conn, totals: dict[tuple[date, int], tuple[Decimal, int]]) -> int:
    with conn.cursor() as cur:
        for (sales_date, store_id), (amount, orders) in sorted(totals.items()):
            cur.execute(INSERT_SQL, {"sales_date": sales_date, "store_id": store_id,
                                     "amount": amount, "orders": orders})
    conn.commit()
    return len(totals)
