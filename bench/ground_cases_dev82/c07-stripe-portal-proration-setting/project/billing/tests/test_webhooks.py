from datetime import UTC, datetime
from unittest.mock import patch

import pytest
from django.contrib.auth.models import User

from billing.models import Subscription
from billing.webhooks import _sync


@pytest.mark.django_db
def test_sync_updates_plan_from_price():
    user = User.objects.create(username="amy")
    sub = Subscription.objects.create(user=user, stripe_customer_id="cus_1", stripe_subscription_id="sub_1",
                                      plan="basic", status="active", current_period_end=datetime.now(UTC))
    _sync({"id": "sub_1", "status": "active", "cancel_at_period_end": False, "current_period_end": 1767225600,
           "items": {"data": [{"price": {"id": "price_1QProMonthly"}}]}})
    sub.refresh_from_db()
    assert sub.plan == "pro"
