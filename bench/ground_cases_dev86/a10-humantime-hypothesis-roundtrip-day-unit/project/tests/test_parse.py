import pytest

from humantime import DurationError, parse_duration


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        ("45s", 45),
        ("2m", 120),
        ("1h30m", 5400),
        ("1H 5M", 3900),
        ("90", 90),
    ],
)
def test_parses(text, seconds):
    assert parse_duration(text) == seconds


@pytest.mark.parametrize("text", ["", "h", "5x", "1h1h", "3m2"])
def test_rejects(text):
    with pytest.raises(DurationError):
        parse_duration(text)
