from datetime import date

from billing.periods import add_months, current_period, next_billing_date


def test_add_months_plain():
    assert add_months(date(2025, 4, 10), 1) == date(2025, 5, 10)


def test_add_months_clamps_to_month_end():
    assert add_months(date(2025, 1, 31), 1) == date(2025, 2, 28)
    assert add_months(date(2024, 1, 31), 1) == date(2024, 2, 29)
    assert add_months(date(2025, 1, 31), 2) == date(2025, 3, 31)


def test_next_billing_date_mid_month():
    assert next_billing_date(date(2025, 1, 15), date(2025, 3, 20)) == date(2025, 4, 15)


def test_current_period_bounds():
    p = current_period(date(2025, 1, 15), date(2025, 3, 20))
    assert p.start == date(2025, 3, 15)
    assert p.end == date(2025, 4, 15)
