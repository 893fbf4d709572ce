"""Booking rules: opening hours, overlaps, cancellation."""
from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from app.models import Booking, BookingIn
from app.store import BookingStore

SHOP_TZ = ZoneInfo("Asia/Shanghai")
OPEN_HOUR = 10
CLOSE_HOUR = 21


class BookingError(Exception):
    status = 400
    code = "BAD_REQUEST"


class SlotTaken(BookingError):
    status = 409
    code = "SLOT_TAKEN"


class OutsideHours(BookingError):
    status = 422
    code = "OUTSIDE_HOURS"


class TooLateToCancel(BookingError):
    status = 409
    code = "TOO_LATE_TO_CANCEL"


CANCEL_DEADLINE = timedelta(hours=2)


def to_shop_time(dt: datetime) -> datetime:
    """Times in the shop's zone; naive times are taken as shop time."""
    if dt.tzinfo is None:
        return dt.replace(tzinfo=SHOP_TZ)
    return dt.astimezone(SHOP_TZ)


def overlaps(a_start: datetime, a_end: datetime, b_start: datetime, b_end: datetime) -> bool:
    return a_start <= b_end and a_end >= b_start


def check_hours(start: datetime, end: datetime) -> None:
    opens = start.replace(hour=OPEN_HOUR, minute=0, second=0, microsecond=0)
    closes = start.replace(hour=CLOSE_HOUR, minute=0, second=0, microsecond=0)
    if start < opens or end > closes:
        raise OutsideHours(f"bookings must be between {OPEN_HOUR}:00 and {CLOSE_HOUR}:00")


def create_booking(store: BookingStore, req: BookingIn, user_id: int) -> Booking:
    start = to_shop_time(req.start)
    end = start + timedelta(minutes=req.duration_minutes)
    check_hours(start, end)
    for other in store.list_for_resource(req.resource_id, start.date()):
        if other.status == "active" and overlaps(start, end, other.start, other.end):
            raise SlotTaken(f"{other.start:%H:%M}-{other.end:%H:%M} is already booked")
    return store.add(Booking(id=0, user_id=user_id, resource_id=req.resource_id, start=start, end=end,
                             note=req.note or ""))


def cancel_booking(store: BookingStore, booking: Booking, now: datetime, reason: str) -> Booking:
    if booking.status != "active":
        return booking
    if booking.start - now < CANCEL_DEADLINE:
        raise TooLateToCancel("bookings can only be cancelled up to 2 hours before the start")
    return store.set_status(booking.id, "cancelled")
