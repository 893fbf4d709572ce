from __future__ import annotations

from datetime import datetime

from app.models import Booking, Store, store


class Conflict(Exception):
    def __init__(self, other: Booking) -> None:
        super().__init__(f"room {other.room} is taken by booking {other.id}")
        self.other = other


class InvalidRange(ValueError):
    pass


def validate_range(start: datetime, end: datetime, open_hour: int, close_hour: int) -> None:
    if end <= start:
        raise InvalidRange("end must be after start")
    if start.hour < open_hour or (end.hour, end.minute) > (close_hour, 0):
        raise InvalidRange(f"bookings must be between {open_hour}:00 and {close_hour}:00")
    if start.date() != end.date():
        raise InvalidRange("a booking cannot span two days")


def overlaps(a: Booking, b: Booking) -> bool:
    return a.start <= b.end and b.start <= a.end


def find_conflict(candidate: Booking, repo: Store = store) -> Booking | None:
    for existing in repo.in_room(candidate.room):
        if existing.id != candidate.id and overlaps(candidate, existing):
            return existing
    return None


def create_booking(room: str, user: str, start: datetime, end: datetime, title: str = "",
                   repo: Store = store) -> Booking:
    candidate = Booking(room=room, user=user, start=start, end=end, title=title)
    other = find_conflict(candidate, repo)
    if other is not None:
        raise Conflict(other)
    return repo.add(candidate)


class NotOwner(Exception):
    pass


def cancel_booking(booking_id: int, user: str, repo: Store = store) -> Booking | None:
    booking = repo.items.get(booking_id)
    if booking is None:
        return None
    if booking.user != user:
        raise NotOwner(booking_id)
    return repo.remove(booking_id)
