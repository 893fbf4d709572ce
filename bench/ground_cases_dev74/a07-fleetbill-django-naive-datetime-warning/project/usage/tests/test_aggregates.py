from datetime import date, datetime, timezone
from decimal import Decimal

import pytest

from usage.aggregates import rollup_day
from usage.models import Customer, DailyUsage, UsageEvent


@pytest.fixture
def acme(db):
    return Customer.objects.create(name="Acme Logistics")


def event(customer, qty, at, kind="km"):
    return UsageEvent.objects.create(customer=customer, vehicle_id="V1", kind=kind, quantity=Decimal(qty), occurred_at=at)


def test_rollup_sums_per_kind(acme):
    event(acme, "10.5", datetime(2025, 11, 3, 8, 0, tzinfo=timezone.utc))
    event(acme, "4.5", datetime(2025, 11, 3, 17, 0, tzinfo=timezone.utc))
    event(acme, "22", datetime(2025, 11, 3, 9, 0, tzinfo=timezone.utc), kind="kwh")
    assert rollup_day(date(2025, 11, 3)) == 2
    km = DailyUsage.objects.get(customer=acme, kind="km")
    assert km.quantity == Decimal("15.000") and km.events == 2


def test_rerun_replaces_day(acme):
    event(acme, "1", datetime(2025, 11, 3, 8, 0, tzinfo=timezone.utc))
    rollup_day(date(2025, 11, 3))
    rollup_day(date(2025, 11, 3))
    assert DailyUsage.objects.filter(customer=acme).count() == 1
