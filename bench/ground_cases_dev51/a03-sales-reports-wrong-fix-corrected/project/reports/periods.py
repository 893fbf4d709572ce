"""Reporting periods. Every period is half-open, [start, end), in Europe/Berlin dates."""
from __future__ import annotations

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

BERLIN = ZoneInfo("Europe/Berlin")


def today() -> date:
    return datetime.now(BERLIN).date()


def parse_iso_week(text: str) -> date:
    """The Monday of an ISO week written as ``2025-W44`` (or ``2025W44``)."""
    cleaned = text.strip().upper().replace("-", "")
    if len(cleaned) != 7 or cleaned[4] != "W" or not (cleaned[:4] + cleaned[5:]).isdigit():
        raise ValueError(f"not an ISO week: {text!r} (expected e.g. 2025-W44)")
    return date.fromisocalendar(int(cleaned[:4]), int(cleaned[5:]), 1)


def week_bounds(day: date) -> tuple[date, date]:
    """The ISO week (Monday to Sunday) that contains ``day``, as [start, end)."""
    start = day - timedelta(days=day.weekday())
    end = start + timedelta(days=6)
    return start, end


def previous_week(day: date | None = None) -> tuple[date, date]:
    start, _ = week_bounds(day or today())
    return week_bounds(start - timedelta(days=1))


def month_bounds(day: date) -> tuple[date, date]:
    """The calendar month that contains ``day``, as [start, end)."""
    start = day.replace(day=1)
    end = (start + timedelta(days=32)).replace(day=1)
    return start, end


def previous_month(day: date | None = None) -> tuple[date, date]:
    start, _ = month_bounds(day or today())
    return month_bounds(start - timedelta(days=1))


def days(start: date, end: date) -> list[date]:
    """Every day in [start, end)."""
    return [start + timedelta(days=i) for i in range((end - start).days)]
