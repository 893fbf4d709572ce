"""Money math for invoices: line totals, discounts, tax."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass
from decimal import ROUND_HALF_UP, Decimal

from app.models import InvoiceLine

TAX_RATE = Decimal("0.19")
CENT = Decimal("0.01")


@dataclass(frozen=True)
class Totals:
    subtotal: Decimal
    discount: Decimal
    tax: Decimal
    total: Decimal

    def as_dict(self) -> dict[str, str]:
        return {k: str(v) for k, v in asdict(self).items()}


def money(value: Decimal) -> Decimal:
    """Round to whole cents, halves away from zero (what accounting expects)."""
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def line_total(line: InvoiceLine) -> Decimal:
    return line.unit_price * line.quantity


def compute_totals(lines: Iterable[InvoiceLine], discount_pct: int = 0,
                   tax_rate: Decimal = TAX_RATE) -> Totals:
    """Subtotal of all lines, the discount on it, tax on what is left, and the total."""
    if not 0 <= discount_pct <= 100:
        raise ValueError(f"discount must be between 0 and 100, got {discount_pct}")
    subtotal = money(sum((line_total(line) for line in lines), Decimal("0")))
    discount = money(subtotal * Decimal(discount_pct) / 100)
    taxable = subtotal - discount
    tax = money(subtotal * tax_rate)
    total = taxable + tax
    return Totals(subtotal=subtotal, discount=discount, tax=tax, total=total)


def format_amount(value: Decimal, currency: str = "EUR") -> str:
    """1234.5 -> '1.234,50 EUR' (the agency's customers are all in DE/AT)."""
    whole, _, cents = f"{value:.2f}".partition(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return f"{'.'.join(groups)},{cents} {currency}"
