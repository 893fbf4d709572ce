"""複数メンバーの共通の空き時間。"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from .intervals import Interval, merge_intervals, subtract
from .sources import busy_for

TOKYO = ZoneInfo("Asia/Tokyo")
BUSINESS_START = time(9, 0)
BUSINESS_END = time(18, 0)


def business_window(day: date) -> Interval:
    return Interval(datetime.combine(day, BUSINESS_START, TOKYO), datetime.combine(day, BUSINESS_END, TOKYO))


def free_slots(members: list[str], day: date, min_length: timedelta = timedelta(minutes=30)) -> list[Interval]:
    window = business_window(day)
    busy: list[Interval] = []
    for m in members:
        busy.extend(busy_for(m, window))
    free = subtract(window, merge_intervals(busy))
    return [iv for iv in free if iv.duration >= min_length]
