from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, timedelta, timezone
from decimal import Decimal
from zoneinfo import ZoneInfo

from app.models import Order

SHOP_TZ = ZoneInfo("Asia/Shanghai")


def day_bounds(day: date) -> tuple[datetime, datetime]:
    """[start, end) of one business day, as aware datetimes."""
    start = datetime(day.year, day.month, day.day, tzinfo=timezone.utc)
    return start, start + timedelta(days=1)


def orders_for_day(orders: list[Order], day: date) -> list[Order]:
    start, end = day_bounds(day)
    return [o for o in orders if o.is_paid and start <= o.paid_at < end]


def daily_summary(orders: list[Order], day: date) -> dict:
    picked = orders_for_day(orders, day)
    total = sum((o.amount for o in picked), Decimal("0"))
    by_channel: dict[str, Decimal] = defaultdict(lambda: Decimal("0"))
    for o in picked:
        by_channel[o.channel] += o.amount
    return {
        "date": day.isoformat(),
        "orders": len(picked),
        "total": str(total),
        "by_channel": {k: str(v) for k, v in sorted(by_channel.items())},
    }


def top_products(orders: list[Order], day: date, limit: int = 5) -> list[tuple[str, int]]:
    counts: dict[str, int] = defaultdict(int)
    for o in orders_for_day(orders, day):
        for item in o.items:
            counts[item.sku] += item.qty
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
