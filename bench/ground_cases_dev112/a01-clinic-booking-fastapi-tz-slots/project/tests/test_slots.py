from datetime import date, datetime, timezone

from app.config import ClinicConfig
from app.slots import free_slots, day_bounds


CFG = ClinicConfig(timezone="UTC", slot_minutes=30)


def test_weekday_has_18_slots():
    slots = free_slots(date(2026, 11, 17), [], CFG)
    assert len(slots) == 18


def test_booked_slot_is_removed():
    booked = [(datetime(2026, 11, 17, 9, 0, tzinfo=timezone.utc), datetime(2026, 11, 17, 9, 30, tzinfo=timezone.utc))]
    slots = free_slots(date(2026, 11, 17), booked, CFG)
    assert len(slots) == 17
    assert all(s.start.hour != 9 or s.start.minute != 0 for s in slots)


def test_sunday_short_hours():
    start, end = day_bounds(date(2026, 11, 22), CFG)
    assert start.hour == 10
    assert end.hour == 14


def test_sunday_slots():
    slots = free_slots(date(2026, 11, 22), [], CFG)
    assert len(slots) == 8
