"""会議室予約システムが出力する ICS を読む。"""

from __future__ import annotations

from pathlib import Path

from icalendar import Calendar

from .intervals import Interval

ICS_DIR = Path("/srv/rooms/ics")


def room_bookings(member: str, window: Interval) -> list[Interval]:
    path = ICS_DIR / f"{member}.ics"
    if not path.exists():
        return []
    cal = Calendar.from_ical(path.read_bytes())
    out = []
    for ev in cal.walk("VEVENT"):
        start, end = ev.decoded("DTSTART"), ev.decoded("DTEND")
        iv = Interval(start, end)
        if iv.overlaps(window):
            out.append(iv)
    return out
