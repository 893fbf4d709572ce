from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from datetime import date
from decimal import ROUND_HALF_EVEN, Decimal

from fxconv.rates import cross_rate

CENT = Decimal("0.01")


def convert(conn: sqlite3.Connection, amount: Decimal, source: str, target: str, as_of: date) -> Decimal:
    if source == target:
        return amount.quantize(CENT, rounding=ROUND_HALF_EVEN)
    rate = cross_rate(conn, source, target, as_of)
    return (amount * rate).quantize(CENT, rounding=ROUND_HALF_EVEN)


def convert_many(
    conn: sqlite3.Connection,
    rows: Iterable[tuple[Decimal, str]],
    target: str,
    as_of: date,
) -> list[Decimal]:
    return [convert(conn, amount, source, target, as_of) for amount, source in rows]


def total_in(conn: sqlite3.Connection, rows: Iterable[tuple[Decimal, str]], target: str, as_of: date) -> Decimal:
    return sum(convert_many(conn, rows, target, as_of), Decimal("0"))
