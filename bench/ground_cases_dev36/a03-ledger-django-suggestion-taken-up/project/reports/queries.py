"""Querysets behind the finance reports."""
from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

from django.db.models import Count, Q, Sum
from django.db.models.functions import Coalesce

from billing.models import Invoice

REPORT_TZ = ZoneInfo("Europe/Berlin")  # finance closes the books on Berlin time


def month_bounds(year: int, month: int) -> tuple[datetime, datetime]:
    """First instant of the month and first instant of the next one."""
    next_year, next_month = (year + 1, 1) if month == 12 else (year, month + 1)
    return datetime(year, month, 1), datetime(next_year, next_month, 1)


def invoices_in_month(year: int, month: int):
    start, end = month_bounds(year, month)
    return (
        Invoice.objects.filter(issued_at__gte=start, issued_at__lt=end)
        .exclude(status=Invoice.Status.DRAFT)
        .select_related("customer")
    )


def monthly_totals(year: int, month: int) -> dict[str, Decimal | int]:
    agg = invoices_in_month(year, month).aggregate(
        count=Count("id"),
        net=Coalesce(Sum("net_amount"), Decimal("0")),
        tax=Coalesce(Sum("tax_amount"), Decimal("0")),
        paid=Count("id", filter=Q(status=Invoice.Status.PAID)),
    )
    agg["gross"] = agg["net"] + agg["tax"]
    return agg


def top_customers(year: int, month: int, limit: int = 10):
    return (
        invoices_in_month(year, month)
        .values("customer__id", "customer__name")
        .annotate(total=Sum("net_amount"), invoices=Count("id"))
        .order_by("-total")[:limit]
    )
