from datetime import date
from decimal import Decimal

from billing.proration import prorate_seat_change, prorate_upgrade

START = date(2025, 11, 1)
END = date(2025, 12, 1)  # 30 days


def test_upgrade_on_first_day_charges_full_difference():
    assert prorate_upgrade(Decimal("29"), Decimal("99"), START, END, START) == Decimal("70.00")


def test_upgrade_half_way_charges_half():
    assert prorate_upgrade(Decimal("29"), Decimal("99"), START, END, date(2025, 11, 16)) == Decimal("37.33")


def test_upgrade_to_cheaper_plan_charges_nothing():
    assert prorate_upgrade(Decimal("99"), Decimal("29"), START, END, date(2025, 11, 10)) == Decimal("0.00")


def test_downgrade_mid_cycle_issues_credit():
    # 10 -> 6 seats on day 16: 15 of 30 days left
    assert prorate_seat_change(Decimal("12"), 10, 6, START, END, date(2025, 11, 16)) == Decimal("-24.00")


def test_upgrade_yearly_period():
    start, end = date(2025, 1, 1), date(2026, 1, 1)
    assert prorate_upgrade(Decimal("290"), Decimal("990"), start, end, date(2025, 7, 2)) == Decimal("352.88")
