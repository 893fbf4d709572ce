from datetime import date, datetime, timedelta, timezone

from logtime import find_timestamp, parse_apache, parse_date, parse_iso

JST = timezone(timedelta(hours=9))


def test_parse_offset():
    assert parse_iso("2025-03-01T12:00:00+09:00") == datetime(2025, 3, 1, 12, tzinfo=JST)


def test_parse_z_suffix():
    assert parse_iso("2025-03-01T03:00:00Z") == datetime(2025, 3, 1, 3, tzinfo=timezone.utc)


def test_parse_space_separator_and_fraction():
    assert parse_iso("2025-03-01 03:00:00.250000+00:00").microsecond == 250000


def test_parse_date():
    assert parse_date("2025-03-01") == date(2025, 3, 1)


def test_apache():
    assert parse_apache("01/Mar/2025:12:00:00 +0900") == datetime(2025, 3, 1, 12, tzinfo=JST)


def test_find_in_access_log():
    line = '127.0.0.1 - - [01/Mar/2025:12:00:00 +0900] "GET / HTTP/1.1" 200 512'
    assert find_timestamp(line) == datetime(2025, 3, 1, 3, tzinfo=timezone.utc)


def test_find_naive_uses_default_tz():
    got = find_timestamp("2025-03-01 12:00:00 job started", default_tz=JST)
    assert got == datetime(2025, 3, 1, 3, tzinfo=timezone.utc)


def test_find_nothing():
    assert find_timestamp("no time here") is None
