"""Building the monthly report from sales rows."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from app.db import sales_for_month


@dataclass
class ReportRow:
    day: date
    orders: int
    amount: Decimal


@dataclass
class Report:
    month: str
    shop_id: int | None
    currency: str
    rows: list[ReportRow]

    @property
    def total(self) -> Decimal:
        return sum((r.amount for r in self.rows), Decimal("0"))

    @property
    def order_count(self) -> int:
        return sum(r.orders for r in self.rows)


def build_report(month: str, shop_id: int | None = None) -> Report:
    by_day: dict[date, ReportRow] = {}
    currency = "JPY"
    for sale in sales_for_month(month, shop_id):
        currency = sale.currency
        row = by_day.setdefault(sale.sold_on, ReportRow(sale.sold_on, 0, Decimal("0")))
        row.orders += 1
        row.amount += sale.amount
    return Report(month, shop_id, currency, [by_day[d] for d in sorted(by_day)])
