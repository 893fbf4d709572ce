import pytest
from rest_framework.test import APIClient

from orders.models import Order
from orders.tests.factories import CustomerFactory, OrderFactory, UserFactory


@pytest.fixture
def user(db):
    return UserFactory()


@pytest.fixture
def client(user):
    c = APIClient()
    c.force_authenticate(user)
    return c


def test_list_only_own_shop(client, user):
    mine = OrderFactory(shop=user.shop)
    OrderFactory()  # another shop
    r = client.get("/api/orders/")
    assert r.status_code == 200
    assert [o["id"] for o in r.json()["results"]] == [mine.id]


def test_filter_by_customer(client, user):
    c = CustomerFactory(shop=user.shop)
    o = OrderFactory(shop=user.shop, customer=c)
    OrderFactory(shop=user.shop)
    r = client.get("/api/orders/", {"customer": c.id})
    assert [x["id"] for x in r.json()["results"]] == [o.id]


def test_filter_by_status(client, user):
    paid = OrderFactory(shop=user.shop, status=Order.Status.PAID)
    shipped = OrderFactory(shop=user.shop, status=Order.Status.SHIPPED)
    OrderFactory(shop=user.shop, status=Order.Status.DRAFT)
    r = client.get("/api/orders/", {"status": "paid,shipped"})
    assert r.status_code == 200
    assert {x["id"] for x in r.json()["results"]} == {paid.id, shipped.id}


def test_filter_by_unknown_status_is_400(client):
    r = client.get("/api/orders/", {"status": "paid,shiped"})
    assert r.status_code == 400
    assert "shiped" in r.json()["status"]


def test_delete_cancels(client, user):
    o = OrderFactory(shop=user.shop, status=Order.Status.PAID)
    assert client.delete(f"/api/orders/{o.id}/").status_code == 204
    o.refresh_from_db()
    assert o.status == Order.Status.CANCELLED


def test_stats(client, user):
    OrderFactory(shop=user.shop, total_cents=1000, status=Order.Status.PAID)
    OrderFactory(shop=user.shop, total_cents=3000, status=Order.Status.SHIPPED)
    OrderFactory(shop=user.shop, total_cents=9999, status=Order.Status.CANCELLED)
    r = client.get("/api/orders/stats/")
    assert r.json()["avg_order_cents"] == 2000
    assert r.json()["orders"] == 2
