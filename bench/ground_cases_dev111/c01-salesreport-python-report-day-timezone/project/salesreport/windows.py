"""Time helpers: parsing export timestamps and the window of one report day."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta, timezone


def parse_ts(raw: str) -> datetime:
    """Export timestamps look like 2025-03-12T00:41:07Z or carry an offset.

    Naive values are written by the old exporter in UTC, so they get UTC attached.
    """
    raw = raw.strip().replace("Z", "+00:00")
    ts = datetime.fromisoformat(raw)
    if ts.tzinfo is None:
        ts = ts.replace(tzinfo=timezone.utc)
    return ts


def day_window(day: date, tz_name: str) -> tuple[datetime, datetime]:
    """[start, end) of the report day."""
    start = datetime.combine(day, time.min, tzinfo=timezone.utc)
    end = start + timedelta(days=1)
    return start, end


def in_window(ts: datetime, window: tuple[datetime, datetime]) -> bool:
    start, end = window
    return start <= ts < end


def parse_day(raw: str, today: date | None = None) -> date:
    today = today or date.today()
    if raw == "today":
        return today
    if raw == "yesterday":
        return today - timedelta(days=1)
    return date.fromisoformat(raw)
