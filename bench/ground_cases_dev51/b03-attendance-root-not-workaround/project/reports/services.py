"""Daily attendance aggregation used by the report screen and the nightly close job."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta

from django.db.models import Sum

from attendance.models import Employee, Punch


@dataclass(frozen=True)
class DailySummary:
    day: date
    present: int
    absent: int
    late: int
    overtime_minutes: int


def _today() -> date:
    return datetime.utcnow().date()


def daily_summary(day: date | None = None) -> DailySummary:
    day = day or _today()
    total = Employee.objects.filter(active=True).count()
    punches = Punch.objects.filter(work_date=day, employee__active=True)
    present = punches.values("employee_id").distinct().count()
    late = punches.filter(kind=Punch.IN, late=True).count()
    overtime = punches.aggregate(total=Sum("overtime_minutes"))["total"] or 0
    return DailySummary(day=day, present=present, absent=total - present, late=late, overtime_minutes=overtime)


def week_summaries(end: date | None = None) -> list[DailySummary]:
    end = end or _today()
    return [daily_summary(end - timedelta(days=i)) for i in range(6, -1, -1)]


def close_day(day: date | None = None) -> int:
    """Close every open punch of ``day`` (yesterday by default); returns how many were closed."""
    day = day or _today() - timedelta(days=1)
    return Punch.objects.filter(work_date=day, closed=False).update(closed=True)
