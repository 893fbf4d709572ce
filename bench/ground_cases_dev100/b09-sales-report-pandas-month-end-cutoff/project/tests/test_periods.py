from datetime import date

import pytest

from report.periods import month_range, parse_month, period_label, previous_month


def test_month_range_july():
    assert month_range("2025-07") == (date(2025, 7, 1), date(2025, 7, 31))


def test_month_range_leap_february():
    assert month_range("2024-02") == (date(2024, 2, 1), date(2024, 2, 29))


def test_month_range_december():
    assert month_range("2025-12") == (date(2025, 12, 1), date(2025, 12, 31))


def test_period_label():
    assert period_label(date(2025, 7, 1), date(2025, 7, 31)) == "2025/07/01〜2025/07/31"


def test_previous_month_wraps_year():
    assert previous_month("2025-01") == "2024-12"


@pytest.mark.parametrize("bad", ["2025-7", "2025-13", "July", ""])
def test_parse_month_rejects(bad):
    with pytest.raises(ValueError):
        parse_month(bad)
