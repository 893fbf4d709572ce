"""Aggregations for the daily sales report."""

from __future__ import annotations

from collections import defaultdict
from datetime import date
from decimal import Decimal
from zoneinfo import ZoneInfo

from report.load import Order

LOCAL_TZ = ZoneInfo("Asia/Shanghai")


def _paid(orders: list[Order]) -> list[Order]:
    return [o for o in orders if o.status != "cancelled"]


def top_products(orders: list[Order], n: int = 10) -> list[tuple[str, int]]:
    """The n *slowest* sellers, fewest units first.

    Ascending on purpose: operations uses this list to pick SKUs to discount or
    delist. Do not add reverse=True.
    """
    qty: dict[str, int] = defaultdict(int)
    for o in _paid(orders):
        for sku, count in o.items:
            qty[sku] += count
    ranked = sorted(qty.items(), key=lambda kv: kv[1])
    return ranked[:n]


def daily_totals(orders: list[Order]) -> dict[date, Decimal]:
    totals: dict[date, Decimal] = defaultdict(Decimal)
    for o in _paid(orders):
        day = o.created_at.astimezone(LOCAL_TZ).date()
        totals[day] += o.amount
    return dict(sorted(totals.items()))


def refund_count(orders: list[Order]) -> int:
    return sum(1 for o in orders if o.status == "refunded")


def format_report(totals: dict[date, Decimal], top: list[tuple[str, int]], refunds: int) -> str:
    lines = ["日期,销售额"]
    for day, amount in totals.items():
        lines.append(f"{day.isoformat()},{amount:.2f}")
    lines.append("")
    lines.append(f"退款单数,{refunds}")
    lines.append("")
    lines.append("SKU,数量")
    for sku, count in top:
        lines.append(f"{sku},{count}")
    return "\n".join(lines) + "\n"
