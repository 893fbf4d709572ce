from datetime import date
from decimal import Decimal

from billing_worker.invoice import Contract, build_invoice, renewal_date


def make(day=10, fee="1000.00", discount="0"):
    return Contract(customer_id=1, monthly_fee=Decimal(fee), billing_day=day, discount_rate=Decimal(discount))


def test_amount_with_discount():
    inv = build_invoice(make(discount="0.15"), date(2025, 5, 3))
    assert inv.amount == Decimal("850.00")


def test_due_date_is_15_days_after_issue():
    inv = build_invoice(make(day=10), date(2025, 5, 3))
    assert inv.issue_date == date(2025, 5, 10)
    assert inv.due_date == date(2025, 5, 25)


def test_billing_day_past_month_end_uses_last_day():
    inv = build_invoice(make(day=31), date(2025, 11, 12))
    assert inv.issue_date == date(2025, 11, 30)
    assert build_invoice(make(day=31), date(2024, 2, 1)).issue_date == date(2024, 2, 29)


def test_renewal_is_next_month():
    assert renewal_date(make(day=10), date(2025, 12, 3)) == date(2026, 1, 10)


def test_renewal_clamps_to_month_end():
    assert renewal_date(make(day=31), date(2025, 1, 5)) == date(2025, 2, 28)
