from decimal import Decimal
from unittest import mock

import pytest
from django.contrib.auth.models import User

from orders.models import Order
from orders.tasks import send_order_confirmation


@pytest.fixture
def order(db):
    user = User.objects.create_user("lily", "lily@example.com")
    return Order.objects.create(number="A20251020001", user=user, email="lily@example.com", total=Decimal("99.00"))


@pytest.mark.django_db(transaction=True)
def test_paying_queues_one_confirmation(order):
    with mock.patch("orders.signals.send_order_confirmation.delay") as delay:
        order.mark_paid(method="alipay")
    delay.assert_called_once_with(order.pk)


@pytest.mark.django_db
def test_task_skips_when_already_sent(order, mailoutbox):
    order.mark_paid(method="alipay")
    send_order_confirmation(order.pk)
    send_order_confirmation(order.pk)
    assert len(mailoutbox) == 1


@pytest.mark.django_db
def test_unpaid_order_queues_nothing(order):
    with mock.patch("orders.signals.send_order_confirmation.delay") as delay:
        order.total = Decimal("88.00")
        order.save()
    delay.assert_not_called()
