"""Numbers for the daily ops report (sent by reports.tasks.send_daily_report)."""
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from datetime import timezone as dt_timezone
from decimal import Decimal

from django.db.models import Count, Q, Sum
from django.utils import timezone

from orders.models import Order


@dataclass
class DailySummary:
    day: date
    orders: int
    paid_orders: int
    revenue: Decimal
    refunds: int

    def as_rows(self) -> list[tuple[str, str]]:
        return [
            ("日期", self.day.isoformat()),
            ("订单数", str(self.orders)),
            ("支付订单数", str(self.paid_orders)),
            ("销售额", f"{self.revenue:,.2f}"),
            ("退款数", str(self.refunds)),
        ]


def day_bounds(day: date) -> tuple[datetime, datetime]:
    """[start, end) of a calendar day as aware datetimes."""
    start = timezone.make_aware(datetime.combine(day, time.min), dt_timezone.utc)
    return start, start + timedelta(days=1)


def daily_summary(day: date) -> DailySummary:
    start, end = day_bounds(day)
    qs = Order.objects.filter(created_at__gte=start, created_at__lt=end)
    agg = qs.aggregate(
        orders=Count("id"),
        paid_orders=Count("id", filter=Q(status__in=[Order.Status.PAID, Order.Status.SHIPPED])),
        revenue=Sum("amount", filter=Q(status__in=[Order.Status.PAID, Order.Status.SHIPPED])),
        refunds=Count("id", filter=Q(status=Order.Status.REFUNDED)),
    )
    return DailySummary(day=day, orders=agg["orders"], paid_orders=agg["paid_orders"],
                        revenue=agg["revenue"] or Decimal("0"), refunds=agg["refunds"])


def yesterday() -> date:
    return timezone.localdate() - timedelta(days=1)
