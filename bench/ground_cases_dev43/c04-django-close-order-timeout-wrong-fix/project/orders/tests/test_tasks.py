from datetime import timedelta

import pytest
from django.utils import timezone

from orders.models import Order, OrderStatus
from orders.tasks import close_expired_orders


@pytest.mark.django_db
def test_closes_only_pending_orders_past_deadline(order_factory):
    old = order_factory(status=OrderStatus.PENDING, created_at=timezone.now() - timedelta(days=1))
    paid = order_factory(status=OrderStatus.PAID, created_at=timezone.now() - timedelta(days=1))
    assert close_expired_orders() == 1
    old.refresh_from_db()
    paid.refresh_from_db()
    assert old.status == OrderStatus.CLOSED
    assert paid.status == OrderStatus.PAID


@pytest.mark.django_db
def test_keeps_fresh_pending_order(order_factory):
    fresh = order_factory(status=OrderStatus.PENDING, created_at=timezone.now())
    assert close_expired_orders() == 0
    fresh.refresh_from_db()
    assert fresh.status == OrderStatus.PENDING


@pytest.mark.django_db
def test_batch_size_limits_work(order_factory):
    for _ in range(3):
        order_factory(status=OrderStatus.PENDING, created_at=timezone.now() - timedelta(days=1))
    assert close_expired_orders(batch_size=2) == 2
    assert Order.objects.filter(status=OrderStatus.PENDING).count() == 1
