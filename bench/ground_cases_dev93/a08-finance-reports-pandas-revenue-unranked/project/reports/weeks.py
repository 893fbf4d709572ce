"""Report weeks: Monday 00:00 to the next Monday 00:00."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta, timezone


def week_start(day: date) -> date:
    """The Monday of the week that contains `day`."""
    return day - timedelta(days=day.weekday())


def previous_week(today: date) -> date:
    """Monday of the last complete week before `today`."""
    return week_start(today) - timedelta(days=7)


def week_bounds(monday: date) -> tuple[datetime, datetime]:
    """[start, end) of the report week as aware datetimes, for orders.paid_at (timestamptz)."""
    if monday.weekday() != 0:
        raise ValueError(f"{monday} is not a Monday")
    start = datetime.combine(monday, time.min, tzinfo=timezone.utc)
    return start, start + timedelta(days=7)


def weeks_between(first: date, last: date) -> list[date]:
    """Mondays of every report week from `first`'s week to `last`'s week, inclusive."""
    monday = week_start(first)
    out = []
    while monday <= last:
        out.append(monday)
        monday += timedelta(days=7)
    return out


def label(monday: date) -> str:
    """'2025-W45 (Nov 03 - Nov 09)'."""
    year, week, _ = monday.isocalendar()
    sunday = monday + timedelta(days=6)
    return f"{year}-W{week:02d} ({monday:%b %d} - {sunday:%b %d})"
