"""Reporting helpers used by the dashboard views."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from django.db.models import Avg, F, Sum

from orders.models import Order

CLOSED_STATUSES = {"paid", "cancelled", "refunded"}


@dataclass
class OverdueRow:
    order_id: int
    number: str
    customer: str
    due_date: date
    days_overdue: int
    amount: Decimal


def revenue_by_day(start: date, end: date) -> dict[date, Decimal]:
    """Paid revenue per calendar day, both ends included."""
    totals: dict[date, Decimal] = defaultdict(lambda: Decimal("0"))
    qs = (
        Order.objects.filter(status="paid", paid_at__date__range=(start, end))
        .values("paid_at__date")
        .annotate(total=Sum("amount"))
    )
    for row in qs:
        totals[row["paid_at__date"]] += row["total"]
    return dict(totals)


def overdue_orders(today: date, grace_days: int = 0) -> list[OverdueRow]:
    """Open orders whose due date (plus grace) is before today, most overdue first."""
    cutoff = today - timedelta(days=grace_days)
    rows: list[OverdueRow] = []
    orders = Order.objects.select_related("customer").exclude(status__in=CLOSED_STATUSES)
    for order in orders:
        if order.due_date < cutoff and order.status not in CLOSED_STATUSES:
            rows.append(
                OverdueRow(
                    order_id=order.id,
                    number=order.number,
                    customer=order.customer.name,
                    due_date=order.due_date,
                    days_overdue=(today - order.due_date).days,
                    amount=order.amount,
                )
            )
    rows.sort(key=lambda r: r.days_overdue, reverse=True)
    return rows


def average_days_to_pay(since: date) -> float | None:
    """Mean days between creation and payment for orders paid since ``since``."""
    qs = Order.objects.filter(status="paid", paid_at__date__gte=since).annotate(
        delay=F("paid_at") - F("created_at")
    )
    result = qs.aggregate(avg=Avg("delay"))["avg"]
    if result is None:
        return None
    return round(result.total_seconds() / 86400, 1)
