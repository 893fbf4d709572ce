"""CSV exports for the ops team (weekly orders per office)."""

from __future__ import annotations

import csv
import io
from datetime import date, datetime, time, timedelta
from datetime import timezone as dt_timezone
from decimal import Decimal

from django.db.models import QuerySet

from orders.models import Office, Order

COLUMNS = [
    "order_number",
    "created_at_local",
    "customer",
    "channel",
    "status",
    "items",
    "total",
]


def week_bounds(week_start: date) -> tuple[datetime, datetime]:
    """Bounds [start, end) of the export week that begins on ``week_start``."""
    start = datetime.combine(week_start, time.min).replace(tzinfo=dt_timezone.utc)
    end = start + timedelta(days=7)
    return start, end


def orders_for_week(office: Office, week_start: date) -> QuerySet[Order]:
    start, end = week_bounds(week_start)
    return (
        Order.objects.filter(office=office, created_at__gte=start, created_at__lt=end)
        .exclude(status=Order.Status.DRAFT)
        .select_related("customer")
        .prefetch_related("lines")
        .order_by("created_at")
    )


def _row(order: Order, tz) -> list[str]:
    local = order.created_at.astimezone(tz)
    return [
        order.number,
        local.strftime("%Y-%m-%d %H:%M"),
        order.customer.display_name,
        order.channel,
        order.get_status_display(),
        str(sum(line.quantity for line in order.lines.all())),
        f"{order.total:.2f}",
    ]


def weekly_orders_csv(office: Office, week_start: date) -> str:
    tz = office.zoneinfo
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(COLUMNS)
    total = Decimal("0")
    for order in orders_for_week(office, week_start):
        writer.writerow(_row(order, tz))
        total += order.total
    writer.writerow(["", "", "", "", "", "TOTAL", f"{total:.2f}"])
    return buf.getvalue()
