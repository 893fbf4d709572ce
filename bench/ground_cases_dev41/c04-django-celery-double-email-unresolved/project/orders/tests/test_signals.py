from unittest import mock

import pytest
from django.contrib.auth import get_user_model

from orders.models import Order


@pytest.fixture
def order(db):
    user = get_user_model().objects.create_user("lily", "lily@example.com", "pw")
    return Order.objects.create(number="CY20251101001", user=user, email=user.email, total_cents=13600)


@pytest.mark.django_db(transaction=True)
def test_paid_order_queues_one_confirmation(order):
    with mock.patch("orders.signals.send_order_confirmation.delay") as delay:
        order.mark_paid(trade_no="2025110122001")
    delay.assert_called_once_with(order.pk)


@pytest.mark.django_db(transaction=True)
def test_saving_a_paid_order_again_sends_nothing(order):
    order.mark_paid()
    with mock.patch("orders.signals.send_order_confirmation.delay") as delay:
        order.save()
    delay.assert_not_called()


@pytest.mark.django_db(transaction=True)
def test_cancel_sends_nothing(order):
    with mock.patch("orders.signals.send_order_confirmation.delay") as delay:
        order.cancel()
    delay.assert_not_called()
