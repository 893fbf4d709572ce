from datetime import datetime

import pytest
from zoneinfo import ZoneInfo

from humandate import HumandateDeprecationWarning, parse, parse_range

BERLIN = ZoneInfo("Europe/Berlin")
NOW = datetime(2025, 11, 12, 15, 30, tzinfo=BERLIN)


def test_parse_tzinfo_still_works_with_warning():
    with pytest.warns(HumandateDeprecationWarning, match=r"parse\(tzinfo=...\) is deprecated"):
        assert parse("today", tzinfo=BERLIN, now=NOW) == parse("today", tz=BERLIN, now=NOW)


def test_parse_both_names_is_an_error():
    with pytest.raises(TypeError, match="both"):
        parse("today", tz=BERLIN, tzinfo=BERLIN)


def test_parse_range_tzinfo_still_works_with_warning():
    with pytest.warns(HumandateDeprecationWarning, match=r"parse_range\(tzinfo=...\) is deprecated"):
        old = parse_range("this week", tzinfo=BERLIN, now=NOW)
    assert old == parse_range("this week", tz=BERLIN, now=NOW)


def test_new_name_does_not_warn(recwarn):
    parse("today", tz=BERLIN, now=NOW)
    assert not [w for w in recwarn if issubclass(w.category, HumandateDeprecationWarning)]
