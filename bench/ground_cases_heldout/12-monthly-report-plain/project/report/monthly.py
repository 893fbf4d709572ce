from __future__ import annotations

import sqlite3
from collections import defaultdict
from dataclasses import dataclass
from datetime import date

from . import db
from .periods import day_range, month_range, previous_month


@dataclass
class StoreLine:
    store: str
    orders: int
    amount_fen: int
    growth: float | None  # 环比，上月无数据时为 None


def _totals(conn: sqlite3.Connection, start, end) -> dict[int, tuple[int, int]]:
    acc: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    for row in db.orders_between(conn, start, end):
        acc[row["store_id"]][0] += 1
        acc[row["store_id"]][1] += row["amount_fen"]
    return {k: (v[0], v[1]) for k, v in acc.items()}


def monthly_totals(conn: sqlite3.Connection, year: int, month: int) -> list[StoreLine]:
    names = db.store_names(conn)
    this = _totals(conn, *month_range(year, month))
    last = _totals(conn, *month_range(*previous_month(year, month)))
    lines = []
    for store_id, (count, amount) in sorted(this.items()):
        prev = last.get(store_id, (0, 0))[1]
        growth = (amount - prev) / prev if prev else None
        lines.append(StoreLine(names.get(store_id, f"#{store_id}"), count, amount, growth))
    return lines


def daily_totals(conn: sqlite3.Connection, day: date) -> list[StoreLine]:
    names = db.store_names(conn)
    return [StoreLine(names.get(s, f"#{s}"), c, a, None)
            for s, (c, a) in sorted(_totals(conn, *day_range(day)).items())]
