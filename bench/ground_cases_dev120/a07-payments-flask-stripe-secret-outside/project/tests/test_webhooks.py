import json
import time

import pytest
import stripe

from app import create_app
from app.config import TestConfig


def _signed(payload: dict, secret: str = TestConfig.STRIPE_WEBHOOK_SECRET) -> tuple[bytes, str]:
    body = json.dumps(payload).encode()
    ts = int(time.time())
    sig = stripe.WebhookSignature._compute_signature(f"{ts}.{body.decode()}", secret)
    return body, f"t={ts},v1={sig}"


@pytest.fixture()
def client():
    return create_app(TestConfig).test_client()


def _event(event_id="evt_1", kind="invoice.paid"):
    return {"id": event_id, "object": "event", "type": kind, "data": {"object": {"id": "in_1", "customer": "cus_1"}}}


def test_valid_signature_accepted(client):
    body, sig = _signed(_event())
    res = client.post("/webhooks/stripe", data=body, headers={"Stripe-Signature": sig})
    assert res.status_code == 200


def test_replayed_event_is_skipped(client):
    body, sig = _signed(_event("evt_replay"))
    first = client.post("/webhooks/stripe", data=body, headers={"Stripe-Signature": sig})
    second = client.post("/webhooks/stripe", data=body, headers={"Stripe-Signature": sig})
    assert first.get_json() == {"received": True}
    assert second.get_json() == {"received": True, "duplicate": True}


def test_wrong_secret_rejected(client):
    body, sig = _signed(_event(), secret="whsec_other")
    res = client.post("/webhooks/stripe", data=body, headers={"Stripe-Signature": sig})
    assert res.status_code == 400
