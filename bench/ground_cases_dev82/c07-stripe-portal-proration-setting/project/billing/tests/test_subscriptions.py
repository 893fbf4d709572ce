from datetime import UTC, datetime
from unittest.mock import patch

import pytest
from django.contrib.auth.models import User

from billing.models import Subscription
from billing.subscriptions import change_plan


@pytest.fixture
def sub(db):
    user = User.objects.create(username="bob")
    return Subscription.objects.create(user=user, stripe_customer_id="cus_2", stripe_subscription_id="sub_2",
                                       plan="pro", status="active", current_period_end=datetime.now(UTC))


@pytest.fixture
def stripe_sub():
    remote = {"items": {"data": [{"id": "si_123"}]}, "status": "active"}
    with patch("stripe.Subscription.retrieve", return_value=remote), \
         patch("stripe.Subscription.modify", return_value=remote) as modify:
        yield modify


def test_upgrade_is_invoiced_immediately(sub, stripe_sub):
    change_plan(sub, "team")
    assert stripe_sub.call_args.kwargs["proration_behavior"] == "always_invoice"
    assert sub.plan == "team"


def test_downgrade_creates_prorations(sub, stripe_sub):
    change_plan(sub, "basic")
    assert stripe_sub.call_args.kwargs["proration_behavior"] == "create_prorations"


def test_same_plan_is_a_no_op(sub, stripe_sub):
    change_plan(sub, "pro")
    stripe_sub.assert_not_called()
