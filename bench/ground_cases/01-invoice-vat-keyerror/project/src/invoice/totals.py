"""Invoice total computation: line items, discounts and VAT."""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from .models import Invoice, LineItem

TAX_RATES = {
    "de": Decimal("0.19"),
    "fr": Decimal("0.20"),
    "nl": Decimal("0.21"),
    "es": Decimal("0.21"),
    "it": Decimal("0.22"),
    "at": Decimal("0.20"),
}

CENT = Decimal("0.01")


def line_subtotal(item: LineItem) -> Decimal:
    gross = item.unit_price * item.quantity
    if item.discount_pct:
        gross -= gross * Decimal(item.discount_pct) / 100
    return gross.quantize(CENT, rounding=ROUND_HALF_UP)


def tax_for(invoice: Invoice, subtotal: Decimal) -> Decimal:
    if invoice.reverse_charge:
        return Decimal("0.00")
    rate = TAX_RATES[invoice.customer.country]
    return (subtotal * rate).quantize(CENT, rounding=ROUND_HALF_UP)


def compute_totals(invoice: Invoice) -> dict[str, Decimal]:
    subtotal = sum((line_subtotal(i) for i in invoice.items), Decimal("0.00"))
    tax = tax_for(invoice, subtotal)
    return {"subtotal": subtotal, "tax": tax, "total": subtotal + tax}
