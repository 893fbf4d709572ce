"""Aggregations behind the daily ops digest email."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from decimal import Decimal

from django.db.models import Count, Sum
from django.utils import timezone

from orders.models import Order, OrderLine

PAID_STATES = (Order.Status.PAID, Order.Status.SHIPPED, Order.Status.DELIVERED)


@dataclass(frozen=True)
class Digest:
    day: date
    orders: int
    revenue: Decimal
    refunds: int
    top_skus: list[tuple[str, int]] = field(default_factory=list)


def digest_window(now: datetime | None = None) -> tuple[datetime, datetime]:
    """Start (inclusive) and end (exclusive) of "yesterday" for the digest."""
    now = timezone.localtime(now or timezone.now())
    day = now.date() - timedelta(days=1)
    start = timezone.make_aware(datetime.combine(day, time.min))
    return start, start + timedelta(days=1)


def build_digest(now: datetime | None = None) -> Digest:
    start, end = digest_window(now)
    placed = Order.objects.filter(placed_at__gte=start, placed_at__lt=end)
    paid = placed.filter(status__in=PAID_STATES).aggregate(n=Count("id"), revenue=Sum("total"))
    refunds = placed.filter(status=Order.Status.REFUNDED).count()
    top = (
        OrderLine.objects.filter(order__in=placed.filter(status__in=PAID_STATES))
        .values("sku")
        .annotate(qty=Sum("quantity"))
        .order_by("-qty", "sku")[:5]
    )
    return Digest(
        day=timezone.localtime(start).date(),
        orders=paid["n"] or 0,
        revenue=paid["revenue"] or Decimal("0.00"),
        refunds=refunds,
        top_skus=[(row["sku"], row["qty"]) for row in top],
    )
