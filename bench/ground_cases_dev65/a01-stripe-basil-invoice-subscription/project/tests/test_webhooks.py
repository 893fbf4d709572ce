import hashlib
import hmac
import json
import time
from pathlib import Path

import pytest

from app import create_app
from app.config import Settings

SECRET = "whsec_test_secret"
FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def client(tmp_path):
    settings = Settings(database_url=f"sqlite:///{tmp_path}/t.db", stripe_secret_key="sk_test_x",
                        stripe_webhook_secret=SECRET)
    return create_app(settings).test_client()


def signed(body: bytes) -> dict:
    ts = int(time.time())
    mac = hmac.new(SECRET.encode(), f"{ts}.".encode() + body, hashlib.sha256).hexdigest()
    return {"Stripe-Signature": f"t={ts},v1={mac}", "Content-Type": "application/json"}


def event(kind: str, obj: dict) -> bytes:
    return json.dumps({"id": "evt_test", "object": "event", "type": kind, "data": {"object": obj}},
                      separators=(",", ":")).encode()


def test_rejects_bad_signature(client):
    body = event("invoice.paid", {})
    r = client.post("/webhooks/stripe", data=body, headers={"Stripe-Signature": "t=1,v1=00"})
    assert r.status_code == 400


def test_accepts_pretty_printed_body(client):
    body = json.dumps({"id": "evt_pp", "object": "event", "type": "charge.refunded",
                       "data": {"object": {"id": "ch_2"}}}, indent=2).encode()
    r = client.post("/webhooks/stripe", data=body, headers=signed(body))
    assert r.status_code == 200


def test_ignores_unknown_event(client):
    body = event("charge.refunded", {"id": "ch_1"})
    r = client.post("/webhooks/stripe", data=body, headers=signed(body))
    assert r.status_code == 200


def test_payment_failed_unknown_customer_is_ok(client):
    body = event("invoice.payment_failed", {"id": "in_1", "customer": "cus_nobody"})
    r = client.post("/webhooks/stripe", data=body, headers=signed(body))
    assert r.status_code == 200


def test_invoice_paid_unknown_customer_is_ok(client):
    invoice = json.loads((FIXTURES / "invoice_paid.json").read_text())
    body = event("invoice.paid", invoice)
    r = client.post("/webhooks/stripe", data=body, headers=signed(body))
    assert r.status_code == 200
