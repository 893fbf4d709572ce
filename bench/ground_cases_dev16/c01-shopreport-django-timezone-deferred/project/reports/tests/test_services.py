from datetime import date
from decimal import Decimal

import pytest
from django.contrib.auth import get_user_model

from orders.models import Order
from reports.services import daily_summary

pytestmark = pytest.mark.django_db


def make(n, status=Order.Status.PAID, amount="10.00"):
    user = get_user_model().objects.create_user(f"u{n}", password="x")
    return Order.objects.create(order_no=f"NO{n:06d}", user=user, receiver_name="x", receiver_phone="13800000000",
                                address="x", amount=amount, status=status)


def test_counts_paid_and_refunds():
    make(1)
    make(2, status=Order.Status.REFUNDED)
    make(3, status=Order.Status.PENDING)
    s = daily_summary(date.today())
    assert s.orders == 3
    assert s.paid_orders == 1
    assert s.refunds == 1
    assert s.revenue == Decimal("10.00")


def test_empty_day():
    s = daily_summary(date(2020, 1, 1))
    assert s.orders == 0
    assert s.revenue == Decimal("0")
