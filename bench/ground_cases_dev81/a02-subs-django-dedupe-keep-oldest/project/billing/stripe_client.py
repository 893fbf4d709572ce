"""Thin wrapper so tests can monkeypatch Stripe."""
from datetime import UTC, datetime

import stripe
from django.conf import settings

stripe.api_key = settings.STRIPE_API_KEY


def now():
    return datetime.now(UTC)


def create_subscription(user, plan):
    return stripe.Subscription.create(
        customer=user.profile.stripe_customer_id,
        items=[{"price": plan.stripe_price_id}],
        metadata={"user_id": user.id, "plan": plan.code},
    )


def anchor_of(remote):
    return datetime.fromtimestamp(remote["billing_cycle_anchor"], UTC)


def cancel_subscription(stripe_id):
    if stripe_id:
        stripe.Subscription.cancel(stripe_id)
