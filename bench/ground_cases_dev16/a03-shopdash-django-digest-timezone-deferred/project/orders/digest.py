"""The daily digest email: yesterday's orders, revenue and top products, sent at 07:00."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from datetime import timezone as dt_timezone
from decimal import Decimal

from django.conf import settings
from django.core.mail import send_mail
from django.db.models import Count, Sum
from django.template.loader import render_to_string
from django.utils import timezone

from orders.models import Order, OrderLine


def digest_window(now: datetime | None = None) -> tuple[datetime, datetime]:
    """Start and end of "yesterday", the day the digest reports on."""
    now = now or timezone.now()
    day = timezone.localdate(now) - timedelta(days=1)
    start = datetime.combine(day, time.min, tzinfo=dt_timezone.utc)
    end = start + timedelta(days=1)
    return start, end


@dataclass
class Digest:
    day: date
    orders: int
    revenue: Decimal
    refunds: int
    top_products: list[tuple[str, int]]


def build_daily_digest(now: datetime | None = None) -> Digest:
    start, end = digest_window(now)
    placed = Order.objects.filter(placed_at__gte=start, placed_at__lt=end).exclude(
        status=Order.Status.CANCELLED
    )
    totals = placed.aggregate(n=Count("id"), revenue=Sum("total"))
    refunds = Order.objects.filter(refunded_at__gte=start, refunded_at__lt=end).count()
    top = (
        OrderLine.objects.filter(order__in=placed)
        .values_list("product__name")
        .annotate(qty=Sum("quantity"))
        .order_by("-qty")[:5]
    )
    return Digest(
        day=start.date(),
        orders=totals["n"] or 0,
        revenue=totals["revenue"] or Decimal("0.00"),
        refunds=refunds,
        top_products=[(name, qty) for name, qty in top],
    )


def send_daily_digest(now: datetime | None = None) -> Digest:
    digest = build_daily_digest(now)
    body = render_to_string("emails/daily_digest.txt", {"d": digest})
    send_mail(
        subject=f"Prairie Pantry: {digest.day:%a %b %-d}: {digest.orders} orders",
        message=body,
        from_email=settings.DEFAULT_FROM_EMAIL,
        recipient_list=settings.DIGEST_RECIPIENTS,
    )
    return digest
