from __future__ import annotations

from decimal import Decimal

from .currency import convert, quantize
from .models import Invoice


def subtotal(invoice: Invoice) -> Decimal:
    return sum((line.amount for line in invoice.lines), Decimal(0))


def tax(invoice: Invoice) -> Decimal:
    return quantize(subtotal(invoice) * invoice.tax_rate, invoice.currency)


def total(invoice: Invoice) -> Decimal:
    return subtotal(invoice) + tax(invoice)


def total_in(invoice: Invoice, currency: str) -> Decimal:
    """The invoice total expressed in ``currency``."""
    amount = total(invoice)
    return convert(amount, invoice.currency, currency)
