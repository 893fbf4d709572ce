"""Turn raw order-history rows into report rows."""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator
from datetime import date, datetime
from typing import TypedDict


class RawOrder(TypedDict):
    order_id: str
    store_id: str
    status: str
    amount: str  # numeric as text from the source DB, e.g. "19.99"
    created_at: datetime
    updated_at: datetime


class ReportRow(TypedDict):
    order_id: str
    store_id: str
    day: date
    amount_cents: int


COUNTED_STATUSES = frozenset({"paid", "shipped", "completed"})


def dedupe_latest(rows: Iterable[RawOrder]) -> list[RawOrder]:
    """One row per order: its most recent version.

    order_history has one row per change of an order.
    """
    seen: dict[str, RawOrder] = {}
    for row in sorted(rows, key=lambda r: r["updated_at"]):
        seen[row["order_id"]] = row  # later versions overwrite earlier ones
    return list(seen.values())


def to_cents(value: str) -> int:
    """'19.99' -> 1999"""
    return int(float(value) * 100)


def build_rows(rows: Iterable[RawOrder]) -> Iterator[ReportRow]:
    for row in dedupe_latest(rows):
        if row["status"] not in COUNTED_STATUSES:
            continue
        yield ReportRow(
            order_id=row["order_id"],
            store_id=row["store_id"],
            day=row["created_at"].date(),
            amount_cents=to_cents(row["amount"]),
        )


def daily_totals(rows: Iterable[ReportRow]) -> dict[tuple[str, date], int]:
    """(store_id, day) -> total in cents."""
    totals: dict[tuple[str, date], int] = defaultdict(int)
    for r in rows:
        totals[(r["store_id"], r["day"])] += r["amount_cents"]
    return dict(totals)
