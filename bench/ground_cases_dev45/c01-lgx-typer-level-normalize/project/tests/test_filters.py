from datetime import datetime, timedelta, timezone

import pytest

from lgx.filters import level_at_least, normalize_level, parse_ts, select
from lgx.timeparse import BadDuration, parse_duration, parse_since


def recs(*items):
    return [{"ts": ts, "level": lvl, "msg": msg} for ts, lvl, msg in items]


def test_parse_duration():
    assert parse_duration("90s") == timedelta(seconds=90)
    assert parse_duration("2h") == timedelta(hours=2)


def test_bad_duration():
    with pytest.raises(BadDuration):
        parse_duration("2 hours")


def test_normalize_level_aliases():
    assert normalize_level("warning") == "WARN"
    assert normalize_level("critical") == "FATAL"


def test_level_at_least():
    assert level_at_least("ERROR", "warn")
    assert not level_at_least("INFO", "WARN")


def test_select_by_level():
    rows = recs(("2025-11-03T01:00:00Z", "INFO", "a"), ("2025-11-03T01:00:01Z", "ERROR", "b"))
    assert [r["msg"] for r in select(rows, min_level="ERROR")] == ["b"]


def test_since_compares_in_utc():
    now = datetime(2025, 11, 3, 2, 0, tzinfo=timezone.utc)
    rows = recs(("2025-11-03T01:30:00Z", "INFO", "recent"), ("2025-11-02T20:00:00Z", "INFO", "old"))
    assert [r["msg"] for r in select(rows, since=parse_since("2h", now))] == ["recent"]


def test_parse_ts_offset():
    assert parse_ts("2025-11-03T09:00:00+08:00") == parse_ts("2025-11-03T01:00:00Z")
