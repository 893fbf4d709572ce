from datetime import datetime

import pytest

from cronlite.expr import parse


def test_every_five_minutes():
    e = parse("*/5 * * * *")
    assert e.next_run(datetime(2024, 3, 1, 10, 2)) == datetime(2024, 3, 1, 10, 5)


def test_daily_at_nine():
    e = parse("0 9 * * *")
    assert e.next_run(datetime(2024, 3, 1, 10, 0)) == datetime(2024, 3, 2, 9, 0)


def test_sunday_is_0_and_7():
    assert parse("0 0 * * 7").weekday == parse("0 0 * * 0").weekday


def test_bad_field_count():
    with pytest.raises(ValueError):
        parse("* * * *")
