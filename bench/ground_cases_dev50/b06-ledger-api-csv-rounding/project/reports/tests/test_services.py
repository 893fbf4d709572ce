from datetime import date, datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest

from reports.models import Customer, Order
from reports.services import BadRange, parse_range, revenue_by_day

JST = ZoneInfo("Asia/Tokyo")


def order(at, net="1000.00", status=Order.Status.PAID):
    customer, _ = Customer.objects.get_or_create(email="a@example.com", defaults={"name": "A"})
    net = Decimal(net)
    return Order.objects.create(customer=customer, status=status, amount_net=net, tax=net / 10,
                                amount_gross=net * Decimal("1.1"), created_at=at)


def test_parse_range():
    assert parse_range({"from": "2025-09-01", "to": "2025-09-30"}) == (date(2025, 9, 1), date(2025, 9, 30))


def test_parse_range_rejects_reversed():
    with pytest.raises(BadRange):
        parse_range({"from": "2025-09-30", "to": "2025-09-01"})


@pytest.mark.django_db
def test_last_day_is_included():
    order(datetime(2025, 9, 30, 23, 30, tzinfo=JST))
    order(datetime(2025, 10, 1, 0, 10, tzinfo=JST))
    rows = revenue_by_day(date(2025, 9, 1), date(2025, 9, 30))
    assert [(r["day"], r["orders"]) for r in rows] == [(date(2025, 9, 30), 1)]


@pytest.mark.django_db
def test_only_paid_orders_count():
    order(datetime(2025, 9, 10, 12, tzinfo=JST))
    order(datetime(2025, 9, 10, 13, tzinfo=JST), status=Order.Status.REFUNDED)
    rows = revenue_by_day(date(2025, 9, 1), date(2025, 9, 30))
    assert [(r["day"], r["orders"]) for r in rows] == [(date(2025, 9, 10), 1)]
