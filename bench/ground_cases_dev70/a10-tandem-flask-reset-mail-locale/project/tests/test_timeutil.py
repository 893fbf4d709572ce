from datetime import datetime, timezone

from app.timeutil import to_user_time


def test_berlin_winter():
    dt = datetime(2025, 1, 15, 12, 0, tzinfo=timezone.utc)
    assert to_user_time(dt, "Europe/Berlin") == datetime(2025, 1, 15, 13, 0)


def test_utc_unchanged():
    dt = datetime(2025, 1, 15, 12, 0, tzinfo=timezone.utc)
    assert to_user_time(dt, "UTC") == datetime(2025, 1, 15, 12, 0)
