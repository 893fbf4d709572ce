"""Calendar helpers. Bookings are stored in UTC; the shop is in Tokyo."""
from __future__ import annotations

from collections import OrderedDict
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

SHOP_TZ = ZoneInfo("Asia/Tokyo")
OPEN_HOUR = 9
CLOSE_HOUR = 20


def to_local(dt: datetime) -> datetime:
    return dt.astimezone(SHOP_TZ)


def group_by_day(bookings) -> "OrderedDict[date, list]":
    days: OrderedDict[date, list] = OrderedDict()
    for b in sorted(bookings, key=lambda x: x.start):
        if b.status == "cancelled":
            continue
        day = b.start.date()
        days.setdefault(day, []).append(b)
    return days


def is_open(dt: datetime) -> bool:
    local = to_local(dt)
    if local.weekday() == 6:
        return False
    return OPEN_HOUR <= local.hour < CLOSE_HOUR


def free_slots(bookings, day: date, minutes: int = 60) -> list[datetime]:
    start = datetime(day.year, day.month, day.day, OPEN_HOUR, tzinfo=SHOP_TZ)
    end = start.replace(hour=CLOSE_HOUR)
    taken = [(b.start, b.start + timedelta(minutes=b.minutes)) for b in bookings if b.status != "cancelled"]
    slots = []
    t = start
    while t + timedelta(minutes=minutes) <= end:
        if all(t >= e or t + timedelta(minutes=minutes) <= s for s, e in taken):
            slots.append(t)
        t += timedelta(minutes=30)
    return slots
