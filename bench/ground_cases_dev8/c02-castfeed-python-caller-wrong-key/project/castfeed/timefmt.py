"""Time formatting for RSS / iTunes tags."""
from __future__ import annotations

from datetime import datetime
from email.utils import format_datetime


def format_duration(total: float | int) -> str:
    """Seconds -> H:MM:SS (M:SS under an hour), the form itunes:duration and psc:chapter use."""
    minutes, seconds = divmod(int(total), 60)
    hours, minutes = divmod(minutes, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{seconds:02d}"
    return f"{minutes}:{seconds:02d}"


def format_pubdate(dt: datetime) -> str:
    return format_datetime(dt)
