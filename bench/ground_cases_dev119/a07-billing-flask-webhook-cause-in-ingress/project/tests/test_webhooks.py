import json
import time

import stripe

from app import create_app

SECRET = "whsec_test_1234"


def _client():
    app = create_app({"STRIPE_WEBHOOK_SECRET": SECRET, "STRIPE_API_KEY": "sk_test_x", "TESTING": True})
    return app.test_client()


def _signed(payload: bytes, secret: str = SECRET) -> str:
    ts = int(time.time())
    sig = stripe.WebhookSignature._compute_signature(f"{ts}.{payload.decode()}", secret)
    return f"t={ts},v1={sig}"


def test_valid_signature_is_accepted(monkeypatch):
    monkeypatch.setenv("STRIPE_API_KEY", "sk_test_x")
    monkeypatch.setenv("STRIPE_WEBHOOK_SECRET", SECRET)
    body = json.dumps({"id": "evt_1", "object": "event", "type": "ping", "data": {"object": {}}}).encode()
    res = _client().post("/webhooks/stripe", data=body, headers={"Stripe-Signature": _signed(body)})
    assert res.status_code == 200


def test_bad_signature_is_rejected(monkeypatch):
    monkeypatch.setenv("STRIPE_API_KEY", "sk_test_x")
    monkeypatch.setenv("STRIPE_WEBHOOK_SECRET", SECRET)
    body = json.dumps({"id": "evt_2", "object": "event", "type": "invoice.paid", "data": {"object": {}}}).encode()
    res = _client().post("/webhooks/stripe", data=body, headers={"Stripe-Signature": _signed(body, "whsec_other")})
    assert res.status_code == 400
    assert res.get_json() == {"error": "bad signature"}
