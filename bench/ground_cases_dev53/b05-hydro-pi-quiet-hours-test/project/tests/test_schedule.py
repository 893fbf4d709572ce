from datetime import datetime, timedelta

from hydro.config import TZ
from hydro.schedule import is_hot_hours, is_quiet, may_water, next_check


def at(h: int, m: int = 0) -> datetime:
    return datetime(2025, 6, 14, h, m, tzinfo=TZ)


def test_quiet_hours_daytime_is_not_quiet():
    assert not is_quiet(at(12, 0))
    assert not is_quiet(at(21, 59))


def test_quiet_hours_wraps_midnight():
    assert is_quiet(at(22, 0))
    assert is_quiet(at(23, 30))
    assert is_quiet(at(3, 12))
    assert not is_quiet(at(7, 0))


def test_hot_hours():
    assert is_hot_hours(at(12, 30))
    assert not is_hot_hours(at(15, 0))


def test_may_water_waits_12_hours():
    assert may_water(at(8, 0), None)
    assert not may_water(at(8, 0), at(8, 0) - timedelta(hours=2))


def test_next_check_skips_the_night():
    nxt = next_check(at(21, 55))
    assert nxt.hour == 7 and nxt.date() == (at(21, 55) + timedelta(days=1)).date()
