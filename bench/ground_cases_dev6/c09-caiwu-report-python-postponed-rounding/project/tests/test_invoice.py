from decimal import Decimal

from report.invoice import invoice_tax, to_yuan


def test_half_up():
    assert to_yuan(2.675) == Decimal("2.68")
    assert to_yuan("0.125") == Decimal("0.13")


def test_invoice_tax():
    assert invoice_tax(106, 0.06) == Decimal("6.00")
