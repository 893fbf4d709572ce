from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, timezone

from app.models import Booking, BookingIn
from app.settings import SETTINGS


class BookingStore:
    def __init__(self) -> None:
        self._items: dict[int, Booking] = {}
        self._next_id = 1

    def add(self, data: BookingIn) -> Booking:
        booking = Booking(id=self._next_id, **data.model_dump())
        self._items[booking.id] = booking
        self._next_id += 1
        return booking

    def all(self) -> list[Booking]:
        return sorted(self._items.values(), key=lambda b: b.start)

    def for_staff(self, staff_id: int) -> list[Booking]:
        return [b for b in self.all() if b.staff_id == staff_id]


def day_key(start: datetime) -> date:
    """The calendar day a booking belongs to, as the shop sees it."""
    return start.astimezone(timezone.utc).date()


def group_by_day(bookings: list[Booking]) -> dict[str, list[Booking]]:
    days: dict[str, list[Booking]] = defaultdict(list)
    for booking in bookings:
        days[day_key(booking.start).isoformat()].append(booking)
    return dict(sorted(days.items()))


def overlaps(a: Booking | BookingIn, b: Booking) -> bool:
    a_end = a.start.timestamp() + a.minutes * 60
    return a.start.timestamp() < b.end.timestamp() and b.start.timestamp() < a_end


def is_slot_free(store: BookingStore, data: BookingIn) -> bool:
    local = data.start.astimezone(SETTINGS.shop_tz)
    if local.hour not in range(SETTINGS.open_hour, SETTINGS.close_hour):
        return False
    return not any(overlaps(data, b) for b in store.for_staff(data.staff_id))
