from datetime import date

from billing.periods import Period
from billing.proration import DAYS_PER_MONTH, PlanChange, describe, prorate


def test_upgrade_half_month():
    period = Period(date(2025, 4, 1), date(2025, 5, 1))
    change = PlanChange(old_fee=3000, new_fee=6000, on=date(2025, 4, 16))
    # 15 days left of a 30-day month
    assert prorate(period, change) == 1500


def test_downgrade_is_negative():
    period = Period(date(2025, 4, 1), date(2025, 5, 1))
    change = PlanChange(old_fee=6000, new_fee=3000, on=date(2025, 4, 16))
    assert prorate(period, change) == -1500


def test_days_per_month_constant():
    assert DAYS_PER_MONTH == 30


def test_describe_format():
    period = Period(date(2025, 4, 1), date(2025, 5, 1))
    change = PlanChange(old_fee=3000, new_fee=6000, on=date(2025, 4, 16))
    assert describe(period, change) == "2025/04/16 プラン変更 日割り +1,500円"


def test_change_on_first_day_charges_whole_period():
    period = Period(date(2025, 4, 1), date(2025, 5, 1))
    change = PlanChange(old_fee=3000, new_fee=6000, on=date(2025, 4, 1))
    assert prorate(period, change) == 3000
