from datetime import datetime

import pytest

from app.availability import free_slots, is_free, within_office_hours
from app.store import BookingStore


def dt(h, m=0):
    return datetime(2025, 11, 12, h, m)


@pytest.fixture
def store():
    s = BookingStore()
    s.add("r1", "amy", "standup", dt(10), dt(10, 30))
    return s


def test_busy_when_same_slot(store):
    assert not is_free(store.all(), "r1", dt(10), dt(10, 30))


def test_other_room_is_free(store):
    assert is_free(store.all(), "r2", dt(10), dt(10, 30))


def test_office_hours():
    assert within_office_hours(dt(9), dt(10))
    assert not within_office_hours(dt(8), dt(10))


def test_free_slots_skip_booked(store):
    slots = free_slots(store.all(), "r1", dt(0).date())
    assert (dt(10), dt(10, 30)) not in slots
