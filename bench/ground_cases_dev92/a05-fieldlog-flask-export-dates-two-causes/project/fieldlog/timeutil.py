from datetime import date, datetime, timezone
from zoneinfo import ZoneInfo

from dateutil import parser


def parse_day(value: str | None) -> date | None:
    """A day from the query string: 2025-11-03, 03/11/2025 or 11/03/2025."""
    if not value:
        return None
    return parser.parse(value).date()


def to_local(utc_naive: datetime, tz_name: str) -> datetime:
    """A naive UTC timestamp from the database in the user's zone."""
    return utc_naive.replace(tzinfo=timezone.utc).astimezone(ZoneInfo(tz_name))


def utc_now() -> datetime:
    return datetime.now(timezone.utc).replace(tzinfo=None)
