from decimal import Decimal

from shop.models import Order
from shop.reports import average_order_value


def test_average_order_value_empty():
    assert average_order_value([]) == Decimal("0.00")


def test_average_order_value():
    orders = [Order("a", "m", Decimal("10")), Order("b", "m", Decimal("20"))]
    assert average_order_value(orders) == Decimal("15.00")
