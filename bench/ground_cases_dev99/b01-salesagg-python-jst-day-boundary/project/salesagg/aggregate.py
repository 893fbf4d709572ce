"""店舗×日付の売上集計。"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

from salesagg.loader import Sale

JST = ZoneInfo("Asia/Tokyo")


@dataclass
class DailyTotal:
    store: str
    day: str
    qty: int = 0
    amount: Decimal = Decimal("0")
    tickets: int = 0


def day_key(sold_at: datetime) -> str:
    """売上日 (店舗の営業日, JST) を YYYY-MM-DD で返す。"""
    return sold_at.date().isoformat()


def aggregate(sales: Iterable[Sale]) -> list[DailyTotal]:
    buckets: dict[tuple[str, str], DailyTotal] = {}
    for sale in sales:
        key = (sale.store, day_key(sale.sold_at))
        total = buckets.get(key)
        if total is None:
            total = buckets[key] = DailyTotal(store=sale.store, day=key[1])
        total.qty += sale.qty
        total.amount += sale.amount
        total.tickets += 1
    return sorted(buckets.values(), key=lambda t: (t.day, t.store))


def by_store(totals: Iterable[DailyTotal]) -> dict[str, Decimal]:
    out: dict[str, Decimal] = defaultdict(Decimal)
    for t in totals:
        out[t.store] += t.amount
    return dict(out)
