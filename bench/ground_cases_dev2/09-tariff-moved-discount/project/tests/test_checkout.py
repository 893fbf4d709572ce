from decimal import Decimal

from tariff.checkout import total
from tariff.models import Cart


def test_total_without_coupon():
    assert total(Cart(Decimal("10.00"))) == Decimal("14.90")
