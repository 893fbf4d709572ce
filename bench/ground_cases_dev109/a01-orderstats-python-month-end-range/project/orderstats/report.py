"""Daily and monthly order reports built from the orders export (JSON lines)."""
from __future__ import annotations

import calendar
import json
from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

REPORT_TZ = ZoneInfo("Europe/Berlin")


@dataclass(frozen=True)
class Order:
    id: str
    placed_at: datetime
    customer: str
    total_cents: int


def load_orders(path: Path) -> list[Order]:
    orders = []
    with path.open(encoding="utf-8") as fh:
        for raw in fh:
            if not raw.strip():
                continue
            rec = json.loads(raw)
            placed = datetime.fromisoformat(rec["placed_at"].replace("Z", "+00:00"))
            orders.append(Order(rec["id"], placed, rec["customer"], int(rec["total_cents"])))
    return orders


def in_range(ts: datetime, start: date, end: date) -> bool:
    """True when ts falls on a day from start to end, both inclusive (report time zone)."""
    lo = datetime.combine(start, time.min, tzinfo=REPORT_TZ)
    hi = datetime.combine(end, time.min, tzinfo=REPORT_TZ)
    return lo <= ts.astimezone(REPORT_TZ) < hi


def month_bounds(year: int, month: int) -> tuple[date, date]:
    last = calendar.monthrange(year, month)[1]
    return date(year, month, 1), date(year, month, last)


def summarize(orders: list[Order], start: date, end: date) -> list[dict]:
    per_day: dict[date, list[Order]] = defaultdict(list)
    for order in orders:
        if in_range(order.placed_at, start, end):
            per_day[order.placed_at.astimezone(REPORT_TZ).date()].append(order)
    rows = []
    day = start
    while day <= end:
        todays = per_day.get(day, [])
        rows.append({
            "day": day.isoformat(),
            "orders": len(todays),
            "revenue_cents": sum(o.total_cents for o in todays),
        })
        day += timedelta(days=1)
    return rows
