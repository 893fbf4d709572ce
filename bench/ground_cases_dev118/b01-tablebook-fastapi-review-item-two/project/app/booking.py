from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from app.slots import Slot

MAX_PARTY = 8


@dataclass
class Booking:
    id: int
    slot_id: int
    name: str
    party: int
    created_at: datetime = field(default_factory=datetime.now)


class BookingBook:
    def __init__(self) -> None:
        self._items: dict[int, Booking] = {}
        self._next = 1

    def all(self) -> list[Booking]:
        return sorted(self._items.values(), key=lambda b: b.id)

    def for_slot(self, slot_id: int) -> list[Booking]:
        return [b for b in self._items.values() if b.slot_id == slot_id]

    def seats_taken(self, slot_id: int) -> int:
        return sum(b.party for b in self.for_slot(slot_id))

    def can_book(self, slot: Slot, party: int) -> bool:
        if party < 1 or party > MAX_PARTY:
            return False
        return self.seats_taken(slot.id) + party < slot.capacity

    def add(self, slot: Slot, name: str, party: int) -> Booking:
        if not self.can_book(slot, party):
            raise ValueError(f"slot {slot.id} cannot take a party of {party}")
        booking = Booking(id=self._next, slot_id=slot.id, name=name.strip(), party=party)
        self._items[booking.id] = booking
        self._next += 1
        return booking

    def cancel(self, booking_id: int) -> bool:
        return self._items.pop(booking_id, None) is not None
