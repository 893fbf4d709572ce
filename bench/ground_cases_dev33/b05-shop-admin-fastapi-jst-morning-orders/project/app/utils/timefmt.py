from datetime import datetime, timezone
from zoneinfo import ZoneInfo

from app.settings import settings


def format_local(dt: datetime, fmt: str = "%Y/%m/%d %H:%M") -> str:
    """A stored (naive UTC) timestamp as the admin UI shows it."""
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt.astimezone(ZoneInfo(settings.TIMEZONE)).strftime(fmt)
