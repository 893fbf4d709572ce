"""Find and parse timestamps in log lines."""
from __future__ import annotations

import re
from datetime import date, datetime, tzinfo

from logtime.tz import as_utc

ISO_RE = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2})?")
APACHE_RE = re.compile(r"\[(\d{2}/[A-Z][a-z]{2}/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4})\]")
SYSLOG_RE = re.compile(r"^([A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2}) ")


def parse_iso(text: str) -> datetime:
    """An ISO 8601 / RFC 3339 timestamp: 2025-03-01T12:00:00Z, 2025-03-01 12:00:00.5+09:00."""
    return datetime.fromisoformat(text)


def parse_date(text: str) -> date:
    """A calendar date, 2025-03-01."""
    return date.fromisoformat(text)


def parse_apache(text: str) -> datetime:
    """The bracketed time of an access log: 01/Mar/2025:12:00:00 +0900."""
    return datetime.strptime(text, "%d/%b/%Y:%H:%M:%S %z")


def parse_syslog(text: str, year: int) -> datetime:
    """An RFC 3164 time, which has no year: 'Mar  1 12:00:00'."""
    return datetime.strptime(f"{year} {text}", "%Y %b %d %H:%M:%S")


def find_timestamp(line: str, default_tz: tzinfo | None = None, year: int | None = None) -> datetime | None:
    """The first timestamp in ``line``, in UTC, or None."""
    if m := ISO_RE.search(line):
        return as_utc(parse_iso(m.group()), default_tz)
    if m := APACHE_RE.search(line):
        return as_utc(parse_apache(m.group(1)))
    if m := SYSLOG_RE.search(line):
        return as_utc(parse_syslog(m.group(1), year or datetime.now().year), default_tz)
    return None
