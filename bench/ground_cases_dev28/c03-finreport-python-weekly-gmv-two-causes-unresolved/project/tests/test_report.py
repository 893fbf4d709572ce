import datetime as dt

from finreport.report import week_bounds


def test_week_bounds_monday():
    assert week_bounds(dt.date(2025, 11, 17)) == (dt.date(2025, 11, 10), dt.date(2025, 11, 16))


def test_week_bounds_sunday():
    assert week_bounds(dt.date(2025, 11, 23)) == (dt.date(2025, 11, 10), dt.date(2025, 11, 16))
