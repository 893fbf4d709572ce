"""Timestamps in log lines and on the command line."""
from __future__ import annotations

import re
from datetime import date, datetime, time, timedelta

# 2025-11-02T23:59:58.123Z, 2025-11-02 23:59:58,123, 2025/11/02 23:59:58
LINE_TS = re.compile(r"^(\d{4})[-/](\d{2})[-/](\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,](\d{1,6}))?")
CLOCK = re.compile(r"^(\d{1,2}):(\d{2})(?::(\d{2}))?$")


def parse_line_ts(line: str) -> datetime | None:
    """The timestamp a log line starts with, or None (continuation lines)."""
    m = LINE_TS.match(line)
    if m is None:
        return None
    y, mo, d, h, mi, s, frac = m.groups()
    micro = int((frac or "0").ljust(6, "0"))
    return datetime(int(y), int(mo), int(d), int(h), int(mi), int(s), micro)


def parse_bound(text: str, today: date | None = None) -> datetime:
    """A --since/--until value: a full timestamp, a date, or a clock time (today)."""
    text = text.strip()
    full = parse_line_ts(text)
    if full is not None:
        return full
    try:
        return datetime.combine(date.fromisoformat(text), time())
    except ValueError:
        pass
    m = CLOCK.match(text)
    if m is None:
        raise ValueError(f"not a time: {text!r} (use HH:MM, YYYY-MM-DD or YYYY-MM-DD HH:MM:SS)")
    h, mi, s = m.groups()
    day = today or date.today()
    return datetime.combine(day, time(int(h), int(mi), int(s or 0)))


def parse_range(since: str | None, until: str | None,
                today: date | None = None) -> tuple[datetime | None, datetime | None]:
    """Both bounds. A clock-time --until at or before --since means the next day (23:00 to 01:00)."""
    start = parse_bound(since, today) if since else None
    end = parse_bound(until, today) if until else None
    if start is not None and end is not None and end <= start and CLOCK.match(until.strip()):
        end += timedelta(days=1)
    return start, end
