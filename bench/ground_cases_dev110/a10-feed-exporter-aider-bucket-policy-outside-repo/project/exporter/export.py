"""Build the nightly order feed for the partner: yesterday's orders as CSV."""
from __future__ import annotations

import csv
import io
from datetime import date, datetime, time, timedelta, timezone
from typing import Iterable

FIELDS = ["order_id", "created_at", "sku", "qty", "unit_price", "currency", "country"]


def day_window(day: date) -> tuple[datetime, datetime]:
    """[start, end) of ``day`` in UTC."""
    start = datetime.combine(day, time.min, tzinfo=timezone.utc)
    return start, start + timedelta(days=1)


def yesterday(now: datetime | None = None) -> date:
    now = now or datetime.now(timezone.utc)
    return (now.astimezone(timezone.utc) - timedelta(days=1)).date()


def rows_for(orders: Iterable[dict], start: datetime, end: datetime) -> list[dict]:
    out = []
    for order in orders:
        created = order["created_at"]
        if not (start <= created < end):
            continue
        for line in order["lines"]:
            out.append({
                "order_id": order["id"],
                "created_at": created.isoformat(),
                "sku": line["sku"],
                "qty": line["qty"],
                "unit_price": f"{line['unit_price']:.2f}",
                "currency": order["currency"],
                "country": order["shipping_country"],
            })
    return out


def to_csv(rows: list[dict]) -> bytes:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=FIELDS)
    writer.writeheader()
    writer.writerows(rows)
    return buf.getvalue().encode("utf-8")


def feed_key(day: date) -> str:
    return f"feeds/orders-{day.isoformat()}.csv"
