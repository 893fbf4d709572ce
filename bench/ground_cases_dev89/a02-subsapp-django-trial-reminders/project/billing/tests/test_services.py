from datetime import date

from billing.models import Subscription
from billing.services import monthly_revenue_cents, renewals_due

TODAY = date(2025, 11, 11)


def test_active_users_get_renewal_reminder(make_sub):
    make_sub(status=Subscription.ACTIVE)
    assert renewals_due(TODAY).count() == 1


def test_trial_users_get_renewal_reminder(make_sub):
    make_sub(status=Subscription.TRIALING)
    assert renewals_due(TODAY).count() == 1


def test_cancelled_users_get_no_reminder(make_sub):
    make_sub(status=Subscription.CANCELLED)
    assert renewals_due(TODAY).count() == 0


def test_monthly_revenue_ignores_trials(make_sub):
    make_sub(status=Subscription.ACTIVE)
    make_sub(status=Subscription.TRIALING)
    assert monthly_revenue_cents() == 2900
