from decimal import Decimal

import pytest
from rest_framework.test import APIClient

from orders.models import Customer, Order, OrderItem


@pytest.fixture
def api():
    return APIClient()


@pytest.fixture
def orders(db):
    alice = Customer.objects.create(name="Alice", email="alice@example.com")
    bob = Customer.objects.create(name="Bob", email="bob@example.com")
    o1 = Order.objects.create(customer=alice, status="paid", total=Decimal("30.00"))
    OrderItem.objects.create(order=o1, sku="A-1", quantity=2, unit_price=Decimal("10.00"))
    OrderItem.objects.create(order=o1, sku="B-2", quantity=1, unit_price=Decimal("10.00"))
    o2 = Order.objects.create(customer=bob, status="pending", total=Decimal("5.00"))
    OrderItem.objects.create(order=o2, sku="C-3", quantity=1, unit_price=Decimal("5.00"))
    return o1, o2


def test_list_orders(api, orders):
    r = api.get("/api/orders/")
    assert r.status_code == 200
    rows = r.json()["results"]
    assert [o["customer_name"] for o in rows] == ["Bob", "Alice"]
    assert [o["item_count"] for o in rows] == [1, 2]


def test_list_filters_by_status(api, orders):
    rows = api.get("/api/orders/", {"status": "paid"}).json()["results"]
    assert [o["id"] for o in rows] == [orders[0].id]


def test_detail_has_items(api, orders):
    body = api.get(f"/api/orders/{orders[0].id}/").json()
    assert body["customer_name"] == "Alice"
    assert len(body["items"]) == 2


def test_daily_report(api, orders):
    body = api.get("/api/reports/daily/", {"days": 7}).json()
    assert sum(r["orders"] for r in body["rows"]) == 2


def test_top_customers(api, orders):
    body = api.get("/api/reports/top-customers/").json()
    assert body[0]["name"] == "Alice"
