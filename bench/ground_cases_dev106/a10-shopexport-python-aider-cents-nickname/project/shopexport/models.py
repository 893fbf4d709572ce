"""Rows as they come out of the shop database."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class Order:
    number: str
    placed_on: date
    customer_email: str
    total_cents: int        # integer cents, VAT included
    vat_cents: int
    currency: str = "EUR"

    @property
    def net_cents(self) -> int:
        return self.total_cents - self.vat_cents


@dataclass(frozen=True)
class Refund:
    order_number: str
    refunded_on: date
    amount_cents: int
    reason: str = ""


def cents_to_str(cents: int) -> str:
    """1999 -> '19.99' (what the accountant's spreadsheet expects)."""
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100}.{cents % 100:02d}"
