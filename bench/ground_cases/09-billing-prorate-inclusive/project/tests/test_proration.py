from datetime import date
from decimal import Decimal

import pytest

from app.billing.plans import PLANS
from app.billing.proration import period_days, prorate


def test_period_days_inclusive():
    assert period_days(date(2024, 4, 1), date(2024, 4, 30)) == 30


def test_prorate_first_day_is_full_difference():
    amount = prorate(PLANS["team"], PLANS["business"], date(2024, 4, 1), date(2024, 4, 1), date(2024, 4, 30))
    assert amount == Decimal("7200")


def test_prorate_rejects_day_outside_period():
    with pytest.raises(ValueError):
        prorate(PLANS["team"], PLANS["business"], date(2024, 5, 2), date(2024, 4, 1), date(2024, 4, 30))
