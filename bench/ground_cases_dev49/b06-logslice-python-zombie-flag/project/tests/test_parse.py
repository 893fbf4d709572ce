from datetime import date, datetime

import pytest

from logslice.parse import parse_bound, parse_line_ts, parse_range


def test_iso_with_millis():
    assert parse_line_ts("2025-11-02T23:59:58.123Z level=info msg=done") == datetime(2025, 11, 2, 23, 59, 58, 123000)


def test_log4j_style_comma():
    assert parse_line_ts("2025-11-02 08:00:01,5 INFO start") == datetime(2025, 11, 2, 8, 0, 1, 500000)


def test_no_timestamp():
    assert parse_line_ts("    at com.example.Foo.bar(Foo.java:42)") is None


def test_clock_uses_given_day():
    assert parse_bound("23:05", today=date(2025, 11, 2)) == datetime(2025, 11, 2, 23, 5)


def test_date_only():
    assert parse_bound("2025-11-02") == datetime(2025, 11, 2)


def test_bad_value():
    with pytest.raises(ValueError):
        parse_bound("yesterday")


def test_range_over_midnight():
    start, end = parse_range("23:00", "01:00", today=date(2025, 11, 2))
    assert (start, end) == (datetime(2025, 11, 2, 23, 0), datetime(2025, 11, 3, 1, 0))


def test_range_full_timestamps_untouched():
    start, end = parse_range("2025-11-03 01:00:00", "2025-11-02 23:00:00")
    assert end < start
