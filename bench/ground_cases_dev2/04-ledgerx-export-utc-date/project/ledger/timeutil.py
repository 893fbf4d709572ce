from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

LOCAL_TZ = ZoneInfo("Asia/Shanghai")


def to_local(dt: datetime) -> datetime:
    """A UTC timestamp in the bookkeeping time zone."""
    return dt.astimezone(LOCAL_TZ)


def local_date(dt: datetime) -> date:
    return to_local(dt).date()
