"""Time helpers. Everything the bot shows is Japan time."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import jpholiday

JST = ZoneInfo("Asia/Tokyo")

# When the morning reminder goes out; people clocked in before this are left alone.
REMIND_AT = time(10, 0)


def now_jst() -> datetime:
    return datetime.now(JST)


def fmt_minutes(minutes: int) -> str:
    hours, rest = divmod(max(minutes, 0), 60)
    return f"{hours}時間{rest:02d}分"


def month_range(day: date) -> tuple[date, date]:
    """First and last day of the month that holds ``day``."""
    first = day.replace(day=1)
    next_first = (first + timedelta(days=32)).replace(day=1)
    return first, next_first - timedelta(days=1)


def is_business_day(day: date) -> bool:
    """Weekdays that are not national holidays (jpholiday covers substitute holidays too)."""
    return day.weekday() < 5 and not jpholiday.is_holiday(day)


def past_remind_time(now: datetime) -> bool:
    return now.astimezone(JST).time() >= REMIND_AT
