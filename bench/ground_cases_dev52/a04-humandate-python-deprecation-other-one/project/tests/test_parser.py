from datetime import datetime

import pytest
from zoneinfo import ZoneInfo

from humandate import ParseError, Parser, parse

BERLIN = ZoneInfo("Europe/Berlin")
NOW = datetime(2025, 11, 12, 15, 30, tzinfo=BERLIN)  # a Wednesday


def test_words():
    assert parse("tomorrow", tz=BERLIN, now=NOW) == datetime(2025, 11, 13, tzinfo=BERLIN)


def test_relative():
    assert parse("in 3 days", tz=BERLIN, now=NOW) == datetime(2025, 11, 15, 15, 30, tzinfo=BERLIN)
    assert parse("2 hours ago", tz=BERLIN, now=NOW) == datetime(2025, 11, 12, 13, 30, tzinfo=BERLIN)


def test_weekday():
    assert parse("friday", tz=BERLIN, now=NOW) == datetime(2025, 11, 14, tzinfo=BERLIN)


def test_numeric_dayfirst():
    assert parse("03/11/2025", tz=BERLIN, now=NOW, dayfirst=True) == datetime(2025, 11, 3, tzinfo=BERLIN)
    assert parse("03/11/2025", tz=BERLIN, now=NOW) == datetime(2025, 3, 11, tzinfo=BERLIN)


def test_garbage():
    with pytest.raises(ParseError):
        parse("whenever", now=NOW)


def test_parser_subclass_word():
    class Payday(Parser):
        def parse_word(self, words):
            if words == "payday":
                return self.midnight(self.now).replace(day=25)
            return super().parse_word(words)

    assert Payday(tzinfo=BERLIN, now=NOW).parse("payday") == datetime(2025, 11, 25, tzinfo=BERLIN)
