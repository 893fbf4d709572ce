from datetime import date, datetime, timedelta, timezone

import pytest

from app.booking import JST, available_slots, cancellation_fee, is_overlapping
from app.models import Booking, Status


def jst(h, m=0, d=14):
    return datetime(2025, 10, d, h, m, tzinfo=JST).astimezone(timezone.utc)


def make(start, end, staff_id=1, status=Status.BOOKED):
    return Booking(1, staff_id, "山田", start, end, 6000, status)


def test_overlap_detects_partial_overlap():
    assert is_overlapping(jst(10), jst(11), jst(10, 30), jst(11, 30))


def test_overlap_disjoint():
    assert not is_overlapping(jst(10), jst(11), jst(12), jst(13))


def test_back_to_back_is_not_overlap():
    assert not is_overlapping(jst(10), jst(11), jst(11), jst(12))


def test_cancelled_booking_frees_slot():
    slots = available_slots([make(jst(10), jst(11), status=Status.CANCELLED)], 1, date(2025, 10, 14))
    assert jst(10) in slots


def test_slots_skip_booked_time():
    slots = available_slots([make(jst(10), jst(11))], 1, date(2025, 10, 14))
    starts = [s.astimezone(JST).strftime("%H:%M") for s in slots]
    assert "10:00" not in starts
    assert "12:00" in starts


def test_late_cancel_is_half_price():
    booking = make(jst(15), jst(16))
    assert cancellation_fee(booking, jst(12)) == 3000


def test_cancel_twice_is_error():
    booking = make(jst(15), jst(16), status=Status.CANCELLED)
    with pytest.raises(ValueError):
        cancellation_fee(booking, jst(12))
