from datetime import timedelta

import pytest

from toban.durations import format_duration, parse_duration


@pytest.mark.parametrize("text,expected", [
    ("30s", timedelta(seconds=30)),
    ("15m", timedelta(minutes=15)),
    ("2h", timedelta(hours=2)),
    ("1d", timedelta(days=1)),
])
def test_parse_duration(text, expected):
    assert parse_duration(text) == expected


@pytest.mark.parametrize("text", ["", "15", "m15", "1.5h"])
def test_parse_duration_rejects(text):
    with pytest.raises(ValueError):
        parse_duration(text)


def test_format_roundtrip():
    assert format_duration(parse_duration("90m")) == "1h30m"
