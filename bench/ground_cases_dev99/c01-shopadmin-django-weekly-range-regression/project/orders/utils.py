"""Small helpers shared by the order views and reports."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta
from decimal import ROUND_HALF_UP, Decimal

from django.utils import timezone


def cents_to_yuan(cents: int | None) -> str:
    """12990 -> "129.90"; None (an empty aggregate) -> "0.00"."""
    if cents is None:
        return "0.00"
    value = (Decimal(cents) / 100).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return f"{value:.2f}"


def parse_day(value: str | None, default: date | None = None) -> date:
    """A YYYY-MM-DD query parameter, or today in the shop's time zone."""
    if not value:
        return default or timezone.localdate()
    return datetime.strptime(value, "%Y-%m-%d").date()


def local_day_range(day: date, days: int = 1) -> tuple[datetime, datetime]:
    """[start, end) of ``days`` local days from ``day`` 00:00 in the current time zone."""
    tz = timezone.get_current_timezone()
    start = datetime.combine(day, time.min, tzinfo=tz)
    return start, start + timedelta(days=days)


def week_start(day: date) -> date:
    """Monday of the week that holds ``day``."""
    return day - timedelta(days=day.weekday())


def mask_phone(phone: str) -> str:
    if len(phone) < 7:
        return phone
    return phone[:3] + "****" + phone[-4:]


def csv_safe(value: object) -> str:
    """Keep spreadsheet apps from evaluating cells that start with = + - @."""
    text = "" if value is None else str(value)
    if text[:1] in ("=", "+", "-", "@"):
        return "'" + text
    return text
