import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse
from django.utils import timezone

from orders.models import Order, Store


@pytest.fixture
def admin_client_with_orders(db, client):
    admin = get_user_model().objects.create_superuser("root", "root@example.com", "pw")
    client.force_login(admin)
    store = Store.objects.create(code="tyo-1", name="Shibuya", timezone="Asia/Tokyo")
    buyer = get_user_model().objects.create_user("buyer", "buyer@example.com", "pw")
    for i in range(30):
        Order.objects.create(store=store, customer=buyer if i % 2 else None,
                             number=f"T{i:04d}", placed_at=timezone.now())
    return client


def test_order_changelist_query_count_does_not_grow_with_rows(admin_client_with_orders, django_assert_max_num_queries):
    with django_assert_max_num_queries(10):
        response = admin_client_with_orders.get(reverse("admin:orders_order_changelist"))
    assert response.status_code == 200
