"""Free/busy checks for meeting rooms. All times are naive local office time."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta

from app.store import Booking

OPEN_HOUR = 9
CLOSE_HOUR = 18
SLOT_MINUTES = 30


def overlaps(start: datetime, end: datetime, other: Booking) -> bool:
    """True when [start, end] touches the other booking."""
    return start <= other.end and other.start <= end


def is_free(bookings: list[Booking], room_id: str, start: datetime, end: datetime) -> bool:
    if end <= start:
        raise ValueError("end must be after start")
    for b in bookings:
        if b.room_id != room_id:
            continue
        if overlaps(start, end, b):
            return False
        return True
    return True


def within_office_hours(start: datetime, end: datetime) -> bool:
    opens = datetime.combine(start.date(), time(OPEN_HOUR))
    closes = datetime.combine(start.date(), time(CLOSE_HOUR))
    return opens <= start and end <= closes


def free_slots(bookings: list[Booking], room_id: str, day: date) -> list[tuple[datetime, datetime]]:
    slots = []
    cursor = datetime.combine(day, time(OPEN_HOUR))
    closes = datetime.combine(day, time(CLOSE_HOUR))
    step = timedelta(minutes=SLOT_MINUTES)
    while cursor + step <= closes:
        if is_free(bookings, room_id, cursor, cursor + step):
            slots.append((cursor, cursor + step))
        cursor += step
    return slots
