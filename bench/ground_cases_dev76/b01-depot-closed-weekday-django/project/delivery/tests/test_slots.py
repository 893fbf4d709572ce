from datetime import datetime, time, timezone

import pytest
from freezegun import freeze_time

from delivery.models import Booking, DeliverySlot, Depot
from delivery.slots import is_before_cutoff, next_available_slot


@pytest.fixture
def tokyo(db):
    depot = Depot.objects.create(code="tokyo", name="東京デポ", timezone="Asia/Tokyo",
                                 same_day_cutoff=time(14, 0), closed_weekdays="6")
    DeliverySlot.objects.create(depot=depot, label="午前", start=time(9), end=time(12), capacity=2)
    DeliverySlot.objects.create(depot=depot, label="午後", start=time(14), end=time(18), capacity=2)
    return depot


def test_before_cutoff_morning(tokyo):
    # 09:00 JST
    assert is_before_cutoff(tokyo, datetime(2025, 11, 12, 0, 0, tzinfo=timezone.utc))


def test_after_cutoff_evening(tokyo):
    # 19:00 JST
    assert not is_before_cutoff(tokyo, datetime(2025, 11, 12, 10, 0, tzinfo=timezone.utc))


@freeze_time("2025-11-12 04:30:00")  # 13:30 JST
def test_same_day_when_ordered_1330_jst(tokyo):
    option = next_available_slot(tokyo)
    assert option.delivery_date.isoformat() == "2025-11-12"


def test_full_slot_moves_to_next(tokyo):
    morning = tokyo.slots.get(label="午前")
    for i in range(2):
        Booking.objects.create(slot=morning, order_ref=f"A{i}", delivery_date="2025-11-12")
    option = next_available_slot(tokyo, datetime(2025, 11, 12, 0, 0, tzinfo=timezone.utc))
    assert option.label == "午後"
