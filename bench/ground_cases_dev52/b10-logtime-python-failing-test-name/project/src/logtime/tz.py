"""Time zone helpers."""
from __future__ import annotations

from datetime import datetime, timezone, tzinfo
from zoneinfo import ZoneInfo

UTC = timezone.utc  # datetime.UTC is 3.11+


def zone(name: str | None) -> tzinfo | None:
    """A tzinfo for an IANA name, "UTC", "local" or None."""
    if name is None:
        return None
    if name.upper() == "UTC":
        return UTC
    if name == "local":
        return datetime.now().astimezone().tzinfo
    return ZoneInfo(name)


def as_utc(value: datetime, default_tz: tzinfo | None = None) -> datetime:
    """``value`` in UTC. Naive values are taken to be in ``default_tz`` (UTC if None)."""
    if value.tzinfo is None:
        value = value.replace(tzinfo=default_tz or UTC)
    return value.astimezone(UTC)


def format_utc(value: datetime) -> str:
    """RFC 3339 with a Z suffix and no fractional part when it is zero."""
    value = as_utc(value)
    text = value.isoformat(timespec="microseconds" if value.microsecond else "seconds")
    return text.replace("+00:00", "Z")
