from datetime import date

from freezegun import freeze_time

from sales_report.main import report_date
from sales_report.query import day_bounds
from sales_report.weekly import last_week


def test_explicit_date():
    assert report_date("2025-03-17") == date(2025, 3, 17)


@freeze_time("2025-03-18 09:00:00")
def test_default_is_yesterday():
    assert report_date(None) == date(2025, 3, 17)


@freeze_time("2025-03-17 16:10:00")  # UTC，即北京时间 3/18 00:10
def test_default_is_yesterday_in_shanghai_just_after_midnight():
    assert report_date(None) == date(2025, 3, 17)


def test_day_bounds_are_shanghai():
    start, end = day_bounds(date(2025, 3, 17))
    assert start.isoformat() == "2025-03-17T00:00:00+08:00"
    assert (end - start).days == 1


def test_last_week():
    assert last_week(date(2025, 3, 19)) == (date(2025, 3, 10), date(2025, 3, 16))
