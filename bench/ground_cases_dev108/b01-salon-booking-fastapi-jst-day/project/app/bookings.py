from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

JST = ZoneInfo("Asia/Tokyo")
STATUSES = ("reserved", "cancelled", "done")


@dataclass
class Booking:
    id: int
    customer: str
    starts_at: datetime  # tz-aware, stored in UTC
    minutes: int = 60
    status: str = "reserved"
    tags: list[str] = field(default_factory=list)


def business_day(starts_at: datetime) -> date:
    """Which shop day a booking belongs to (the shop runs on Japan time)."""
    return starts_at.astimezone(timezone.utc).date()


def day_range(day: date) -> tuple[datetime, datetime]:
    """Start and end of a shop day, as UTC instants."""
    start = datetime.combine(day, time(0, 0), tzinfo=JST)
    return start.astimezone(timezone.utc), (start + timedelta(days=1)).astimezone(timezone.utc)


def bookings_for_day(bookings: list[Booking], day: date) -> list[Booking]:
    found = [b for b in bookings if business_day(b.starts_at) == day and b.status != "cancelled"]
    return sorted(found, key=lambda b: b.starts_at)


def cancel(booking: Booking) -> Booking:
    if booking.status == "done":
        raise ValueError("finished bookings cannot be cancelled")
    booking.status = "cancelled"
    return booking


def overlaps(a: Booking, b: Booking) -> bool:
    a_end = a.starts_at + timedelta(minutes=a.minutes)
    b_end = b.starts_at + timedelta(minutes=b.minutes)
    return a.starts_at < b_end and b.starts_at < a_end
