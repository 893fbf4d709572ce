from datetime import datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest

from orders.models import Customer, Order, OrderItem
from orders.services import build_summary, orders_in_month

JST = ZoneInfo("Asia/Tokyo")


@pytest.fixture
def customer(db):
    return Customer.objects.create(name="山田商店", prefecture="大阪府")


def make_order(customer, when, items, meta=None, status=Order.Status.SHIPPED):
    order = Order.objects.create(customer=customer, ordered_at=when, status=status,
                                 meta=meta if meta is not None else {"shipping_fee": "550"})
    for sku, price, qty in items:
        OrderItem.objects.create(order=order, sku=sku, name=sku, unit_price=Decimal(price), quantity=qty)
    return order


def test_summary_adds_shipping_and_tax(customer):
    order = make_order(customer, datetime(2025, 10, 3, 10, tzinfo=JST), [("A-1", "1200", 2)])
    s = build_summary(order)
    assert s.items_total == Decimal("2400")
    assert s.shipping_fee == Decimal("550")
    assert s.tax == Decimal("295")
    assert s.total == Decimal("3245")


def test_orders_in_month_only_shipped(customer):
    make_order(customer, datetime(2025, 10, 1, 9, tzinfo=JST), [("A-1", "100", 1)])
    make_order(customer, datetime(2025, 10, 2, 9, tzinfo=JST), [("A-1", "100", 1)], status=Order.Status.CANCELLED)
    make_order(customer, datetime(2025, 11, 1, 9, tzinfo=JST), [("A-1", "100", 1)])
    assert orders_in_month(2025, 10).count() == 1
