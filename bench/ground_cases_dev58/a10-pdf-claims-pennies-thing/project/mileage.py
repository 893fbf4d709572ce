"""Mileage allowance for volunteers, HMRC approved rates (AMAP): 45p a mile for the first
10,000 business miles in the tax year, 25p after that. Parking and other costs are paid as spent."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

RATE_FIRST = 0.45
RATE_AFTER = 0.25
THRESHOLD = 10_000


@dataclass
class Trip:
    when: date
    start: str
    end: str
    purpose: str
    miles: float
    parking: float = 0.0
    other: float = 0.0


def claim_amount(trips: list[Trip], ytd_miles: float = 0) -> dict[str, float]:
    """Amounts for one volunteer's month. ytd_miles: miles already claimed this tax year."""
    total_miles = 0.0
    mileage = 0.0
    expenses = 0.0
    for trip in trips:
        miles = round(trip.miles)
        at_first_rate = max(0, min(miles, THRESHOLD - (ytd_miles + total_miles)))
        mileage += at_first_rate * RATE_FIRST + (miles - at_first_rate) * RATE_AFTER
        total_miles += miles
        expenses += trip.parking + trip.other
    total = mileage + expenses
    return {
        "miles": total_miles,
        "mileage": round(mileage, 2),
        "expenses": round(expenses, 2),
        "total": round(total, 2),
    }


def tax_year_start(d: date) -> date:
    """UK tax year starts 6 April."""
    start = date(d.year, 4, 6)
    return start if d >= start else date(d.year - 1, 4, 6)
