from __future__ import annotations

from datetime import date, datetime, timedelta

from reports.settings import LOCAL_TZ

DAY_FORMATS = ("%Y-%m-%d", "%Y/%m/%d", "%Y%m%d")


def parse_day(value: str) -> date:
    """Parse a day or an ISO timestamp; aware timestamps are converted to LOCAL_TZ first."""
    value = value.strip()
    parsed = datetime.fromisoformat(value)
    if parsed.tzinfo is not None:
        parsed = parsed.astimezone(LOCAL_TZ)
    return parsed.date()


def week_range(day: date) -> tuple[date, date]:
    """(Monday, Sunday) of the week containing ``day``."""
    start = day - timedelta(days=day.weekday())
    return start, start + timedelta(days=6)


def month_bounds(day: date) -> tuple[date, date]:
    """First and last day of the month containing ``day``."""
    first = day.replace(day=1)
    nxt = (first + timedelta(days=32)).replace(day=1)
    return first, nxt - timedelta(days=1)


def days_between(start: date, end: date) -> list[date]:
    if end < start:
        raise ValueError("end before start")
    return [start + timedelta(days=i) for i in range((end - start).days + 1)]


def today() -> date:
    return datetime.now(LOCAL_TZ).date()
