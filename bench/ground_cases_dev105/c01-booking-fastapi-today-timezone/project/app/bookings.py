from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, time, timedelta, timezone
from typing import Iterable, Protocol


@dataclass
class Booking:
    id: int
    customer_phone: str
    party_size: int
    start: datetime  # stored in UTC
    status: str = "confirmed"


class BookingRepo(Protocol):
    def all(self) -> Iterable[Booking]: ...
    def get(self, booking_id: int) -> Booking | None: ...
    def save(self, booking: Booking) -> None: ...


def todays_bookings(repo: BookingRepo, now: datetime | None = None) -> list[Booking]:
    """Bookings of the shop's current day, earliest first."""
    now = now or datetime.now(timezone.utc)
    start = datetime.combine(now.date(), time.min, tzinfo=timezone.utc)
    end = start + timedelta(days=1)
    found = [b for b in repo.all() if start <= b.start < end and b.status == "confirmed"]
    return sorted(found, key=lambda b: b.start)


class CannotCancel(ValueError):
    pass


def cancel_booking(repo: BookingRepo, booking_id: int, now: datetime | None = None) -> Booking | None:
    booking = repo.get(booking_id)
    if booking is None:
        return None
    now = now or datetime.now(timezone.utc)
    if booking.start <= now:
        raise CannotCancel("booking already started")
    booking.status = "cancelled"
    repo.save(booking)
    return booking


def upcoming(repo: BookingRepo, now: datetime, within: timedelta) -> list[Booking]:
    until = now + within
    return [b for b in repo.all() if now <= b.start < until and b.status == "confirmed"]


class InMemoryRepo:
    def __init__(self, items: Iterable[Booking] = ()) -> None:
        self._items = {b.id: b for b in items}

    def all(self) -> Iterable[Booking]:
        return list(self._items.values())

    def get(self, booking_id: int) -> Booking | None:
        return self._items.get(booking_id)

    def save(self, booking: Booking) -> None:
        self._items[booking.id] = booking
