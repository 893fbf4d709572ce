from __future__ import annotations

from datetime import datetime

from .models import Booking, Slot

_BOOKINGS: dict[int, Booking] = {}
_NEXT_ID = 1


def all_bookings() -> list[Booking]:
    return list(_BOOKINGS.values())


def add(room: str, owner_email: str, start: datetime, end: datetime) -> Booking:
    global _NEXT_ID
    booking = Booking(_NEXT_ID, room, owner_email, Slot(start, end))
    _BOOKINGS[booking.id] = booking
    _NEXT_ID += 1
    return booking


def cancel(booking_id: int) -> bool:
    return _BOOKINGS.pop(booking_id, None) is not None
