from decimal import Decimal

import pytest
from django.contrib.auth import get_user_model

from orders.models import Order, OrderLine
from orders.serializers import OrderListSerializer, OrderSerializer


@pytest.fixture
def order(db):
    user = get_user_model().objects.create(username="buyer")
    o = Order.objects.create(user=user, status="paid", shipping_fee=Decimal("8.00"))
    OrderLine.objects.create(order=o, sku="TEA-01", title="明前龙井 100g", unit_price=Decimal("88.00"), quantity=1)
    OrderLine.objects.create(order=o, sku="CUP-02", title="玻璃杯", unit_price=Decimal("12.00"), quantity=2)
    return o


def test_detail_has_status_label(order):
    data = OrderSerializer(order).data
    assert data["status_label"] == "已支付"


def test_detail_totals_are_strings(order):
    data = OrderSerializer(order).data
    assert data["totals"]["shipping"] == "8.00"


def test_list_item_count(order):
    data = OrderListSerializer(order).data
    assert data["item_count"] == 3
