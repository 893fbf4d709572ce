from datetime import datetime

import pytest

from tidewatch.parse import parse_feed, parse_line


def test_parse_line():
    r = parse_line("BRST01  2025-11-30T06:15:00  3.42")
    assert r.station == "BRST01"
    assert r.time == datetime(2025, 11, 30, 6, 15)
    assert r.level_m == pytest.approx(3.42)


def test_negative_level():
    assert parse_line("PLYM02 2025-11-30T06:15:00 -0.4").level_m == pytest.approx(-0.4)


def test_feed_skips_comments_and_blanks():
    feed = "# station feed\n\nBRST01 2025-11-30T06:00:00 3.1\nBRST01 2025-11-30T06:15:00 3.4\n"
    assert [r.level_m for r in parse_feed(feed)] == [3.1, 3.4]


def test_feet():
    r = parse_line("BRST01 2025-11-30T06:15:00 1.0")
    assert r.in_units("ft") == pytest.approx(3.28084)
