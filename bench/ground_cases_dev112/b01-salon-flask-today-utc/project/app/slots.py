"""Bookable days and free time slots for the booking screen."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta, timezone

JST = timezone(timedelta(hours=9))


def now_jst() -> datetime:
    return datetime.now(JST)


def bookable_days(days: int) -> list[date]:
    today = datetime.utcnow().date()
    return [today + timedelta(days=i) for i in range(days)]


def day_slots(day: date, open_hour: int, close_hour: int, minutes: int) -> list[datetime]:
    start = datetime.combine(day, time(open_hour), tzinfo=JST)
    end = datetime.combine(day, time(close_hour), tzinfo=JST)
    out = []
    cur = start
    while cur + timedelta(minutes=minutes) <= end:
        out.append(cur)
        cur += timedelta(minutes=minutes)
    return out


def free_slots(day: date, taken: set[datetime], cfg: dict) -> list[datetime]:
    now = now_jst()
    slots = day_slots(day, cfg["OPEN_HOUR"], cfg["CLOSE_HOUR"], cfg["SLOT_MINUTES"])
    return [s for s in slots if s not in taken and s > now]


def is_cancellable(starts_at: datetime, deadline_hours: int) -> bool:
    return starts_at - now_jst() >= timedelta(hours=deadline_hours)
