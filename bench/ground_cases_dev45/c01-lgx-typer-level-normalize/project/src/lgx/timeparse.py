"""Relative time expressions for --since/--until: 90s, 15m, 2h, 3d, 1w."""
from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

_UNITS = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days", "w": "weeks"}
_RELATIVE = re.compile(r"^(\d+)([smhdw])$")


class BadDuration(ValueError):
    pass


def parse_duration(text: str) -> timedelta:
    m = _RELATIVE.match(text.strip())
    if not m:
        raise BadDuration(f"can't read duration {text!r}; use e.g. 30m, 2h, 3d")
    amount, unit = int(m.group(1)), m.group(2)
    return timedelta(**{_UNITS[unit]: amount})


def parse_since(text: str, now: datetime | None = None) -> datetime:
    """`2h` -> the moment two hours ago."""
    now = now or datetime.now(timezone.utc)
    return now - parse_duration(text)


def humanize(delta: timedelta) -> str:
    secs = int(delta.total_seconds())
    for size, unit in ((604800, "w"), (86400, "d"), (3600, "h"), (60, "m")):
        if secs >= size:
            return f"{secs // size}{unit}"
    return f"{secs}s"
