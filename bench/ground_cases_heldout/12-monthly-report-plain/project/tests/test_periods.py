from datetime import date, datetime

from report.periods import day_range, parse_month, previous_month


def test_parse_month():
    assert parse_month("2024-02") == (2024, 2)


def test_day_range_is_whole_day():
    assert day_range(date(2024, 2, 29)) == (datetime(2024, 2, 29), datetime(2024, 2, 29, 23, 59, 59))


def test_previous_month_wraps():
    assert previous_month(2024, 1) == (2023, 12)
