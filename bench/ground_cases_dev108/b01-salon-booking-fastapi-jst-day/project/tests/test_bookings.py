from datetime import date, datetime, timezone

import pytest

from app.bookings import Booking, bookings_for_day, cancel, overlaps


def make(i, iso, minutes=60):
    return Booking(id=i, customer=f"c{i}", starts_at=datetime.fromisoformat(iso).astimezone(timezone.utc), minutes=minutes)


def test_overlap_detects_clash():
    assert overlaps(make(1, "2025-11-04T10:00:00+09:00"), make(2, "2025-11-04T10:30:00+09:00"))


def test_back_to_back_is_fine():
    assert not overlaps(make(1, "2025-11-04T10:00:00+09:00"), make(2, "2025-11-04T11:00:00+09:00"))


def test_cancelled_not_listed():
    b = make(1, "2025-11-04T13:00:00+09:00")
    cancel(b)
    assert bookings_for_day([b], date(2025, 11, 4)) == []


def test_done_cannot_be_cancelled():
    b = make(1, "2025-11-04T13:00:00+09:00")
    b.status = "done"
    with pytest.raises(ValueError):
        cancel(b)


def test_listed_on_its_day():
    b = make(1, "2025-11-04T15:00:00+09:00")
    assert bookings_for_day([b], date(2025, 11, 4)) == [b]
