"""Pull changed orders from the POS replica."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

ORDERS_SQL = """
SELECT o.order_id, o.store_id, o.total, o.status, o.updated_at
  FROM pos.orders o
 WHERE o.updated_at >= %(since)s
   AND o.updated_at <= %(until)s
   AND o.status IN ('paid', 'refunded')
 ORDER BY o.updated_at
"""


@dataclass(frozen=True)
class OrderRow:
    order_id: int
    store_id: int
    total: Decimal
    status: str
    updated_at: datetime

    @property
    def signed_total(self) -> Decimal:
        return -self.total if self.status == "refunded" else self.total


def fetch_orders(conn, since: datetime, until: datetime) -> list[OrderRow]:
    with conn.cursor() as cur:
        cur.execute(ORDERS_SQL, {"since": since, "until": until})
        return [OrderRow(*r) for r in cur.fetchall()]
