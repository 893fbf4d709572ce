import pytest
from django.urls import reverse

from orders.tests.factories import OrderFactory, OrderItemFactory


@pytest.mark.django_db
def test_list_orders(api_client, shop_user):
    order = OrderFactory(shop=shop_user.shop)
    OrderItemFactory.create_batch(2, order=order)
    resp = api_client.get(reverse("order-list"))
    assert resp.status_code == 200
    assert resp.json()["results"][0]["number"] == order.number
    assert len(resp.json()["results"][0]["items"]) == 2


@pytest.mark.django_db
def test_orders_are_scoped_to_shop(api_client, shop_user):
    OrderFactory()  # another shop
    resp = api_client.get(reverse("order-list"))
    assert resp.json()["count"] == 0


@pytest.mark.django_db
def test_summary_revenue(api_client, shop_user):
    OrderFactory(shop=shop_user.shop, total="10.00")
    OrderFactory(shop=shop_user.shop, total="5.50")
    resp = api_client.get(reverse("order-summary"))
    assert resp.json()["revenue"] == "15.50"
