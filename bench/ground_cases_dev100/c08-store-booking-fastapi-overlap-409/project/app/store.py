"""In-memory booking store; the shop's data is small enough for one process."""
from __future__ import annotations

import threading
from dataclasses import replace
from datetime import date

from app.models import Booking


class BookingStore:
    def __init__(self) -> None:
        self._items: dict[int, Booking] = {}
        self._next = 1
        self._lock = threading.Lock()

    def add(self, booking: Booking) -> Booking:
        with self._lock:
            saved = replace(booking, id=self._next)
            self._items[saved.id] = saved
            self._next += 1
            return saved

    def get(self, booking_id: int) -> Booking | None:
        return self._items.get(booking_id)

    def list_for_resource(self, resource_id: int, day: date | None = None) -> list[Booking]:
        """Bookings of one resource, optionally only those starting on ``day`` (shop time)."""
        found = (b for b in self._items.values()
                 if b.resource_id == resource_id and (day is None or b.start.date() == day))
        return sorted(found, key=lambda b: b.start)

    def list_for_user(self, user_id: int) -> list[Booking]:
        return sorted((b for b in self._items.values() if b.user_id == user_id), key=lambda b: b.start)

    def set_status(self, booking_id: int, status: str) -> Booking:
        with self._lock:
            updated = replace(self._items[booking_id], status=status)
            self._items[booking_id] = updated
            return updated

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._next = 1
