from decimal import Decimal

from billing.invoice import subtotal, tax, total
from billing.models import Invoice, Line


def make() -> Invoice:
    inv = Invoice("INV-1", "ACME", "USD")
    inv.add(Line("A1", "Widget", 3, Decimal("9.99")))
    inv.add(Line("B2", "Gadget", 1, Decimal("25.00")))
    return inv


def test_subtotal():
    assert subtotal(make()) == Decimal("54.97")


def test_tax():
    assert tax(make()) == Decimal("10.99")


def test_total():
    assert total(make()) == Decimal("65.96")
