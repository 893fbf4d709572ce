"""Query budgets for the hot list endpoints. Keep these tight: they caught the N+1 in March."""
import pytest
from django.urls import reverse

from customers.tests.factories import CustomerFactory
from orders.tests.factories import OrderFactory, OrderItemFactory


@pytest.mark.django_db
def test_order_list_query_count(api_client, shop_user, django_assert_max_num_queries):
    for _ in range(10):
        order = OrderFactory(shop=shop_user.shop)
        OrderItemFactory.create_batch(3, order=order)
    # session + user + count + orders + items (+ products in the same round trip)
    with django_assert_max_num_queries(5):
        resp = api_client.get(reverse("order-list"))
    assert resp.status_code == 200


@pytest.mark.django_db
def test_customer_list_query_count(api_client, shop_user, django_assert_max_num_queries):
    CustomerFactory.create_batch(20, shop=shop_user.shop)
    with django_assert_max_num_queries(4):
        resp = api_client.get(reverse("customer-list"))
    assert resp.status_code == 200
