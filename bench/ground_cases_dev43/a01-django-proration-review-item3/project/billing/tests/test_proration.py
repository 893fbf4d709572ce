from datetime import date
from decimal import Decimal

import pytest
from freezegun import freeze_time

from billing.models import Customer, Plan, Subscription
from billing.proration import days_in_period, prorate_change

pytestmark = pytest.mark.django_db


@pytest.fixture
def sub():
    c = Customer.objects.create(name="Acme", email="ops@acme.test", timezone="America/Los_Angeles")
    basic = Plan.objects.create(code="basic", name="Basic", price=Decimal("30.00"))
    return Subscription.objects.create(customer=c, plan=basic, current_period_start=date(2025, 11, 1),
                                       current_period_end=date(2025, 11, 30))


@pytest.fixture
def pro():
    return Plan.objects.create(code="pro", name="Pro", price=Decimal("90.00"))


def test_period_counts_both_ends(sub):
    assert days_in_period(sub) == 30


@freeze_time("2025-11-16")
def test_upgrade_halfway(sub, pro):
    p = prorate_change(sub, pro)
    assert p.days_remaining == 15
    assert p.credit == Decimal("15.00")
    assert p.charge == Decimal("45.00")


@freeze_time("2025-11-24")
def test_share_rounds_half_up(sub):
    sub.plan.price = Decimal("29.99")
    p = prorate_change(sub, sub.plan)
    assert p.days_remaining == 7
    assert p.credit == Decimal("7.00")


@freeze_time("2025-12-02")
def test_ended_period_rejected(sub, pro):
    with pytest.raises(ValueError):
        prorate_change(sub, pro)
