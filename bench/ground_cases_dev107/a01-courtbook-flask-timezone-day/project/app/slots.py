from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime
from zoneinfo import ZoneInfo

SLOT_MINUTES = 60
OPENING_HOUR = 7
CLOSING_HOUR = 22


@dataclass
class Booking:
    id: int
    court: str
    member: str
    starts_at: int  # unix seconds
    status: str = "confirmed"

    @property
    def ends_at(self) -> int:
        return self.starts_at + SLOT_MINUTES * 60


def club_tz(club: dict) -> ZoneInfo:
    return ZoneInfo(club.get("timezone", "UTC"))


def day_key(booking: Booking, tz: ZoneInfo) -> str:
    """The calendar day a booking belongs to, in the club's time zone."""
    start = datetime.utcfromtimestamp(booking.starts_at)
    return start.strftime("%Y-%m-%d")


def group_by_day(bookings: list[Booking], tz: ZoneInfo) -> dict[str, list[Booking]]:
    days: dict[str, list[Booking]] = defaultdict(list)
    for b in bookings:
        if b.status == "cancelled":
            continue
        days[day_key(b, tz)].append(b)
    for items in days.values():
        items.sort(key=lambda b: (b.starts_at, b.court))
    return dict(days)


def free_slots(day: str, court: str, bookings: list[Booking], tz: ZoneInfo) -> list[str]:
    base = datetime.strptime(day, "%Y-%m-%d").replace(tzinfo=tz)
    taken = {b.starts_at for b in bookings if b.court == court and b.status != "cancelled"}
    out = []
    for hour in range(OPENING_HOUR, CLOSING_HOUR):
        start = base.replace(hour=hour)
        if int(start.timestamp()) not in taken:
            out.append(start.strftime("%H:%M"))
    return out


def overlaps(a: Booking, b: Booking) -> bool:
    return a.court == b.court and a.starts_at < b.ends_at and b.starts_at < a.ends_at
