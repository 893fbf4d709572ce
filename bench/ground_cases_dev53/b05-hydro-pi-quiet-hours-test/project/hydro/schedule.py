"""When the pump may run."""
from __future__ import annotations

from datetime import datetime, time, timedelta

from hydro.config import CHECK_EVERY_S, HOT_END, HOT_START, QUIET_END, QUIET_START


def _t(now: datetime) -> time:
    return now.time().replace(second=0, microsecond=0)


def is_quiet(now: datetime) -> bool:
    """True during quiet hours (the pump must not run). The window may cross midnight."""
    t = _t(now)
    start, end = QUIET_START, QUIET_END
    return start <= t < end


def is_hot_hours(now: datetime) -> bool:
    """True in the midday heat, when watering is wasted."""
    t = _t(now)
    return HOT_START <= t < HOT_END


def may_water(now: datetime, last_watered: datetime | None) -> bool:
    if is_quiet(now) or is_hot_hours(now):
        return False
    if last_watered is not None and now - last_watered < timedelta(hours=12):
        return False
    return True


def next_check(now: datetime) -> datetime:
    """Next time to look at the sensor: every CHECK_EVERY_S, but skip quiet hours."""
    nxt = now + timedelta(seconds=CHECK_EVERY_S)
    while is_quiet(nxt):
        nxt += timedelta(seconds=CHECK_EVERY_S)
    return nxt
