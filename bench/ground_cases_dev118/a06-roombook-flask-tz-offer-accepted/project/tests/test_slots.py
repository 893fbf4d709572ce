from datetime import datetime, timezone

from booking.slots import Slot, is_bookable, overlaps

NOW = datetime(2025, 11, 10, 8, 0, tzinfo=timezone.utc)


def slot(hour, minutes=60, room="Orca"):
    return Slot(room=room, start=datetime(2025, 11, 10, hour, 0, tzinfo=timezone.utc), duration_min=minutes)


def test_back_to_back_slots_do_not_overlap():
    assert not overlaps(slot(9), slot(10))


def test_overlap_same_room():
    assert overlaps(slot(9, 90), slot(10))


def test_other_room_never_overlaps():
    assert not overlaps(slot(9, 90), slot(10, room="Kraken"))


def test_past_slot_not_bookable():
    assert not is_bookable(slot(7), [], now=NOW)


def test_free_slot_bookable():
    assert is_bookable(slot(9), [slot(10)], now=NOW)
