"""Helpers for the daily clinic reports (local wall-clock times, DST-safe)."""
from datetime import date, datetime, time, timedelta

import pytz
from django.conf import settings
from django.utils import timezone


def clinic_tz():
    return pytz.timezone(settings.CLINIC_TIME_ZONE)


def to_local(naive: datetime) -> datetime:
    """Attach the clinic's zone to a naive wall-clock time from the booking form."""
    return timezone.make_aware(naive, clinic_tz())


def day_bounds(day: date):
    start = to_local(datetime.combine(day, time.min))
    end = start + timedelta(days=1)
    return start, end


def fmt_local(dt: datetime) -> str:
    return timezone.localtime(dt, clinic_tz()).strftime("%H:%M")


def week_days(any_day: date):
    monday = any_day - timedelta(days=any_day.weekday())
    return [monday + timedelta(days=i) for i in range(7)]


def minutes_between(a: datetime, b: datetime) -> int:
    return int((b - a).total_seconds() // 60)
