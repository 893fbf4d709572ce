from datetime import date
from decimal import Decimal

import pytest

from billing.services import change_plan, monthly_charge, prorated_difference, tax_included


@pytest.mark.django_db
def test_monthly_charge(subscription):
    charge = monthly_charge(subscription)
    assert charge.amount == 1000
    assert charge.description == "ベーシック 月額"


def test_tax_included_rounds_down():
    assert tax_included(999) == 1098


def test_tax_included_zero():
    assert tax_included(0) == 0


def test_prorate_midmonth():
    # 11月(30日)の16日に 1,000円 → 4,000円
    assert prorated_difference(1000, 4000, date(2025, 11, 16)) == 1400


def test_prorate_downgrade_is_free():
    assert prorated_difference(4000, 1000, date(2025, 11, 16)) == 0


@pytest.mark.django_db
def test_change_plan_creates_charge(subscription, premium):
    charge = change_plan(subscription, premium, date(2025, 11, 16))
    subscription.refresh_from_db()
    assert subscription.plan == premium
    assert subscription.plan_changed_at is not None
    assert charge.amount == 1400
