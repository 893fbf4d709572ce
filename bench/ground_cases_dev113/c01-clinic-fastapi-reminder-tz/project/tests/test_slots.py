from datetime import date, datetime, timezone

from app.slots import Slot, day_slots, free_slots, to_utc


def test_first_slot_is_eight_local():
    slots = day_slots(7, date(2025, 11, 3))
    assert slots[0].start_utc == datetime(2025, 11, 3, 0, 0, tzinfo=timezone.utc)


def test_lunch_is_skipped():
    slots = day_slots(7, date(2025, 11, 3))
    hours = {s.start_utc.hour for s in slots}
    assert 4 not in hours  # 12:00 local


def test_booked_slot_not_free():
    day = date(2025, 11, 3)
    first = day_slots(7, day)[0]
    free = free_slots(7, day, {first.start_utc})
    assert first not in free
    assert len(free) == len(day_slots(7, day)) - 1


def test_to_utc_naive_is_clinic_time():
    assert to_utc(datetime(2025, 11, 3, 9, 0)) == datetime(2025, 11, 3, 1, 0, tzinfo=timezone.utc)


def test_slot_end():
    s = Slot(1, datetime(2025, 11, 3, 1, 0, tzinfo=timezone.utc))
    assert s.end_utc.minute == 20


def test_last_slot_before_lunch():
    slots = day_slots(7, date(2025, 11, 3))
    starts = [s.start_utc for s in slots]
    assert datetime(2025, 11, 3, 3, 40, tzinfo=timezone.utc) in starts  # 11:40 local
    assert datetime(2025, 11, 3, 4, 0, tzinfo=timezone.utc) not in starts


def test_count_per_day():
    assert len(day_slots(7, date(2025, 11, 3))) == 8 * 3
