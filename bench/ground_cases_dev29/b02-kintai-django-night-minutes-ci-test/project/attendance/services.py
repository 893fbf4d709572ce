from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, timedelta

from django.utils import timezone

from attendance.models import AttendanceRecord

STANDARD_MINUTES_PER_DAY = 8 * 60


def _local(dt: datetime) -> datetime:
    """DB datetimes come back in UTC; all business rules are in local (JST) time."""
    return timezone.localtime(dt)


def work_date_of(record: AttendanceRecord) -> date:
    """A shift belongs to the local date it started on (night shifts cross midnight)."""
    return _local(record.clock_in).date()


def worked_minutes(record: AttendanceRecord) -> int:
    if record.clock_out is None:
        return 0
    total = int((record.clock_out - record.clock_in).total_seconds() // 60)
    return max(0, total - record.break_minutes)


def overtime_minutes(record: AttendanceRecord) -> int:
    return max(0, worked_minutes(record) - STANDARD_MINUTES_PER_DAY)


def night_minutes(record: AttendanceRecord) -> int:
    """Minutes worked between 22:00 and 05:00 (深夜労働)."""
    if record.clock_out is None:
        return 0
    minutes = 0
    cur = record.clock_in
    while cur < record.clock_out:
        if cur.hour >= 22 or cur.hour < 5:
            minutes += 1
        cur += timedelta(minutes=1)
    return minutes


def monthly_summary(user, year: int, month: int) -> dict:
    records = (
        AttendanceRecord.objects.filter(user=user, clock_out__isnull=False)
        .order_by("clock_in")
    )
    days: dict[date, int] = defaultdict(int)
    overtime = 0
    night = 0
    for r in records:
        d = work_date_of(r)
        if (d.year, d.month) != (year, month):
            continue
        days[d] += worked_minutes(r)
        overtime += overtime_minutes(r)
        night += night_minutes(r)
    return {
        "year": year,
        "month": month,
        "days_worked": len(days),
        "worked_minutes": sum(days.values()),
        "overtime_minutes": overtime,
        "night_minutes": night,
    }
