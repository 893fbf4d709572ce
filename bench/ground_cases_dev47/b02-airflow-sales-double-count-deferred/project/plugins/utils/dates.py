"""Date helpers shared by the warehouse DAGs. Business days are JST calendar days."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

JST = ZoneInfo("Asia/Tokyo")
UTC = ZoneInfo("UTC")


def parse_ds(ds: str) -> date:
    return date.fromisoformat(ds)


def jst_day_bounds(ds: str) -> tuple[datetime, datetime]:
    """Start of the JST day ``ds`` and start of the next one, both in UTC."""
    day = parse_ds(ds)
    start = datetime.combine(day, time.min, tzinfo=JST)
    end = start + timedelta(days=1)
    return start.astimezone(UTC), end.astimezone(UTC)


def fmt(ts: datetime) -> str:
    return ts.strftime("%Y-%m-%d %H:%M:%S+00")


def sales_filter(ds: str, column: str = "o.ordered_at") -> str:
    """WHERE fragment selecting the orders of the JST business day ``ds``."""
    start, end = jst_day_bounds(ds)
    return (
        f"{column} >= '{fmt(start)}' "
        f"AND {column} <= '{fmt(end)}'"
    )


def month_bounds(ds: str) -> tuple[date, date]:
    """First day of the month of ``ds`` and first day of the next month."""
    day = parse_ds(ds)
    first = day.replace(day=1)
    nxt = (first + timedelta(days=32)).replace(day=1)
    return first, nxt
