"""Rolling raw usage events up into DailyUsage. Re-running a day replaces it."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta

from django.db import transaction
from django.db.models import Count, Sum

from usage.models import DailyUsage, UsageEvent


def day_bounds(day: date) -> tuple[datetime, datetime]:
    start = datetime.combine(day, time.min)
    return start, start + timedelta(days=1)


@transaction.atomic
def rollup_day(day: date) -> int:
    start, end = day_bounds(day)
    totals = (
        UsageEvent.objects.filter(occurred_at__gte=start, occurred_at__lt=end)
        .values("customer_id", "kind")
        .annotate(quantity=Sum("quantity"), events=Count("id"))
    )
    DailyUsage.objects.filter(day=day).delete()
    rows = [
        DailyUsage(customer_id=t["customer_id"], day=day, kind=t["kind"], quantity=t["quantity"], events=t["events"])
        for t in totals
    ]
    DailyUsage.objects.bulk_create(rows, batch_size=2000)
    return len(rows)


def rollup_range(first: date, last: date) -> int:
    count = 0
    day = first
    while day <= last:
        count += rollup_day(day)
        day += timedelta(days=1)
    return count
