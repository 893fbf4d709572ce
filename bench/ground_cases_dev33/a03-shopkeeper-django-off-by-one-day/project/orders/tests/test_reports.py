from datetime import date, datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest

from orders.models import Order, Store
from orders.reports import daily_sales

LONDON = ZoneInfo("Europe/London")


@pytest.fixture
def store(db):
    return Store.objects.create(code="ldn-1", name="London Bridge", timezone="Europe/London")


def order(store, number, when, total="10.00", status=Order.Status.PAID):
    return Order.objects.create(store=store, number=number, placed_at=when, total=Decimal(total), status=status)


def test_counts_paid_orders_of_the_day(store):
    order(store, "A1", datetime(2025, 1, 14, 9, 30, tzinfo=LONDON))
    order(store, "A2", datetime(2025, 1, 14, 18, 5, tzinfo=LONDON), total="5.50")
    order(store, "A3", datetime(2025, 1, 15, 0, 10, tzinfo=LONDON))
    sales = daily_sales(store, date(2025, 1, 14))
    assert sales.orders == 2
    assert sales.gross == Decimal("15.50")


def test_cancelled_orders_are_left_out(store):
    order(store, "B1", datetime(2025, 1, 14, 12, 0, tzinfo=LONDON), status=Order.Status.CANCELLED)
    assert daily_sales(store, date(2025, 1, 14)).orders == 0
