"""SQL for the finance exports. Order timestamps are timestamptz, stored in UTC."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import text
from sqlalchemy.engine import Connection


@dataclass(frozen=True)
class DailySales:
    day: date
    orders: int
    gross: Decimal
    refunds: Decimal

    @property
    def net(self) -> Decimal:
        return self.gross - self.refunds


DAILY_SALES = text("""
    SELECT (o.created_at AT TIME ZONE 'Europe/Berlin')::date AS day,
           count(DISTINCT o.id) AS orders,
           sum(o.total) AS gross,
           coalesce(sum(r.amount), 0) AS refunds
      FROM orders o
      LEFT JOIN refunds r ON r.order_id = o.id
     WHERE o.created_at >= CAST(:start AS timestamp) AT TIME ZONE 'Europe/Berlin'
       AND o.created_at < CAST(:end AS timestamp) AT TIME ZONE 'Europe/Berlin'
       AND o.status <> 'cancelled'
  GROUP BY 1
  ORDER BY 1
""")


def daily_sales(conn: Connection, start: date, end: date) -> list[DailySales]:
    rows = conn.execute(DAILY_SALES, {"start": start, "end": end}).all()
    return [DailySales(r.day, r.orders, Decimal(r.gross), Decimal(r.refunds)) for r in rows]


TOP_PRODUCTS = text("""
    SELECT p.sku, p.name, sum(li.quantity) AS units, sum(li.quantity * li.unit_price) AS revenue
      FROM line_items li
      JOIN orders o ON o.id = li.order_id
      JOIN products p ON p.id = li.product_id
     WHERE o.created_at >= :start
       AND o.created_at < :end
       AND o.status <> 'cancelled'
  GROUP BY p.sku, p.name
  ORDER BY revenue DESC
     LIMIT :limit
""")


def top_products(conn: Connection, start: date, end: date, limit: int = 20) -> list[tuple]:
    return [tuple(r) for r in conn.execute(TOP_PRODUCTS, {"start": start, "end": end, "limit": limit})]
