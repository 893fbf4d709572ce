from __future__ import annotations

import itertools
import threading
from datetime import datetime

from app.models import Booking, Staff, Status


class BookingStore:
    """インメモリの予約ストア(本番は RDS 版に差し替え予定)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._ids = itertools.count(1)
        self.bookings: dict[int, Booking] = {}
        self.staff: dict[int, Staff] = {
            1: Staff(1, "佐藤", 6000),
            2: Staff(2, "鈴木", 5000),
        }

    def all(self) -> list[Booking]:
        return list(self.bookings.values())

    def get(self, booking_id: int) -> Booking | None:
        return self.bookings.get(booking_id)

    def add(self, staff_id: int, customer_name: str, start: datetime, end: datetime, note: str = "") -> Booking:
        staff = self.staff[staff_id]
        minutes = int((end - start).total_seconds() // 60)
        price = staff.hourly_rate * minutes // 60
        with self._lock:
            booking = Booking(next(self._ids), staff_id, customer_name, start, end, price, Status.BOOKED, note)
            self.bookings[booking.id] = booking
        return booking

    def for_staff(self, staff_id: int) -> list[Booking]:
        return [b for b in self.bookings.values() if b.staff_id == staff_id]
