"""Numbers for the daily report. A report "day" is a calendar day in settings.REPORT_TIME_ZONE."""
from datetime import date, datetime, time, timedelta, timezone

from django.contrib.auth import get_user_model
from django.db.models import Count, Sum

from reports.models import Order


def day_bounds(day: date) -> tuple[datetime, datetime]:
    """Start (inclusive) and end (exclusive) of the report day, as aware datetimes."""
    start = datetime.combine(day, time.min, tzinfo=timezone.utc)
    return start, start + timedelta(days=1)


def new_users_on(day: date) -> int:
    start, end = day_bounds(day)
    return get_user_model().objects.filter(date_joined__gte=start, date_joined__lt=end).count()


def orders_on(day: date) -> dict:
    start, end = day_bounds(day)
    agg = Order.objects.filter(paid_at__gte=start, paid_at__lt=end).aggregate(
        count=Count("id"), revenue_cents=Sum("amount_cents")
    )
    return {"count": agg["count"], "revenue_cents": agg["revenue_cents"] or 0}


def daily_summary(day: date) -> dict:
    orders = orders_on(day)
    users = new_users_on(day)
    return {
        "day": day.isoformat(),
        "new_users": users,
        "orders": orders["count"],
        "revenue": orders["revenue_cents"] / 100,
        "conversion": round(orders["count"] / users, 3) if users else None,
    }
