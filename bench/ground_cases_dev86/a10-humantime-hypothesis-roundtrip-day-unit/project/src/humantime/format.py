"""format_duration(5400) -> "1h30m"."""

from __future__ import annotations

from humantime.units import UNITS


def format_duration(seconds: int) -> str:
    """Compact form of a number of seconds, largest unit first: 5400 -> "1h30m", 0 -> "0s"."""
    if seconds < 0:
        raise ValueError("negative duration")
    if seconds == 0:
        return "0s"
    parts: list[str] = []
    rest = seconds
    for unit, size in UNITS.items():
        amount, rest = divmod(rest, size)
        if amount:
            parts.append(f"{amount}{unit}")
    return "".join(parts)
