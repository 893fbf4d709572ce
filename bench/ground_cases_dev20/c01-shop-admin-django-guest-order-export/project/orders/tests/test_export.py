from decimal import Decimal

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from orders.models import Customer, Order


@pytest.fixture
def staff_client(client):
    user = get_user_model().objects.create_user("ops", password="x", is_staff=True)
    client.force_login(user)
    return client


@pytest.fixture
def customer(db):
    user = get_user_model().objects.create_user("alice", password="x")
    return Customer.objects.create(user=user, name="Alice", email="alice@example.com")


@pytest.mark.django_db
def test_export_has_header_and_rows(staff_client, customer):
    Order.objects.create(number="A1001", customer=customer, shipping_name="Alice", shipping_city="上海", total=Decimal("99.00"))
    resp = staff_client.get(reverse("orders:export_csv"))
    body = resp.content.decode("utf-8-sig").splitlines()
    assert body[0].startswith("订单号")
    assert "alice@example.com" in body[1]


@pytest.mark.django_db
def test_export_skips_cancelled(staff_client, customer):
    Order.objects.create(number="A1002", customer=customer, shipping_name="Alice", shipping_city="上海", status="cancelled")
    resp = staff_client.get(reverse("orders:export_csv"))
    assert len(resp.content.decode("utf-8-sig").splitlines()) == 1
