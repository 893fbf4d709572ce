"""予定の取得元（Google カレンダー、会議室 ICS）。"""

from __future__ import annotations

from .google import fetch_events
from .ics import room_bookings
from .intervals import Interval


def busy_for(member: str, window: Interval) -> list[Interval]:
    events = fetch_events(member, window.start, window.end)
    busy = [Interval(e["start"], e["end"]) for e in events if e.get("transparency") != "transparent"]
    busy.extend(room_bookings(member, window))
    return busy
