from datetime import datetime, timedelta

from booking.models import Booking, Slot
from booking.slots import free_slots, overlaps, within_opening_hours

D = datetime(2024, 6, 3)


def at(h, m=0):
    return D.replace(hour=h, minute=m)


def test_overlaps_when_one_contains_the_other():
    assert overlaps(Slot(at(10), at(12)), Slot(at(10, 30), at(11)))


def test_no_overlap_when_far_apart():
    assert not overlaps(Slot(at(9), at(10)), Slot(at(14), at(15)))


def test_opening_hours():
    assert within_opening_hours(Slot(at(20), at(21)))
    assert not within_opening_hours(Slot(at(7, 30), at(9)))


def test_free_slots_skip_booked_time():
    booked = [Booking(1, "A会議室", "x@example.co.jp", Slot(at(8), at(20)))]
    slots = free_slots(D, timedelta(hours=1), booked, "A会議室")
    assert [s.start.hour for s in slots] == [20]
