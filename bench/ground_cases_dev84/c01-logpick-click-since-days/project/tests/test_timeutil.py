from datetime import datetime

import click
import pytest

from logpick.timeutil import parse_since

NOW = datetime(2025, 11, 3, 12, 0, 0)


def test_iso_timestamp():
    assert parse_since("2025-11-03T08:30:00", NOW) == datetime(2025, 11, 3, 8, 30)


@pytest.mark.parametrize("value, expected", [
    ("30m", datetime(2025, 11, 3, 11, 30)),
    ("2h", datetime(2025, 11, 3, 10, 0)),
    ("90 m", datetime(2025, 11, 3, 10, 30)),
    ("45s", datetime(2025, 11, 3, 11, 59, 15)),
])
def test_relative_windows(value, expected):
    assert parse_since(value, NOW) == expected


def test_garbage_is_bad_parameter():
    with pytest.raises(click.BadParameter):
        parse_since("yesterday", NOW)
