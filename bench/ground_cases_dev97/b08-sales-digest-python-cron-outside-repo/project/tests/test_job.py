from datetime import date, datetime
from zoneinfo import ZoneInfo

from digest.job import day_range, target_day

UTC = ZoneInfo("UTC")
JST = ZoneInfo("Asia/Tokyo")


def test_target_day_just_after_midnight_jst():
    # 00:05 JST on Nov 8 is 15:05 UTC on Nov 7
    now = datetime(2025, 11, 7, 15, 5, tzinfo=UTC)
    assert target_day(now) == date(2025, 11, 7)


def test_target_day_morning_jst():
    now = datetime(2025, 11, 8, 9, 0, tzinfo=JST)
    assert target_day(now) == date(2025, 11, 7)


def test_day_range_is_jst_midnight():
    start, end = day_range(date(2025, 11, 7))
    assert start == datetime(2025, 11, 7, 0, 0, tzinfo=JST)
    assert (end - start).days == 1


def test_day_range_crosses_month():
    start, end = day_range(date(2025, 10, 31))
    assert end == datetime(2025, 11, 1, 0, 0, tzinfo=JST)


def test_target_day_defaults_to_now():
    assert target_day() <= date.today()
