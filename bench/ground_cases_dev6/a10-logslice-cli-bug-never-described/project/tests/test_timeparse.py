from datetime import datetime, timedelta, timezone

import pytest

from logslice.timeparse import parse_since, parse_ts

NOW = datetime(2025, 3, 4, 12, 0, tzinfo=timezone.utc)


@pytest.mark.parametrize("value, delta", [("90s", timedelta(seconds=90)), ("15m", timedelta(minutes=15)),
                                          ("2h", timedelta(hours=2)), ("3d", timedelta(days=3))])
def test_durations(value, delta):
    assert parse_since(value, now=NOW) == NOW - delta


def test_iso_with_offset():
    assert parse_since("2025-03-04T13:00:00+01:00", now=NOW) == NOW


def test_iso_zulu_and_naive_are_utc():
    assert parse_since("2025-03-04T12:00:00Z") == NOW
    assert parse_since("2025-03-04T12:00:00") == NOW


def test_garbage():
    with pytest.raises(ValueError):
        parse_since("yesterday")


def test_parse_ts_epoch_and_iso():
    assert parse_ts(1741089600) == NOW
    assert parse_ts("2025-03-04T12:00:00Z") == NOW
    assert parse_ts("nope") is None
