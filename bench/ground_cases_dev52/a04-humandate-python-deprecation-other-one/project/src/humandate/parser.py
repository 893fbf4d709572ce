"""Single dates and times, written the way people write them."""
from __future__ import annotations

import re
from datetime import datetime, timedelta, tzinfo
from typing import Optional

from zoneinfo import ZoneInfo

from humandate._compat import renamed_kwarg

WEEKDAYS = {name: i for i, name in enumerate(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])}
UNITS = {"minute": timedelta(minutes=1), "hour": timedelta(hours=1), "day": timedelta(days=1),
         "week": timedelta(weeks=1)}
RELATIVE = re.compile(r"^(?:in )?(\d+) (minute|hour|day|week)s?( ago)?$")
NUMERIC = re.compile(r"^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})$")


class ParseError(ValueError):
    """The text is not a date humandate understands."""


class Parser:
    """Parses dates relative to a reference time, in one time zone.

    Subclass it and override :meth:`parse_word` to teach it words of your own.
    """

    def __init__(self, *, tzinfo: Optional[tzinfo] = None, now: Optional[datetime] = None,
                 dayfirst: bool = False) -> None:
        self.tz = tzinfo or ZoneInfo("UTC")
        self.now = (now or datetime.now(self.tz)).astimezone(self.tz)
        self.dayfirst = dayfirst

    def parse(self, text: str) -> datetime:
        words = " ".join(text.lower().split())
        if not words:
            raise ParseError("empty date")
        for attempt in (self.parse_word, self.parse_relative, self.parse_weekday, self.parse_numeric):
            result = attempt(words)
            if result is not None:
                return result
        raise ParseError(f"cannot read {text!r} as a date")

    def midnight(self, when: datetime) -> datetime:
        return when.replace(hour=0, minute=0, second=0, microsecond=0)

    def parse_word(self, words: str) -> Optional[datetime]:
        if words == "now":
            return self.now
        offsets = {"today": 0, "tomorrow": 1, "yesterday": -1}
        if words in offsets:
            return self.midnight(self.now) + timedelta(days=offsets[words])
        return None

    def parse_relative(self, words: str) -> Optional[datetime]:
        m = RELATIVE.match(words)
        if not m:
            return None
        delta = int(m.group(1)) * UNITS[m.group(2)]
        return self.now - delta if m.group(3) else self.now + delta

    def parse_weekday(self, words: str) -> Optional[datetime]:
        nxt = words.startswith("next ")
        name = words[5:] if nxt else words
        if name not in WEEKDAYS:
            return None
        ahead = (WEEKDAYS[name] - self.now.weekday()) % 7 or 7
        if nxt:
            ahead += 7
        return self.midnight(self.now) + timedelta(days=ahead)

    def parse_numeric(self, words: str) -> Optional[datetime]:
        m = NUMERIC.match(words)
        if not m:
            return None
        a, b, c = (int(g) for g in m.groups())
        if len(m.group(1)) == 4:
            year, month, day = a, b, c
        elif self.dayfirst:
            day, month, year = a, b, c
        else:
            month, day, year = a, b, c
        try:
            return datetime(year, month, day, tzinfo=self.tz)
        except ValueError as e:
            raise ParseError(f"{words!r}: {e}") from None


@renamed_kwarg("tzinfo", "tz", since="2.4")
def parse(text: str, *, tz: Optional[tzinfo] = None, now: Optional[datetime] = None,
          dayfirst: bool = False) -> datetime:
    """Parse ``text`` relative to ``now`` (default: the current time) in ``tz`` (default: UTC)."""
    return Parser(tzinfo=tz, now=now, dayfirst=dayfirst).parse(text)
