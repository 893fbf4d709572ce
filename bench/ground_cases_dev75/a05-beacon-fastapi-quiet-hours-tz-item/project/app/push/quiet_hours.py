"""Quiet hours: pushes that are not urgent wait until the user's quiet period ends."""
from __future__ import annotations

from datetime import datetime, time, timezone
from zoneinfo import ZoneInfo

from app.models import UserPrefs

URGENT_KINDS = frozenset({"security_alert", "incoming_call"})


def _parse(hhmm: str) -> time:
    hour, minute = hhmm.split(":")
    return time(int(hour), int(minute))


def _within(start: time, end: time, t: time) -> bool:
    """Whether t is in [start, end), where a window with end <= start runs past midnight."""
    if start < end:
        return start <= t < end
    return t >= start or t < end


def in_quiet_hours(prefs: UserPrefs, now: datetime) -> bool:
    """Whether ``now`` (an aware datetime) falls in the user's quiet hours."""
    if not prefs.quiet_hours_enabled:
        return False
    start = _parse(prefs.quiet_start)
    end = _parse(prefs.quiet_end)
    local = now.astimezone(timezone.utc).time()
    return _within(start, end, local)


def should_defer(prefs: UserPrefs, kind: str, now: datetime) -> bool:
    if kind in URGENT_KINDS:
        return False
    return in_quiet_hours(prefs, now)


def local_zone(prefs: UserPrefs) -> ZoneInfo:
    return ZoneInfo(prefs.timezone)
