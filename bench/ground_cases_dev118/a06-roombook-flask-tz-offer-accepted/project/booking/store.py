from itertools import count

from booking.slots import Slot


class BookingStore:
    def __init__(self) -> None:
        self._ids = count(1)
        self._bookings: dict[int, tuple[Slot, str]] = {}

    def slots(self, room: str | None = None) -> list[Slot]:
        return [s for s, _ in self._bookings.values() if room is None or s.room == room]

    def add(self, slot: Slot, owner: str) -> int:
        booking_id = next(self._ids)
        self._bookings[booking_id] = (slot, owner)
        return booking_id

    def get(self, booking_id: int) -> tuple[Slot, str] | None:
        return self._bookings.get(booking_id)

    def all(self) -> list[tuple[int, Slot, str]]:
        return [(i, s, o) for i, (s, o) in sorted(self._bookings.items())]

    def remove(self, booking_id: int) -> None:
        self._bookings.pop(booking_id, None)
