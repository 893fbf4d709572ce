from datetime import date

import pytest
from django.contrib.auth import get_user_model

from billing.models import Plan, Subscription


@pytest.fixture
def plan(db):
    return Plan.objects.create(code="pro", name="Pro", price_cents=2900)


@pytest.fixture
def make_sub(db, plan):
    User = get_user_model()
    counter = {"n": 0}

    def make(status=Subscription.ACTIVE, renews_on=date(2025, 11, 18), **kw):
        counter["n"] += 1
        user = User.objects.create(username=f"u{counter['n']}", email=f"u{counter['n']}@example.com")
        return Subscription.objects.create(user=user, plan=plan, status=status, renews_on=renews_on, **kw)

    return make
