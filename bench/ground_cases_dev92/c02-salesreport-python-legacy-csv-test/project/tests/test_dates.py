from datetime import date

import pytest

from reports.dates import days_between, month_bounds, parse_day, week_range


def test_parse_day_formats():
    assert parse_day("2025-11-03") == date(2025, 11, 3)
    assert parse_day(" 20251103 ") == date(2025, 11, 3)


def test_parse_day_iso_timestamp_to_local():
    assert parse_day("2025-11-03T10:15:00+08:00") == date(2025, 11, 3)
    assert parse_day("2025-11-02T20:30:00Z") == date(2025, 11, 3)


def test_week_range_monday_start():
    assert week_range(date(2025, 11, 5)) == (date(2025, 11, 3), date(2025, 11, 9))


def test_month_bounds_december():
    assert month_bounds(date(2025, 12, 14)) == (date(2025, 12, 1), date(2025, 12, 31))


def test_days_between_rejects_reversed():
    with pytest.raises(ValueError):
        days_between(date(2025, 1, 2), date(2025, 1, 1))
