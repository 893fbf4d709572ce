from datetime import datetime

import pytest
from zoneinfo import ZoneInfo

from humandate import ParseError, parse_range

BERLIN = ZoneInfo("Europe/Berlin")
NOW = datetime(2025, 11, 12, 15, 30, tzinfo=BERLIN)


def test_weekdays_inclusive():
    r = parse_range("2025-11-10 to 2025-11-14", tz=BERLIN, now=NOW)
    assert r.days == 5
    assert datetime(2025, 11, 14, 23, 0, tzinfo=BERLIN) in r


def test_this_week():
    r = parse_range("this week", tz=BERLIN, now=NOW)
    assert r.start == datetime(2025, 11, 10, tzinfo=BERLIN)


def test_backwards_range():
    with pytest.raises(ParseError):
        parse_range("2025-11-14 to 2025-11-10", tz=BERLIN, now=NOW)
