from decimal import Decimal

import pytest

from ledgerly.discounts import Discount, apply_discount


def test_no_discount():
    assert apply_discount(Decimal("50"), None) == Decimal("50")


def test_fixed_discount():
    d = Discount("WELCOME5", "fixed", Decimal("5"))
    assert apply_discount(Decimal("50"), d) == Decimal("45")


def test_fixed_discount_never_negative():
    d = Discount("BIG", "fixed", Decimal("80"))
    assert apply_discount(Decimal("50"), d) == Decimal("0")


def test_percent_above_100_rejected():
    with pytest.raises(ValueError):
        Discount("ALL", "percent", Decimal("120"))
