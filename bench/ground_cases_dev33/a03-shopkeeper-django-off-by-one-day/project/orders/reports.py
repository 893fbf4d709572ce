"""Daily and weekly sales figures for the store dashboard."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from decimal import Decimal

from django.db.models import Count, Sum
from django.utils import timezone

from .models import Order, Store


@dataclass(frozen=True)
class DailySales:
    day: date
    orders: int
    gross: Decimal
    refunds: Decimal

    @property
    def net(self) -> Decimal:
        return self.gross - self.refunds


def day_bounds(store: Store, day: date) -> tuple[datetime, datetime]:
    """The [start, end) instants of ``day`` in the store's local time."""
    start = timezone.make_aware(datetime.combine(day, time.min))
    return start, start + timedelta(days=1)


def daily_sales(store: Store, day: date) -> DailySales:
    start, end = day_bounds(store, day)
    qs = Order.objects.filter(store=store, placed_at__gte=start, placed_at__lt=end)
    agg = qs.exclude(status=Order.Status.CANCELLED).aggregate(n=Count("id"), gross=Sum("total"))
    refunds = qs.filter(status=Order.Status.REFUNDED).aggregate(r=Sum("total"))["r"] or Decimal("0")
    return DailySales(day=day, orders=agg["n"] or 0, gross=agg["gross"] or Decimal("0"), refunds=refunds)


def weekly_sales(store: Store, week_start: date) -> list[DailySales]:
    return [daily_sales(store, week_start + timedelta(days=i)) for i in range(7)]
