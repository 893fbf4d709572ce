from datetime import date, datetime, time

from app.models import Store
from app.slots import first_free, generate_slots

DAY = date(2025, 11, 14)


def _store(**kw) -> Store:
    return Store(id=1, name="test", **kw)


def test_no_slot_starts_at_close():
    slots = generate_slots(_store(), DAY, set())
    assert all(s.start.time() < time(18, 0) for s in slots)


def test_last_slot_ends_at_close():
    slots = generate_slots(_store(), DAY, set())
    assert slots[-1].end.time() == time(18, 0)


def test_slot_minutes_per_store():
    slots = generate_slots(_store(slot_minutes=45, lunch_start=None, lunch_end=None), DAY, set())
    assert (slots[1].start - slots[0].start).seconds == 45 * 60


def test_lunch_is_skipped():
    slots = generate_slots(_store(), DAY, set())
    assert not any(time(12, 0) <= s.start.time() < time(13, 0) for s in slots)


def test_booked_slot_is_unavailable():
    store = _store()
    taken = datetime(2025, 11, 14, 10, 30, tzinfo=store.zone())
    slots = generate_slots(store, DAY, {taken})
    assert first_free(slots).start.time() == time(10, 0)
    assert not [s for s in slots if s.start == taken][0].available
