from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from itertools import count


class NotFound(Exception):
    pass


@dataclass
class Booking:
    id: int
    customer: str
    start: datetime
    minutes: int = 60
    status: str = "confirmed"

    def as_dict(self) -> dict:
        return {"id": self.id, "customer": self.customer, "start": self.start.isoformat(),
                "minutes": self.minutes, "status": self.status}


@dataclass
class BookingStore:
    _items: dict[int, Booking] = field(default_factory=dict)
    _ids: count = field(default_factory=lambda: count(1))

    def add(self, customer: str, start: datetime, minutes: int = 60) -> Booking:
        booking = Booking(next(self._ids), customer, start.astimezone(timezone.utc), minutes)
        self._items[booking.id] = booking
        return booking

    def all(self) -> list[Booking]:
        return list(self._items.values())

    def cancel(self, booking_id: int) -> Booking:
        booking = self._items.get(booking_id)
        if booking is None:
            raise NotFound(booking_id)
        if booking.status == "cancelled":
            return booking
        booking.status = "cancelled"
        return booking
