"""Thin wrapper around the Stripe list endpoints with auto-pagination."""
from __future__ import annotations

import os
from collections.abc import Iterator

import stripe

stripe.api_key = os.environ.get("STRIPE_API_KEY", "")
stripe.max_network_retries = 3

PAGE_SIZE = 100


def list_charges(created_gte: int, created_lt: int | None = None) -> Iterator[dict]:
    """Charges created in [created_gte, created_lt), oldest pages last (Stripe's order)."""
    created = {"gte": created_gte}
    if created_lt is not None:
        created["lt"] = created_lt
    for charge in stripe.Charge.list(created=created, limit=PAGE_SIZE).auto_paging_iter():
        yield charge.to_dict()


def list_refunds(created_gte: int, created_lt: int | None = None) -> Iterator[dict]:
    """Refunds created in [created_gte, created_lt), with the charge expanded for its metadata."""
    created = {"gte": created_gte}
    if created_lt is not None:
        created["lt"] = created_lt
    for refund in stripe.Refund.list(created=created, limit=PAGE_SIZE, expand=["data.charge"]).auto_paging_iter():
        data = refund.to_dict()
        charge = data.get("charge") or {}
        data["order_id"] = (charge.get("metadata") or {}).get("order_id")
        yield data


def balance_available_cents(currency: str = "eur") -> int:
    balance = stripe.Balance.retrieve()
    return sum(b["amount"] for b in balance["available"] if b["currency"] == currency)
