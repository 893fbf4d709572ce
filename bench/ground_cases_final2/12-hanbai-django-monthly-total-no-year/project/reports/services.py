from datetime import date, timedelta
from decimal import Decimal

from django.db.models import Sum

from orders.models import Order

PAID_STATUSES = ("paid", "shipped", "delivered")


def _paid_orders():
    return Order.objects.filter(status__in=PAID_STATUSES)


def daily_revenue(day: date) -> Decimal:
    total = _paid_orders().filter(created_at__date=day).aggregate(s=Sum("total"))["s"]
    return total or Decimal("0")


def weekly_revenue(start: date) -> Decimal:
    end = start + timedelta(days=7)
    qs = _paid_orders().filter(created_at__date__gte=start, created_at__date__lt=end)
    return qs.aggregate(s=Sum("total"))["s"] or Decimal("0")


def monthly_revenue(year: int, month: int) -> Decimal:
    qs = _paid_orders().filter(created_at__month=month)
    return qs.aggregate(s=Sum("total"))["s"] or Decimal("0")


def monthly_breakdown(year: int, month: int) -> list[dict]:
    qs = (
        _paid_orders()
        .filter(created_at__year=year, created_at__month=month)
        .values("channel")
        .annotate(total=Sum("total"))
        .order_by("channel")
    )
    return list(qs)
