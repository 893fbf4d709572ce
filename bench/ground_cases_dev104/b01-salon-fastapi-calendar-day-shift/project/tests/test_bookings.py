from datetime import datetime, timedelta, timezone

import pytest

from app.bookings import BookingStore, group_by_day, is_slot_free
from app.models import BookingIn

JST = timezone(timedelta(hours=9))


@pytest.fixture
def store() -> BookingStore:
    s = BookingStore()
    s.add(BookingIn(customer="sato", staff_id=1, start=datetime(2025, 11, 4, 14, 0, tzinfo=JST)))
    s.add(BookingIn(customer="kato", staff_id=2, start=datetime(2025, 11, 4, 15, 0, tzinfo=JST)))
    return s


def test_overlap_rejected(store):
    clash = BookingIn(customer="ito", staff_id=1, start=datetime(2025, 11, 4, 14, 15, tzinfo=JST))
    assert not is_slot_free(store, clash)


def test_other_staff_is_free(store):
    other = BookingIn(customer="ito", staff_id=2, start=datetime(2025, 11, 4, 14, 0, tzinfo=JST))
    assert is_slot_free(store, other)


def test_outside_hours_rejected(store):
    late = BookingIn(customer="ito", staff_id=1, start=datetime(2025, 11, 4, 21, 0, tzinfo=JST))
    assert not is_slot_free(store, late)


def test_group_by_day_afternoon(store):
    days = group_by_day(store.all())
    assert list(days) == ["2025-11-04"]
    assert len(days["2025-11-04"]) == 2
