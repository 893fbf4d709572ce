"""予約まわりのドメインロジック."""
from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

from app.models import Booking, Status

JST = timezone(timedelta(hours=9))
OPEN_HOUR = 10
CLOSE_HOUR = 20
SLOT_MINUTES = 30
FREE_CANCEL_HOURS = 24
LATE_CANCEL_RATE = 0.5


def is_overlapping(a_start: datetime, a_end: datetime, b_start: datetime, b_end: datetime) -> bool:
    return a_start < b_end and b_start < a_end


def find_conflicts(bookings: list[Booking], staff_id: int, start: datetime, end: datetime) -> list[Booking]:
    return [
        b for b in bookings
        if b.staff_id == staff_id
        and b.status is Status.BOOKED
        and is_overlapping(b.start, b.end, start, end)
    ]


def to_local(dt: datetime) -> datetime:
    return dt.astimezone(JST)


def available_slots(bookings: list[Booking], staff_id: int, day: date) -> list[datetime]:
    """day (JST の日付) の空き枠の開始時刻を返す."""
    opening = datetime(day.year, day.month, day.day, OPEN_HOUR, tzinfo=JST)
    closing = datetime(day.year, day.month, day.day, CLOSE_HOUR, tzinfo=JST)
    step = timedelta(minutes=SLOT_MINUTES)
    slots = []
    t = opening
    while t + step <= closing:
        if not find_conflicts(bookings, staff_id, t, t + step):
            slots.append(t)
        t += step
    return slots


def cancellation_fee(booking: Booking, now: datetime) -> int:
    """キャンセル料(円). 開始24時間前までは無料、それ以降は料金の半額."""
    if booking.status is not Status.BOOKED:
        raise ValueError("booking is not active")
    hours_before = (booking.start - now).seconds / 3600
    if hours_before >= FREE_CANCEL_HOURS:
        return 0
    return int(booking.price * LATE_CANCEL_RATE)


def cancel(booking: Booking, now: datetime) -> int:
    fee = cancellation_fee(booking, now)
    booking.status = Status.CANCELLED
    return fee
