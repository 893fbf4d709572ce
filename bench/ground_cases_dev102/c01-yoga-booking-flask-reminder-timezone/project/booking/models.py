"""Bookings and the in-memory store used by the API."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, date
from zoneinfo import ZoneInfo

SHOP_TZ = ZoneInfo("Asia/Shanghai")


@dataclass
class Booking:
    id: int
    customer_email: str
    starts_at: datetime  # aware, in SHOP_TZ
    minutes: int = 60
    reminded: bool = False
    cancelled: bool = False


@dataclass
class BookingStore:
    items: dict[int, Booking] = field(default_factory=dict)
    next_id: int = 1

    def add(self, email: str, starts_at: datetime, minutes: int = 60) -> Booking:
        if starts_at.tzinfo is None:
            starts_at = starts_at.replace(tzinfo=SHOP_TZ)
        booking = Booking(self.next_id, email, starts_at, minutes)
        self.items[booking.id] = booking
        self.next_id += 1
        return booking

    def upcoming(self) -> list[Booking]:
        return sorted((b for b in self.items.values() if not b.cancelled), key=lambda b: b.starts_at)

    def on_day(self, day: date) -> list[Booking]:
        return [b for b in self.upcoming() if b.starts_at.astimezone(SHOP_TZ).date() == day]


store = BookingStore()
