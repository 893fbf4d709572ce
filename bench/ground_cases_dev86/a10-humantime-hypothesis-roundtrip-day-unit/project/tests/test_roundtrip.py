from hypothesis import given
from hypothesis import strategies as st

from humantime import format_duration, parse_duration
from humantime.units import MAX_SECONDS


@given(st.integers(min_value=0, max_value=MAX_SECONDS))
def test_roundtrip(seconds):
    assert parse_duration(format_duration(seconds)) == seconds


@given(st.integers(min_value=1, max_value=MAX_SECONDS))
def test_formatted_has_no_zero_parts(seconds):
    text = format_duration(seconds)
    assert "0" not in text[:1]
