"""Billing periods: every contract bills on the day of month it started on."""
from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import date, timedelta


@dataclass(frozen=True)
class Period:
    start: date
    end: date  # exclusive

    @property
    def days(self) -> int:
        return (self.end - self.start).days


def add_months(anchor: date, months: int) -> date:
    """The date `months` months after `anchor`, clamped to the last day of that month
    (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year)."""
    index = anchor.month - 1 + months
    year, month = anchor.year + index // 12, index % 12 + 1
    last = calendar.monthrange(year, month)[1]
    return date(year, month, min(anchor.day, last))


def next_billing_date(contract_start: date, today: date) -> date:
    """First billing date strictly after `today`, anchored on the contract's start day."""
    n = 0
    while True:
        candidate = add_months(contract_start, n)
        if candidate > today:
            return candidate
        n += 1


def current_period(contract_start: date, today: date) -> Period:
    end = next_billing_date(contract_start, today)
    n = 0
    while add_months(contract_start, n + 1) < end:
        n += 1
    return Period(add_months(contract_start, n), end)
