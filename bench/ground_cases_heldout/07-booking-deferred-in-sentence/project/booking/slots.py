from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta

from .models import Booking, Slot

OPEN_HOUR = 8
CLOSE_HOUR = 21
STEP = timedelta(minutes=30)


def overlaps(a: Slot, b: Slot) -> bool:
    """半開区間 [start, end) 同士が重なるかどうか。"""
    return a.start <= b.end and b.start <= a.end


def conflicts(slot: Slot, existing: Iterable[Booking], room: str) -> list[Booking]:
    return [b for b in existing if b.room == room and overlaps(slot, b.slot)]


def within_opening_hours(slot: Slot) -> bool:
    return (slot.start.date() == slot.end.date()
            and slot.start.hour >= OPEN_HOUR
            and (slot.end.hour < CLOSE_HOUR or (slot.end.hour == CLOSE_HOUR and slot.end.minute == 0)))


def free_slots(day: datetime, length: timedelta, existing: Iterable[Booking], room: str) -> list[Slot]:
    existing = list(existing)
    cursor = day.replace(hour=OPEN_HOUR, minute=0, second=0, microsecond=0)
    close = day.replace(hour=CLOSE_HOUR, minute=0, second=0, microsecond=0)
    out = []
    while cursor + length <= close:
        candidate = Slot(cursor, cursor + length)
        if not conflicts(candidate, existing, room):
            out.append(candidate)
        cursor += STEP
    return out
