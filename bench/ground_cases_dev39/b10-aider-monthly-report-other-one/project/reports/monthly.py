"""Monthly sales report for the finance team (runs on the 1st via cron)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from reports.db import connect

SALES_SQL = """
SELECT o.id, o.total_yen, o.created_at
  FROM orders o
 WHERE o.status = 'paid'
   AND o.created_at >= %(start)s
   AND o.created_at < %(next_start)s
"""

REFUNDS_SQL = """
SELECT r.order_id, r.amount_yen
  FROM refunds r
 WHERE r.refunded_at >= %(start)s
   AND r.refunded_at < %(next_start)s
"""


@dataclass
class MonthlyReport:
    month: str
    orders: int
    gross_yen: Decimal
    refunds_yen: Decimal
    net_yen: Decimal


def month_bounds(year: int, month: int) -> tuple[date, date, date]:
    start = date(year, month, 1)
    next_start = date(year + (month == 12), month % 12 + 1, 1)
    end = date.fromordinal(next_start.toordinal() - 1)
    return start, end, next_start


def build(year: int, month: int) -> MonthlyReport:
    start, end, next_start = month_bounds(year, month)
    params = {"start": start, "end": end, "next_start": next_start}
    with connect() as conn, conn.cursor() as cur:
        cur.execute(SALES_SQL, params)
        sales = cur.fetchall()
        cur.execute(REFUNDS_SQL, params)
        refunds = cur.fetchall()
    gross = sum((Decimal(row[1]) for row in sales), Decimal(0))
    refunded = sum((Decimal(row[1]) for row in refunds), Decimal(0))
    return MonthlyReport(
        month=f"{year}-{month:02d}",
        orders=len(sales),
        gross_yen=gross,
        refunds_yen=refunded,
        net_yen=gross + refunded,
    )
