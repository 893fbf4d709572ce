from datetime import datetime, timedelta, timezone

import pytest

from remind.parse import ParseError, parse_when


def test_relative_minutes():
    before = datetime.now(timezone.utc)
    due = parse_when("in 20m")
    assert timedelta(minutes=19) < due - before < timedelta(minutes=21)


def test_relative_hours():
    before = datetime.now(timezone.utc)
    due = parse_when("in 2h")
    assert timedelta(hours=1, minutes=59) < due - before < timedelta(hours=2, minutes=1)


def test_result_is_utc():
    assert parse_when("tomorrow 9:00", "Europe/Berlin").tzinfo is not None


def test_rejects_garbage():
    with pytest.raises(ParseError):
        parse_when("whenever")


def test_rejects_bad_time():
    with pytest.raises(ParseError):
        parse_when("today 25:00")


def test_pm():
    due = parse_when("tomorrow 6pm", "Europe/Berlin")
    assert due.minute == 0
