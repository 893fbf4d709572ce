"""Order numbers for the ops dashboard and the daily CSV export."""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from datetime import date

from django.db.models import Count, Sum
from django.utils import timezone

from orders.models import Order
from orders.utils import cents_to_yuan, csv_safe, local_day_range, mask_phone

PAID_STATES = (Order.Status.PAID, Order.Status.SHIPPED, Order.Status.DONE)

EXPORT_HEADER = ["订单号", "状态", "手机号", "金额", "渠道", "下单时间"]


def daily_summary(day: date) -> dict:
    start, end = local_day_range(day)
    qs = Order.objects.filter(paid_at__gte=start, paid_at__lt=end, status__in=PAID_STATES)
    agg = qs.aggregate(n=Count("id"), total=Sum("total_cents"))
    return {"day": day.isoformat(), "orders": agg["n"], "revenue": cents_to_yuan(agg["total"])}


def weekly_summary(monday: date) -> dict:
    start, end = local_day_range(monday)
    qs = Order.objects.filter(paid_at__gte=start, paid_at__lt=end, status__in=PAID_STATES)
    agg = qs.aggregate(n=Count("id"), total=Sum("total_cents"))
    by_channel = Counter(qs.values_list("channel", flat=True))
    return {
        "week": monday.isoformat(),
        "orders": agg["n"],
        "revenue": cents_to_yuan(agg["total"]),
        "by_channel": dict(by_channel),
    }


def refund_summary(day: date) -> dict:
    start, end = local_day_range(day)
    qs = Order.objects.filter(refunded_at__gte=start, refunded_at__lt=end)
    agg = qs.aggregate(n=Count("id"), total=Sum("refund_cents"))
    return {"day": day.isoformat(), "refunds": agg["n"], "amount": cents_to_yuan(agg["total"])}


def export_rows(orders: Iterable[Order]) -> Iterator[list[str]]:
    for o in orders:
        yield [
            csv_safe(o.number),
            o.get_status_display(),
            mask_phone(o.phone),
            cents_to_yuan(o.total_cents),
            o.get_channel_display(),
            timezone.localtime(o.created_at).strftime("%Y-%m-%d %H:%M"),
        ]
