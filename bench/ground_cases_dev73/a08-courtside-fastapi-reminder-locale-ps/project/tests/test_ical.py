from datetime import datetime
from types import SimpleNamespace

from courtside.ical import member_feed


def booking(start, **kw):
    return SimpleNamespace(id=1, starts_at=start, minutes=60, cancelled=False,
                           court=SimpleNamespace(number=3), **kw)


def test_feed_contains_booking():
    ics = member_feed([booking(datetime(2025, 1, 18, 18, 0))]).decode()
    assert "Tennis baan 3" in ics
    assert "DTSTART:20250118T170000Z" in ics


def test_summer_booking_uses_cest():
    ics = member_feed([booking(datetime(2025, 4, 5, 18, 0))]).decode()
    assert "DTSTART:20250405T160000Z" in ics


def test_cancelled_bookings_are_left_out():
    b = booking(datetime(2025, 1, 18, 18, 0))
    b.cancelled = True
    assert "VEVENT" not in member_feed([b]).decode()
