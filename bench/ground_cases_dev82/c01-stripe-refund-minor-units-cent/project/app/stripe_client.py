from __future__ import annotations

import logging
import os

import stripe

log = logging.getLogger("stripe_client")

stripe.api_key = os.environ.get("STRIPE_SECRET_KEY", "")
stripe.max_network_retries = 2


def create_refund(payment_intent: str, amount: int, currency: str, idempotency_key: str,
                  reason: str | None = None) -> stripe.Refund:
    log.info("POST /v1/refunds amount=%s currency=%s", amount, currency.lower())
    params = {"payment_intent": payment_intent, "amount": amount}
    if reason:
        params["reason"] = reason
    return stripe.Refund.create(**params, idempotency_key=idempotency_key)


def construct_event(payload: bytes, signature: str) -> stripe.Event:
    secret = os.environ["STRIPE_WEBHOOK_SECRET"]
    return stripe.Webhook.construct_event(payload, signature, secret)
