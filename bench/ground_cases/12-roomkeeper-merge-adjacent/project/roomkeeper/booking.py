from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from .intervals import overlaps


class BookingConflict(Exception):
    pass


@dataclass
class Booking:
    room: str
    title: str
    start: datetime
    end: datetime
    organizer: str

    @property
    def span(self) -> tuple[datetime, datetime]:
        return (self.start, self.end)


class Room:
    def __init__(self, name: str, capacity: int):
        self.name = name
        self.capacity = capacity
        self.bookings: list[Booking] = []

    def book(self, booking: Booking) -> None:
        if booking.end <= booking.start:
            raise ValueError("booking must end after it starts")
        for existing in self.bookings:
            if overlaps(existing.span, booking.span):
                raise BookingConflict(f"{self.name}: conflicts with {existing.title!r}")
        self.bookings.append(booking)

    def busy_on(self, day: datetime) -> list[tuple[datetime, datetime]]:
        return [b.span for b in self.bookings if b.start.date() == day.date()]
