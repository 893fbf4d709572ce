from datetime import date

from app.rollup import month_bounds
from jobs.monthly_rollup import previous_month


def test_month_bounds_december():
    assert month_bounds(date(2025, 12, 14)) == (date(2025, 12, 1), date(2026, 1, 1))


def test_month_bounds_mid_year():
    assert month_bounds(date(2025, 10, 31)) == (date(2025, 10, 1), date(2025, 11, 1))


def test_previous_month_on_the_first():
    assert previous_month(date(2025, 11, 1)) == date(2025, 10, 1)


def test_previous_month_in_january():
    assert previous_month(date(2026, 1, 1)) == date(2025, 12, 1)
