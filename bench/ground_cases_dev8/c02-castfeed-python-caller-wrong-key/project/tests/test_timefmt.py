from castfeed.timefmt import format_duration


def test_under_an_hour():
    assert format_duration(645) == "10:45"


def test_over_an_hour():
    assert format_duration(3725) == "1:02:05"
