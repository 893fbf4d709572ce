from __future__ import annotations

from collections import defaultdict
from decimal import Decimal

from salesreport.loader import Order

COUNTED = {"paid", "shipped", "delivered"}


def counted(orders: list[Order]) -> list[Order]:
    return [o for o in orders if o.status in COUNTED]


def totals_by_region(orders: list[Order]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for o in counted(orders):
        totals[o.region] += o.amount
    return dict(sorted(totals.items()))


def average_order_value(orders: list[Order]) -> Decimal:
    revenue = sum((o.amount for o in counted(orders)), Decimal("0"))
    if not orders:
        return Decimal("0")
    return (revenue / len(orders)).quantize(Decimal("0.01"))


def format_money(value: Decimal) -> str:
    return f"${round(float(value), 2):,.2f}"


def render_text(orders: list[Order]) -> str:
    lines = ["Revenue by region", "-----------------"]
    for region, total in totals_by_region(orders).items():
        lines.append(f"{region:<12} {format_money(total):>14}")
    lines.append("")
    lines.append(f"Orders counted: {len(counted(orders))}")
    lines.append(f"Average order:  {format_money(average_order_value(orders))}")
    return "\n".join(lines)


def render_markdown(orders: list[Order]) -> str:
    lines = ["| Region | Revenue |", "|---|---:|"]
    for region, total in totals_by_region(orders).items():
        lines.append(f"| {region} | {format_money(total)} |")
    lines.append("")
    lines.append(f"**Orders counted:** {len(counted(orders))}  ")
    lines.append(f"**Average order:** {format_money(average_order_value(orders))}")
    return "\n".join(lines)
