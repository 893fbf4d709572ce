from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, time, timedelta
from datetime import timezone as dt_timezone

from shifts.models import Shift


def _day_bounds(day: date) -> tuple[datetime, datetime]:
    """The [start, end) window of one business day."""
    start = datetime.combine(day, time.min).replace(tzinfo=dt_timezone.utc)
    return start, start + timedelta(days=1)


def shifts_on(day: date, store: str):
    start, end = _day_bounds(day)
    return (
        Shift.objects.select_related("staff")
        .filter(store=store, start__gte=start, start__lt=end)
        .order_by("start")
    )


def daily_hours(day: date, store: str) -> dict[str, float]:
    """Worked hours per staff code for shifts that start on `day`."""
    minutes: dict[str, int] = defaultdict(int)
    for shift in shifts_on(day, store):
        minutes[shift.staff.code] += shift.worked_minutes
    return {code: round(m / 60, 2) for code, m in sorted(minutes.items())}


def daily_cost(day: date, store: str) -> int:
    total = 0
    for shift in shifts_on(day, store):
        total += shift.worked_minutes * shift.staff.hourly_wage // 60
    return total
