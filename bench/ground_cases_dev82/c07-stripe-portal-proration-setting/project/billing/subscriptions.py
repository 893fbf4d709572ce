"""Plan changes made from our own settings page (admin tools and the API)."""
from __future__ import annotations

import stripe
from django.conf import settings

from billing.models import Subscription

stripe.api_key = settings.STRIPE_SECRET_KEY

PLAN_ORDER = ["basic", "pro", "team"]


def price_for(plan: str) -> str:
    try:
        return settings.STRIPE_PRICES[plan]
    except KeyError:
        raise ValueError(f"unknown plan {plan!r}") from None


def change_plan(sub: Subscription, new_plan: str) -> stripe.Subscription:
    """Upgrade or downgrade. Upgrades are prorated and invoiced right away; downgrades
    take effect now but the credit is carried to the next invoice."""
    if new_plan == sub.plan:
        return stripe.Subscription.retrieve(sub.stripe_subscription_id)
    remote = stripe.Subscription.retrieve(sub.stripe_subscription_id)
    item_id = remote["items"]["data"][0]["id"]
    upgrading = PLAN_ORDER.index(new_plan) > PLAN_ORDER.index(sub.plan)
    updated = stripe.Subscription.modify(
        sub.stripe_subscription_id,
        items=[{"id": item_id, "price": price_for(new_plan)}],
        proration_behavior="always_invoice" if upgrading else "create_prorations",
        payment_behavior="pending_if_incomplete",
    )
    sub.plan = new_plan
    sub.save(update_fields=["plan", "updated_at"])
    return updated


def cancel_at_period_end(sub: Subscription) -> None:
    stripe.Subscription.modify(sub.stripe_subscription_id, cancel_at_period_end=True)
    sub.cancel_at_period_end = True
    sub.save(update_fields=["cancel_at_period_end", "updated_at"])
