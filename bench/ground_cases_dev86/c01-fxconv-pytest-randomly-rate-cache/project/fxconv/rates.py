from __future__ import annotations

import sqlite3
from datetime import date
from decimal import Decimal

from fxconv import db


class RateNotFound(LookupError):
    pass


_CACHE: dict[object, Decimal] = {}


def clear_cache() -> None:
    _CACHE.clear()


def get_rate(conn: sqlite3.Connection, currency: str, as_of: date) -> Decimal:
    """Units of `currency` per 1 EUR on `as_of` (the latest published rate on or before it)."""
    if currency == "EUR":
        return Decimal("1")
    key = currency
    if key in _CACHE:
        return _CACHE[key]
    rate = db.latest_rate(conn, currency, as_of)
    if rate is None:
        raise RateNotFound(f"no {currency} rate on or before {as_of}")
    _CACHE[key] = rate
    return rate


def cross_rate(conn: sqlite3.Connection, source: str, target: str, as_of: date) -> Decimal:
    """Units of `target` per 1 `source`."""
    return get_rate(conn, target, as_of) / get_rate(conn, source, as_of)
