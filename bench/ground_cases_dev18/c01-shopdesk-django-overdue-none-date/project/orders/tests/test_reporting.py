from datetime import date, timedelta
from decimal import Decimal

import pytest

from orders.models import Customer, Order
from orders.services.reporting import overdue_orders

pytestmark = pytest.mark.django_db


@pytest.fixture
def acme():
    return Customer.objects.create(name="ACME")


def make(customer, number, status="open", due=None, amount="100.00"):
    return Order.objects.create(number=number, customer=customer, status=status, due_date=due,
                                amount=Decimal(amount))


def test_overdue_sorted_most_late_first(acme):
    today = date(2025, 6, 30)
    make(acme, "A-1", due=today - timedelta(days=3))
    make(acme, "A-2", due=today - timedelta(days=10))
    make(acme, "A-3", due=today + timedelta(days=1))
    rows = overdue_orders(today)
    assert [r.number for r in rows] == ["A-2", "A-1"]


def test_paid_orders_are_not_overdue(acme):
    today = date(2025, 6, 30)
    make(acme, "B-1", status="paid", due=today - timedelta(days=5))
    assert overdue_orders(today) == []


def test_grace_days(acme):
    today = date(2025, 6, 30)
    make(acme, "C-1", due=today - timedelta(days=2))
    assert overdue_orders(today, grace_days=3) == []
