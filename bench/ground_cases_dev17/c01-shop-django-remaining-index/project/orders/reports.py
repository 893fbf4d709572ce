"""Aggregations behind the /api/reports/ endpoints (ops dashboard)."""
from datetime import timedelta

from django.db.models import Count, Sum
from django.db.models.functions import TruncDate
from django.utils import timezone

from orders.models import Order


def daily_totals(days=30):
    since = timezone.now() - timedelta(days=days)
    rows = (
        Order.objects.filter(created_at__gte=since)
        .exclude(status=Order.Status.CANCELLED)
        .annotate(day=TruncDate("created_at"))
        .values("day")
        .annotate(orders=Count("id"), revenue=Sum("total"))
        .order_by("day")
    )
    return [
        {"day": r["day"].isoformat(), "orders": r["orders"], "revenue": str(r["revenue"] or 0)}
        for r in rows
    ]


def top_customers(limit=10):
    rows = (
        Order.objects.exclude(status=Order.Status.CANCELLED)
        .values("customer_id", "customer__name")
        .annotate(orders=Count("id"), revenue=Sum("total"))
        .order_by("-revenue")[:limit]
    )
    return [
        {"customer_id": r["customer_id"], "name": r["customer__name"], "orders": r["orders"],
         "revenue": str(r["revenue"])}
        for r in rows
    ]
