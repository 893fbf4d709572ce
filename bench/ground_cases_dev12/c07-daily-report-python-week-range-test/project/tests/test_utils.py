from datetime import date

import pytest

from etl.utils import fmt_pct, month_range, parse_date, pct_change, week_range


def test_parse_date():
    assert parse_date("2025-06-11") == date(2025, 6, 11)
    assert parse_date("20250611") == date(2025, 6, 11)
    with pytest.raises(ValueError):
        parse_date("6/11")


def test_week_range():
    # 2025-06-11 是周三
    assert week_range(date(2025, 6, 11)) == (date(2025, 6, 9), date(2025, 6, 15))


def test_month_range():
    assert month_range(date(2025, 2, 14)) == (date(2025, 2, 1), date(2025, 2, 28))
    assert month_range(date(2024, 12, 31)) == (date(2024, 12, 1), date(2024, 12, 31))


def test_pct_change():
    assert pct_change(110, 100) == 10.0
    assert pct_change(5, 0) is None
    assert pct_change(0, 0) is None


def test_fmt_pct():
    assert fmt_pct(12.34) == "+12.3%"
    assert fmt_pct(None) == "-"
