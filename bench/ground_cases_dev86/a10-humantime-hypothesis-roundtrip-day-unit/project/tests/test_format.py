from humantime import format_duration


def test_zero():
    assert format_duration(0) == "0s"


def test_hours_and_minutes():
    assert format_duration(5400) == "1h30m"


def test_skips_zero_units():
    assert format_duration(3605) == "1h5s"
