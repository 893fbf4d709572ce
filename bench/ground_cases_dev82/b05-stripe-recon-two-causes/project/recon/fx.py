"""Daily JPY rates from data/rates.csv (date,currency,jpy_per_unit)."""
from __future__ import annotations

import csv
from datetime import date
from decimal import Decimal
from pathlib import Path

RATES_CSV = Path(__file__).resolve().parent.parent / "data" / "rates.csv"


def load_rates(path: Path = RATES_CSV) -> dict[tuple[date, str], Decimal]:
    rates: dict[tuple[date, str], Decimal] = {}
    with path.open(newline="") as f:
        for row in csv.DictReader(f):
            rates[(date.fromisoformat(row["date"]), row["currency"].lower())] = Decimal(row["jpy_per_unit"])
    return rates


def to_jpy(amount_minor: int, currency: str, on: date, rates: dict[tuple[date, str], Decimal]) -> int:
    """Convert an amount in minor units to whole yen using the rate of the given day."""
    currency = currency.lower()
    if currency == "jpy":
        return amount_minor
    rate = rates.get((on, currency))
    if rate is None:
        raise KeyError(f"no {currency} rate for {on}")
    major = Decimal(amount_minor) / 100
    return int((major * rate).to_integral_value())
