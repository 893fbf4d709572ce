import pytest
from django.contrib.auth.models import User
from rest_framework.test import APIClient

from orders.models import Customer, Order, OrderItem, Shipment


@pytest.fixture
def client(db):
    user = User.objects.create_user("staff", password="pw")
    c = APIClient()
    c.force_authenticate(user)
    return c


@pytest.fixture
def orders(db):
    cust = Customer.objects.create(name="山田商店", email="yamada@example.jp")
    result = []
    for i in range(3):
        o = Order.objects.create(customer=cust, total=1000 * (i + 1))
        OrderItem.objects.create(order=o, sku=f"SKU-{i}", quantity=2, unit_price=500)
        Shipment.objects.create(order=o, carrier="yamato", tracking_no=f"T{i}")
        result.append(o)
    return result


def test_list_orders(client, orders):
    res = client.get("/api/orders/")
    assert res.status_code == 200
    body = res.json()
    assert body["count"] == 3
    assert body["results"][0]["item_count"] == 1
    assert body["results"][0]["total_display"] == "¥3,000"


def test_list_orders_filter_status(client, orders):
    res = client.get("/api/orders/?status=paid")
    assert res.json()["count"] == 0
