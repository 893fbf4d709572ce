from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from datetime import datetime


@dataclass
class Booking:
    id: int
    room_id: str
    owner: str
    title: str
    start: datetime
    end: datetime


@dataclass
class BookingStore:
    bookings: dict[int, Booking] = field(default_factory=dict)
    _ids: itertools.count = field(default_factory=lambda: itertools.count(1))

    def add(self, room_id: str, owner: str, title: str, start: datetime, end: datetime) -> Booking:
        booking = Booking(next(self._ids), room_id, owner, title, start, end)
        self.bookings[booking.id] = booking
        return booking

    def get(self, booking_id: int) -> Booking | None:
        return self.bookings.get(booking_id)

    def cancel(self, booking_id: int) -> Booking | None:
        return self.bookings.pop(booking_id, None)

    def list_for_room(self, room_id: str) -> list[Booking]:
        return sorted((b for b in self.bookings.values() if b.room_id == room_id), key=lambda b: b.start)

    def all(self) -> list[Booking]:
        return list(self.bookings.values())
