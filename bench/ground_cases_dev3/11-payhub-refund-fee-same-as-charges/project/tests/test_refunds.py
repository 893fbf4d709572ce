from decimal import Decimal

from payhub.refunds.calc import refundable


def test_refundable():
    assert refundable(Decimal("10"), Decimal("3")) == Decimal("7.00")
