from datetime import date

import pytest

from reports.periods import days, month_bounds, parse_iso_week, previous_month, previous_week, week_bounds


def test_week_starts_on_monday():
    start, _ = week_bounds(date(2025, 10, 29))
    assert start == date(2025, 10, 27)
    assert start.weekday() == 0


@pytest.mark.parametrize("text", ["2025-W44", "2025w44", " 2025-W44 "])
def test_parse_iso_week(text):
    assert parse_iso_week(text) == date(2025, 10, 27)


def test_parse_iso_week_rejects_garbage():
    with pytest.raises(ValueError):
        parse_iso_week("2025-44")


def test_previous_week_from_monday():
    start, _ = previous_week(date(2025, 11, 3))
    assert start == date(2025, 10, 27)


def test_month_bounds_half_open():
    assert month_bounds(date(2025, 2, 14)) == (date(2025, 2, 1), date(2025, 3, 1))
    assert month_bounds(date(2025, 12, 31)) == (date(2025, 12, 1), date(2026, 1, 1))


def test_previous_month_across_year():
    assert previous_month(date(2025, 1, 10)) == (date(2024, 12, 1), date(2025, 1, 1))


def test_days_half_open():
    assert days(date(2025, 3, 1), date(2025, 3, 4)) == [date(2025, 3, 1), date(2025, 3, 2), date(2025, 3, 3)]
