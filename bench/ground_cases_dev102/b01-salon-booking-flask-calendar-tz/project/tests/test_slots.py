from datetime import date, datetime, timezone

from booking.slots import free_slots, is_open
from booking.store import BookingStore


def utc(*a):
    return datetime(*a, tzinfo=timezone.utc)


def test_is_open_in_shop_hours():
    assert is_open(utc(2025, 11, 10, 1, 0))  # 10:00 JST
    assert not is_open(utc(2025, 11, 10, 12, 0))  # 21:00 JST


def test_closed_on_sunday():
    assert not is_open(utc(2025, 11, 9, 2, 0))


def test_free_slots_skip_taken():
    store = BookingStore()
    store.add("aoki", utc(2025, 11, 10, 0, 0))  # 09:00 JST
    slots = free_slots(store.all(), date(2025, 11, 10))
    assert slots[0].hour == 10


def test_cancel_twice_is_ok():
    store = BookingStore()
    b = store.add("aoki", utc(2025, 11, 10, 0, 0))
    store.cancel(b.id)
    assert store.cancel(b.id).status == "cancelled"


def test_free_slots_ignore_cancelled():
    store = BookingStore()
    b = store.add("aoki", utc(2025, 11, 10, 0, 0))
    store.cancel(b.id)
    slots = free_slots(store.all(), date(2025, 11, 10))
    assert slots[0].hour == 9
