from datetime import date, datetime

import pytest

from delivery.models import DeliverySlot, Depot
from delivery.slots import available_slots, bookable_days, cutoff_for


@pytest.fixture
def depot(db):
    return Depot.objects.create(code="SH01", name="浦东仓", timezone="Asia/Shanghai", lat=31.22, lng=121.54)


def test_cutoff_is_previous_evening():
    assert cutoff_for(date(2025, 3, 10)) == datetime(2025, 3, 9, 20, 0)


def test_before_cutoff_tomorrow_is_bookable(depot):
    now = datetime(2025, 3, 9, 19, 30)
    assert date(2025, 3, 10) in bookable_days(depot, now=now)


def test_after_cutoff_tomorrow_is_closed(depot):
    now = datetime(2025, 3, 9, 20, 30)
    assert date(2025, 3, 10) not in bookable_days(depot, now=now)


def test_available_slots_lists_open_slots(depot):
    DeliverySlot.objects.create(depot=depot, day=date(2025, 3, 11), start_hour=8, end_hour=10, capacity=5)
    DeliverySlot.objects.create(depot=depot, day=date(2025, 3, 11), start_hour=10, end_hour=12, capacity=5)
    opts = available_slots(depot, now=datetime(2025, 3, 9, 21, 0))
    assert [o.start.hour for o in opts] == [8, 10]
    assert all(o.remaining == 5 for o in opts)
