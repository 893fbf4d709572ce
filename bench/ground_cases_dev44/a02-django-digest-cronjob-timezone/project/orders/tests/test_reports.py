from datetime import datetime, timedelta, timezone as dt_timezone
from decimal import Decimal

import pytest

from orders.models import Order
from orders.reports import build_digest, digest_window

pytestmark = pytest.mark.django_db

UTC = dt_timezone.utc


def make_order(placed_at, status=Order.Status.PAID, total="10.00"):
    return Order.objects.create(placed_at=placed_at, status=status, total=Decimal(total), email="a@b.c")


def test_window_is_one_day():
    start, end = digest_window(datetime(2025, 10, 15, 6, 0, tzinfo=UTC))
    assert end - start == timedelta(days=1)


def test_counts_paid_orders():
    now = datetime(2025, 10, 15, 6, 0, tzinfo=UTC)
    start, _ = digest_window(now)
    make_order(start + timedelta(hours=2))
    make_order(start + timedelta(hours=3), total="5.50")
    make_order(start + timedelta(hours=4), status=Order.Status.PENDING)
    digest = build_digest(now)
    assert digest.orders == 2
    assert digest.revenue == Decimal("15.50")


def test_window_is_local_day():
    # 00:30 CST on Nov 4 -> yesterday is Nov 3 in Chicago, not in UTC
    start, end = digest_window(datetime(2025, 11, 4, 6, 30, tzinfo=UTC))
    assert start == datetime(2025, 11, 3, 6, 0, tzinfo=UTC)
    assert end == datetime(2025, 11, 4, 6, 0, tzinfo=UTC)


def test_evening_order_is_in_same_day():
    now = datetime(2025, 11, 4, 6, 30, tzinfo=UTC)
    make_order(datetime(2025, 11, 4, 2, 15, tzinfo=UTC))  # 8:15pm CST on Nov 3
    assert build_digest(now).orders == 1


def test_refunds_counted_separately():
    now = datetime(2025, 10, 15, 6, 0, tzinfo=UTC)
    start, _ = digest_window(now)
    make_order(start + timedelta(hours=1), status=Order.Status.REFUNDED)
    assert build_digest(now).refunds == 1
