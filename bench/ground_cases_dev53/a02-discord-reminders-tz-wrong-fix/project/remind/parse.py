"""Turn what users type ("in 20m", "tomorrow 9:00", "fri 18:30") into a UTC datetime."""
from __future__ import annotations

import re
from datetime import date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

import config

RELATIVE = re.compile(r"^in\s+(\d+)\s*(m|min|h|d)$", re.I)
CLOCK = re.compile(r"^(today|tomorrow|mon|tue|wed|thu|fri|sat|sun)?\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$", re.I)
WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
UNITS = {"m": "minutes", "min": "minutes", "h": "hours", "d": "days"}


class ParseError(ValueError):
    pass


def parse_when(text: str, tz_name: str | None = None) -> datetime:
    text = text.strip()
    m = RELATIVE.match(text)
    if m:
        amount, unit = int(m.group(1)), UNITS[m.group(2).lower()]
        return datetime.now(timezone.utc) + timedelta(**{unit: amount})
    m = CLOCK.match(text)
    if not m:
        raise ParseError(f"don't understand {text!r}; try 'in 20m', 'tomorrow 9:00' or 'fri 18:30'")
    word, hour, minute, ampm = m.group(1), int(m.group(2)), int(m.group(3) or 0), m.group(4)
    if ampm:
        hour = hour % 12 + (12 if ampm.lower() == "pm" else 0)
    if hour > 23 or minute > 59:
        raise ParseError("that's not a time of day")
    tz = ZoneInfo(tz_name or config.DEFAULT_TZ)
    now = datetime.now(tz)
    day = date.today()
    when = datetime.combine(day, time(hour, minute), tzinfo=tz)
    if word and word.lower() == "tomorrow":
        when += timedelta(days=1)
    elif word and word.lower() in WEEKDAYS:
        ahead = (WEEKDAYS.index(word.lower()) - when.weekday()) % 7
        when += timedelta(days=ahead)
    if when <= now:
        when += timedelta(days=1 if not word or word.lower() == "today" else 7)
    return when.astimezone(timezone.utc)


def describe(due_utc: datetime, tz_name: str | None = None) -> str:
    local = due_utc.astimezone(ZoneInfo(tz_name or config.DEFAULT_TZ))
    return local.strftime("%a %d %b, %H:%M")
