from datetime import datetime

from app.utils.timefmt import to_local


def test_naive_utc_is_shifted_to_beijing():
    assert to_local(datetime(2025, 6, 12, 2, 13, 40)) == "2025-06-12 10:13:40"


def test_none_is_empty_string():
    assert to_local(None) == ""
