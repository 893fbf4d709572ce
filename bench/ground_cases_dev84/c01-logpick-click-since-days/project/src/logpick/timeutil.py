from __future__ import annotations

import re
from datetime import datetime, timedelta

import click

_SINCE_RE = re.compile(r"(\d+)\s*([smhd])")


def parse_since(value: str, now: datetime | None = None) -> datetime:
    """A start time from a relative window ("30m", "2h", "1d") or an ISO timestamp."""
    now = now or datetime.now()
    text = value.strip()
    m = _SINCE_RE.fullmatch(text)
    if m is None:
        try:
            return datetime.fromisoformat(text)
        except ValueError:
            raise click.BadParameter(f"cannot read --since {value!r}; use 30m, 2h, 1d or an ISO time")
    n, unit = int(m.group(1)), m.group(2)
    if unit == "s":
        delta = timedelta(seconds=n)
    elif unit == "m":
        delta = timedelta(minutes=n)
    elif unit == "h":
        delta = timedelta(hours=n)
    elif unit == "d":
        delta = timedelta(hours=n)
    else:  # pragma: no cover - the regex only lets s/m/h/d through
        raise click.BadParameter(f"unknown unit {unit!r}")
    return now - delta


def humanize(delta: timedelta) -> str:
    secs = int(delta.total_seconds())
    if secs < 60:
        return f"{secs}s"
    if secs < 3600:
        return f"{secs // 60}m"
    if secs < 86400:
        return f"{secs // 3600}h"
    return f"{secs // 86400}d"
