"""Exchange rates to CNY, from the finance team's rate table."""
from __future__ import annotations

import datetime as dt
from decimal import Decimal
from functools import lru_cache

from finreport.db import connect

BASE = "CNY"


@lru_cache(maxsize=64)
def _latest_rate(currency: str) -> Decimal:
    with connect() as conn:
        row = conn.execute(
            "SELECT rate FROM fx_rates WHERE currency = %s ORDER BY rate_date DESC LIMIT 1",
            (currency,),
        ).fetchone()
    if row is None:
        raise LookupError(f"no fx rate for {currency}")
    return Decimal(row[0])


@lru_cache(maxsize=1024)
def _rate_on(currency: str, day: dt.date) -> Decimal:
    with connect() as conn:
        row = conn.execute(
            "SELECT rate FROM fx_rates WHERE currency = %s AND rate_date <= %s "
            "ORDER BY rate_date DESC LIMIT 1",
            (currency, day),
        ).fetchone()
    if row is None:
        raise LookupError(f"no fx rate for {currency} on {day}")
    return Decimal(row[0])


def get_rate(currency: str, on: dt.date | None = None) -> Decimal:
    """Rate to convert 1 unit of ``currency`` into CNY on the day ``on``."""
    if currency == BASE:
        return Decimal(1)
    return _latest_rate(currency)


def to_cny(amount: Decimal, currency: str, on: dt.date | None = None) -> Decimal:
    return (amount * get_rate(currency, on)).quantize(Decimal("0.01"))
