"""Consumption tax on invoices (prices are tax-excluded, yen)."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import ROUND_DOWN, Decimal

from billing.models import InvoiceLine


@dataclass(frozen=True)
class RateTotal:
    rate: Decimal
    subtotal: Decimal
    tax: Decimal


@dataclass(frozen=True)
class Totals:
    subtotal: Decimal
    tax: Decimal
    total: Decimal
    by_rate: tuple[RateTotal, ...] = ()


def tax_by_rate(lines: Iterable[InvoiceLine]) -> list[RateTotal]:
    """Tax-excluded subtotal per rate and the tax on it, rounded once per rate (適格請求書)."""
    subtotals: dict[Decimal, Decimal] = {}
    for line in lines:
        subtotals[line.tax_rate] = subtotals.get(line.tax_rate, Decimal("0")) + line.amount
    result = []
    for rate in sorted(subtotals, reverse=True):
        tax = (subtotals[rate] * rate / 100).quantize(Decimal("1"), rounding=ROUND_DOWN)
        result.append(RateTotal(rate=rate, subtotal=subtotals[rate], tax=tax))
    return result


def invoice_totals(lines: Iterable[InvoiceLine]) -> Totals:
    by_rate = tuple(tax_by_rate(lines))
    subtotal = sum((r.subtotal for r in by_rate), Decimal("0"))
    tax = sum((r.tax for r in by_rate), Decimal("0"))
    return Totals(subtotal=subtotal, tax=tax, total=subtotal + tax, by_rate=by_rate)
