"""Showing stored UTC timestamps in the user's own time zone."""
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

from flask_babel import format_datetime


def to_user_time(dt: datetime, tz_name: str) -> datetime:
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt.astimezone(ZoneInfo(tz_name)).replace(tzinfo=None)


def format_last_login(dt: datetime | None, tz_name: str) -> str:
    if dt is None:
        return "never"
    return format_datetime(to_user_time(dt, tz_name), "medium")
