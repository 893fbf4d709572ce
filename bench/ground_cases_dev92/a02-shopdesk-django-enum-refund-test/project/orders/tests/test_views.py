import pytest

from orders.models import Customer, Order

pytestmark = pytest.mark.django_db


def test_order_list(client):
    customer = Customer.objects.create(name="Ben", email="ben@example.com")
    Order.objects.create(customer=customer, number="SD-2001", total_cents=990)
    resp = client.get("/orders/")
    assert resp.status_code == 200
    assert resp.json()["orders"][0]["number"] == "SD-2001"
