"""The few Stripe calls we make, behind a small class so tests can swap it."""
from __future__ import annotations

import os
from typing import Any

import stripe


class StripeClient:
    def __init__(self, api_key: str | None = None) -> None:
        self._key = api_key or os.environ["STRIPE_SECRET_KEY"]

    def create_payment_intent(self, *, amount: int, currency: str, customer: str,
                              metadata: dict[str, str], idempotency_key: str) -> dict[str, Any]:
        intent = stripe.PaymentIntent.create(
            api_key=self._key,
            amount=amount,
            currency=currency,
            customer=customer,
            metadata=metadata,
            automatic_payment_methods={"enabled": True},
            idempotency_key=idempotency_key,
        )
        return {"id": intent.id, "client_secret": intent.client_secret, "status": intent.status}

    def refund(self, payment_intent: str, *, amount: int, reason: str | None,
               idempotency_key: str) -> dict[str, Any]:
        params: dict[str, Any] = {"payment_intent": payment_intent, "amount": amount}
        if reason:
            params["reason"] = reason
        refund = stripe.Refund.create(api_key=self._key, idempotency_key=idempotency_key, **params)
        return {"id": refund.id, "status": refund.status, "amount": refund.amount}
