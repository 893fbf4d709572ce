from decimal import Decimal

from ledgerly.invoice import Invoice, Line


def test_total_with_tax():
    inv = Invoice("INV-1", "Acme", "US-WA", [Line("mugs", 2, Decimal("100"))])
    assert inv.subtotal() == Decimal("200")
    assert inv.total() == Decimal("216.00")


def test_total_no_tax_region():
    inv = Invoice("INV-2", "Acme", "US-OR", [Line("mugs", 1, Decimal("9.99"))])
    assert inv.total() == Decimal("9.99")
