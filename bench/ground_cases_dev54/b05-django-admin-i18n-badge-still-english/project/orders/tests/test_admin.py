import pytest
from django.urls import reverse

from orders.models import Customer, Order


@pytest.fixture
def order(db):
    customer = Customer.objects.create(code="C001", name="丸山商店")
    return Order.objects.create(number="J-0001", customer=customer, status="shipped",
                                ordered_at="2024-06-03T10:00:00+09:00", total=5400)


def test_changelist_renders(admin_client, order):
    response = admin_client.get(reverse("admin:orders_order_changelist"))
    assert response.status_code == 200
    assert "J-0001" in response.content.decode()


def test_mark_shipped_only_touches_picking(admin_client, order):
    other = Order.objects.create(number="J-0002", customer=order.customer, status="picking",
                                 ordered_at="2024-06-03T11:00:00+09:00", total=1200)
    admin_client.post(reverse("admin:orders_order_changelist"),
                      {"action": "mark_shipped", "_selected_action": [order.pk, other.pk]})
    other.refresh_from_db()
    order.refresh_from_db()
    assert other.status == "shipped"
    assert order.status == "shipped"


def test_search_by_customer_code(admin_client, order):
    url = reverse("admin:orders_order_changelist")
    response = admin_client.get(url, {"q": "C001"})
    assert "J-0001" in response.content.decode()
