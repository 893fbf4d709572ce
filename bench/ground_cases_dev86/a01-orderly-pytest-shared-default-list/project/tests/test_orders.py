from datetime import timedelta
from decimal import Decimal

from orderly.orders import LineItem, add_item, order_total, recent_first

from factories import FIXED_NOW, make_item, make_order


def test_add_item_merges_same_sku():
    order = make_order()
    add_item(order, LineItem("SKU-1", Decimal("2.00"), 1))
    add_item(order, LineItem("SKU-1", Decimal("2.00"), 2))
    assert [(i.sku, i.quantity) for i in order.items] == [("SKU-1", 3)]


def test_order_total_with_two_items(settings):
    order = make_order()
    add_item(order, make_item(unit_price="3.00", quantity=2))
    add_item(order, make_item(unit_price="1.50"))
    assert order_total(order, settings) == Decimal("7.50")


def test_vip_order_total(settings):
    order = make_order(customer_id=7, vip=True)
    add_item(order, make_item(unit_price="20.00"))
    assert order_total(order, settings) == Decimal("18.00")


def test_recent_first():
    older = make_order(created_at=FIXED_NOW - timedelta(days=1))
    newer = make_order()
    assert recent_first([older, newer]) == [newer, older]


def test_empty_order_total_is_zero(settings):
    order = make_order()
    assert order_total(order, settings) == Decimal("0.00")
