"""Business-hours arithmetic for SLA deadlines (office hours in Asia/Shanghai)."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

TZ = ZoneInfo("Asia/Shanghai")
OPEN = time(9, 0)
CLOSE = time(18, 0)
# Public holidays that fall on weekdays; ops keeps this list in sync with the official calendar.
HOLIDAYS: set[str] = {
    "2025-10-01", "2025-10-02", "2025-10-03", "2025-10-06", "2025-10-07", "2025-10-08",
    "2026-01-01", "2026-02-16", "2026-02-17", "2026-02-18", "2026-02-19", "2026-02-20",
}


def is_business_day(day: date) -> bool:
    return day.weekday() < 5 and day.isoformat() not in HOLIDAYS


def _next_open(moment: datetime) -> datetime:
    """The first business-hours instant at or after ``moment``."""
    moment = moment.astimezone(TZ)
    while True:
        day = moment.date()
        if is_business_day(day):
            start = datetime.combine(day, OPEN, TZ)
            end = datetime.combine(day, CLOSE, TZ)
            if moment < start:
                return start
            if moment < end:
                return moment
        moment = datetime.combine(day + timedelta(days=1), OPEN, TZ)


def add_business_minutes(start: datetime, minutes: int) -> datetime:
    """``start`` plus ``minutes`` of office time, skipping nights, weekends and holidays."""
    moment = _next_open(start)
    left = minutes
    while left > 0:
        close = datetime.combine(moment.date(), CLOSE, TZ)
        chunk = min(left, int((close - moment).total_seconds() // 60))
        moment += timedelta(minutes=chunk)
        left -= chunk
        if left > 0:
            moment = _next_open(close)
    return moment


def business_minutes_between(a: datetime, b: datetime) -> int:
    """Office minutes from ``a`` to ``b`` (0 when ``b`` is earlier)."""
    total = 0
    moment = _next_open(a)
    b = b.astimezone(TZ)
    while moment < b:
        close = datetime.combine(moment.date(), CLOSE, TZ)
        total += int((min(close, b) - moment).total_seconds() // 60)
        moment = _next_open(close)
    return total
