"""The one place that configures the stripe module."""
from __future__ import annotations

import stripe
from flask import current_app


def configure() -> None:
    settings = current_app.config["SETTINGS"]
    stripe.api_key = settings.stripe_secret_key
    stripe.api_version = settings.stripe_api_version
    stripe.max_network_retries = 2


def construct_event(payload: bytes, sig_header: str) -> stripe.Event:
    settings = current_app.config["SETTINGS"]
    return stripe.Webhook.construct_event(payload, sig_header, settings.stripe_webhook_secret)


def retrieve_subscription(subscription_id: str) -> stripe.Subscription:
    configure()
    return stripe.Subscription.retrieve(subscription_id)


def plan_of(subscription: stripe.Subscription) -> str:
    item = subscription["items"]["data"][0]
    return item["price"]["lookup_key"] or item["price"]["id"]


def cancel_at_period_end(subscription_id: str) -> stripe.Subscription:
    configure()
    return stripe.Subscription.modify(subscription_id, cancel_at_period_end=True)
