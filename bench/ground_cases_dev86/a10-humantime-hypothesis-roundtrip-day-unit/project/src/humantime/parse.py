"""parse_duration("1h30m") -> 5400."""

from __future__ import annotations

import re

from humantime.units import MAX_SECONDS, UNITS

_TOKEN = re.compile(r"(\d+)([hms])")
_WHOLE = re.compile(r"(?:\d+[a-z])+")


class DurationError(ValueError):
    pass


def parse_duration(text: str) -> int:
    """Seconds in a duration such as "2h", "1h30m" or "45s". Units may appear once each, largest first."""
    compact = text.strip().lower().replace(" ", "")
    if not compact:
        raise DurationError("empty duration")
    if compact.isdigit():
        return int(compact)
    if not _WHOLE.fullmatch(compact):
        raise DurationError(f"cannot parse duration {text!r}")
    total = 0
    seen: list[str] = []
    consumed = 0
    for match in _TOKEN.finditer(compact):
        amount, unit = int(match.group(1)), match.group(2)
        if unit in seen:
            raise DurationError(f"unit {unit!r} repeated in {text!r}")
        seen.append(unit)
        total += amount * UNITS[unit]
        consumed += len(match.group(0))
    if consumed != len(compact):
        raise DurationError(f"cannot parse duration {text!r}")
    if total > MAX_SECONDS:
        raise DurationError(f"duration {text!r} is longer than a year")
    return total
