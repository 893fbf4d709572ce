"""Writing shifts as an iCalendar file that Google Calendar can import."""
from __future__ import annotations

import hashlib
from datetime import datetime, timezone

from shifts2ics.parse import Shift

STAMP_FORMAT = "%Y%m%dT%H%M%S"


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def event_uid(shift: Shift) -> str:
    key = f"{shift.start.isoformat()}|{shift.role}"
    return hashlib.sha1(key.encode("utf-8")).hexdigest()[:16] + "@shifts2ics"


def build_event(shift: Shift, tz: str, stamp: datetime) -> list[str]:
    summary = f"シフト（{shift.role}）" if shift.role else "シフト"
    lines = [
        "BEGIN:VEVENT",
        f"UID:{event_uid(shift)}",
        f"DTSTAMP:{stamp.strftime(STAMP_FORMAT)}Z",
        f"DTSTART;TZID={tz}:{shift.start.strftime(STAMP_FORMAT)}",
        f"DTEND;TZID={tz}:{shift.end.strftime(STAMP_FORMAT)}",
        f"SUMMARY:{_escape(summary)}",
    ]
    if shift.note:
        lines.append(f"DESCRIPTION:{_escape(shift.note)}")
    lines.append("END:VEVENT")
    return lines


def build_calendar(shifts: list[Shift], tz: str) -> str:
    stamp = datetime.now(timezone.utc)
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//shifts2ics//JA", "CALSCALE:GREGORIAN"]
    for shift in shifts:
        lines.extend(build_event(shift, tz, stamp))
    lines.append("END:VCALENDAR")
    return "\r\n".join(lines) + "\r\n"
