from decimal import Decimal

import pytest
from rest_framework.test import APIClient

from orders.models import Order, Partner

pytestmark = pytest.mark.django_db


@pytest.fixture
def order():
    partner = Partner.objects.create(name="Nordlicht")
    return Order.objects.create(partner=partner, external_id=1234567890123456789, total=Decimal("49.90"))


def test_list_orders(order):
    r = APIClient().get("/api/orders/")
    assert r.status_code == 200
    assert r.json()["results"][0]["id"] == order.pk


def test_external_id_is_exact_string(order):
    r = APIClient().get(f"/api/orders/{order.pk}/")
    assert r.json()["external_id"] == "1234567890123456789"


def test_detail_total_is_string(order):
    r = APIClient().get(f"/api/orders/{order.pk}/")
    assert r.json()["total"] == "49.90"


def test_datetimes_carry_offset(order):
    created = APIClient().get(f"/api/orders/{order.pk}/").json()["created_at"]
    assert created.endswith("+01:00") or created.endswith("+02:00") or created.endswith("Z")


def test_sparse_fieldsets(order):
    row = APIClient().get("/api/orders/", {"fields": "id,status,total"}).json()["results"][0]
    assert set(row) == {"id", "status", "total"}


def test_cancelled_order_is_final(order):
    order.status = "cancelled"
    order.save()
    r = APIClient().post(f"/api/orders/{order.pk}/status/", {"status": "paid"}, format="json")
    assert r.status_code == 400
