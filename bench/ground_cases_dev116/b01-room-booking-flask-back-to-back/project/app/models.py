from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from itertools import count

_ids = count(1)


@dataclass
class Booking:
    room: str
    user: str
    start: datetime
    end: datetime
    title: str = ""
    id: int = field(default_factory=lambda: next(_ids))

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "room": self.room,
            "user": self.user,
            "start": self.start.isoformat(),
            "end": self.end.isoformat(),
            "title": self.title,
        }


class Store:
    def __init__(self) -> None:
        self.items: dict[int, Booking] = {}

    def add(self, booking: Booking) -> Booking:
        self.items[booking.id] = booking
        return booking

    def remove(self, booking_id: int) -> Booking | None:
        return self.items.pop(booking_id, None)

    def in_room(self, room: str) -> list[Booking]:
        return sorted((b for b in self.items.values() if b.room == room), key=lambda b: b.start)


store = Store()
