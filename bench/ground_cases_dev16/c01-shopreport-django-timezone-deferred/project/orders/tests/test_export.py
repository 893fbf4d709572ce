import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from orders.models import Order

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client():
    user = get_user_model().objects.create_user("ops", password="x", is_staff=True)
    client = APIClient()
    client.force_authenticate(user)
    return client


@pytest.fixture
def order():
    buyer = get_user_model().objects.create_user("buyer", password="x")
    return Order.objects.create(order_no="20250301120000123456", user=buyer, receiver_name="张三",
                                receiver_phone="13812345678", address="上海市徐汇区", amount="99.00",
                                status=Order.Status.PAID)


def _body(response) -> str:
    return b"".join(response.streaming_content).decode("utf-8")


def test_export_has_header_row(admin_client, order):
    body = _body(admin_client.get("/api/orders/export/"))
    assert body.splitlines()[0].lstrip("\ufeff").startswith("订单号,收货人,手机号")


def test_export_masks_phone(admin_client, order):
    body = _body(admin_client.get("/api/orders/export/"))
    assert "138****5678" in body
    assert "13812345678" not in body


def test_export_requires_staff(order):
    assert APIClient().get("/api/orders/export/").status_code in (401, 403)
