"""Date helpers shared by the booking views, the schedule and the reports."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta
from datetime import timezone as dt_timezone

from django.utils import timezone


def day_bounds(day: date) -> tuple[datetime, datetime]:
    """[start, end) of one calendar day, as aware datetimes for ORM filters."""
    start = datetime.combine(day, time.min, tzinfo=dt_timezone.utc)
    return start, start + timedelta(days=1)


def local_now() -> datetime:
    return timezone.localtime(timezone.now())


def to_local(value: datetime) -> datetime:
    if timezone.is_naive(value):
        value = timezone.make_aware(value)
    return timezone.localtime(value)


def parse_day(raw: str | None) -> date:
    """?date=2025-03-05 from the query string; today when missing."""
    if not raw:
        return local_now().date()
    return date.fromisoformat(raw)


def format_slot(value: datetime) -> str:
    return to_local(value).strftime("%H:%M")


def week_days(anchor: date) -> list[date]:
    monday = anchor - timedelta(days=anchor.weekday())
    return [monday + timedelta(days=i) for i in range(7)]
