import json
import time

import stripe

from app import create_app
from app.config import TestConfig
from app.models import Order

SECRET = TestConfig.STRIPE_WEBHOOK_SECRET


def _signed(client, body: str):
    ts = int(time.time())
    sig = stripe.WebhookSignature._compute_signature(f"{ts}.{body}", SECRET)
    return client.post("/webhooks/stripe", data=body, content_type="application/json",
                       headers={"Stripe-Signature": f"t={ts},v1={sig}"})


def test_checkout_completed_marks_order_paid():
    app = create_app(TestConfig)
    Order(id=7, total_jpy=3300).save()
    body = json.dumps({"id": "evt_1", "object": "event", "type": "checkout.session.completed",
                       "data": {"object": {"id": "cs_1", "metadata": {"order_id": "7"},
                                           "amount_total": 3300, "payment_intent": "pi_1"}}},
                      indent=2)
    resp = _signed(app.test_client(), body)
    assert resp.status_code == 200
    assert Order.get(7).status == "paid"


def test_bad_signature_is_rejected():
    app = create_app(TestConfig)
    resp = app.test_client().post("/webhooks/stripe", data="{}", content_type="application/json",
                                  headers={"Stripe-Signature": "t=1,v1=deadbeef"})
    assert resp.status_code == 400
