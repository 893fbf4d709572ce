from datetime import datetime, timedelta, timezone

import pytest

from app.bookings import Booking, CannotCancel, InMemoryRepo, cancel_booking, todays_bookings, upcoming

UTC = timezone.utc
NOW = datetime(2025, 11, 12, 6, 0, tzinfo=UTC)  # 14:00 in Shanghai


@pytest.fixture
def repo():
    return InMemoryRepo([
        Booking(1, "13800000001", 2, datetime(2025, 11, 12, 9, 0, tzinfo=UTC)),
        Booking(2, "13800000002", 4, datetime(2025, 11, 12, 11, 30, tzinfo=UTC)),
        Booking(3, "13800000003", 3, datetime(2025, 11, 13, 2, 0, tzinfo=UTC)),
        Booking(4, "13800000004", 2, datetime(2025, 11, 12, 7, 0, tzinfo=UTC), status="cancelled"),
    ])


def test_today_sorted_and_confirmed_only(repo):
    got = [b.id for b in todays_bookings(repo, now=NOW)]
    assert got == [1, 2]


def test_upcoming_window(repo):
    got = upcoming(repo, NOW + timedelta(hours=3), timedelta(minutes=10))
    assert [b.id for b in got] == [1]


def test_upcoming_excludes_cancelled(repo):
    got = upcoming(repo, NOW + timedelta(hours=1), timedelta(hours=1))
    assert got == []


def test_cancel_future_booking(repo):
    assert cancel_booking(repo, 1, now=NOW).status == "cancelled"


def test_cancel_started_booking_refused(repo):
    with pytest.raises(CannotCancel):
        cancel_booking(repo, 1, now=NOW + timedelta(hours=4))
