"""Date ranges: "monday to friday", "2025-11-03 - 2025-11-07", "this week"."""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta, tzinfo
from typing import Optional

from humandate._compat import renamed_kwarg
from humandate.parser import ParseError, Parser

SEPARATOR = re.compile(r"\s+(?:to|until|through|-|–)\s+")


@dataclass(frozen=True)
class DateRange:
    """A half-open range of instants: ``start <= t < end``."""

    start: datetime
    end: datetime

    def __contains__(self, when: datetime) -> bool:
        return self.start <= when < self.end

    @property
    def days(self) -> int:
        return (self.end - self.start).days


def _week(parser: Parser, offset: int) -> DateRange:
    monday = parser.midnight(parser.now) - timedelta(days=parser.now.weekday()) + timedelta(weeks=offset)
    return DateRange(monday, monday + timedelta(weeks=1))


@renamed_kwarg("tzinfo", "tz", since="2.4")
def parse_range(text: str, *, tz: Optional[tzinfo] = None, now: Optional[datetime] = None) -> DateRange:
    """Parse a range; the end day is included, so "monday to friday" covers five days."""
    parser = Parser(tzinfo=tz, now=now)
    words = " ".join(text.lower().split())
    named = {"this week": 0, "next week": 1, "last week": -1}
    if words in named:
        return _week(parser, named[words])
    parts = SEPARATOR.split(words)
    if len(parts) != 2:
        raise ParseError(f"cannot read {text!r} as a range: expected 'A to B'")
    start, end = (parser.parse(p) for p in parts)
    end = parser.midnight(end) + timedelta(days=1)
    if end <= start:
        raise ParseError(f"{text!r}: the range ends before it starts")
    return DateRange(start, end)
