import json
import logging

import stripe
from flask import Blueprint, current_app, jsonify, request

from app import billing

bp = Blueprint("webhooks", __name__)
log = logging.getLogger(__name__)

HANDLED = {
    "invoice.paid": billing.mark_invoice_paid,
    "invoice.payment_failed": billing.mark_payment_failed,
    "customer.subscription.deleted": billing.cancel_subscription,
}


def _event_id(payload: bytes) -> str:
    """Best-effort event id from an unverified payload, for logs only."""
    try:
        return json.loads(payload).get("id", "?")
    except (ValueError, AttributeError):
        return "?"


@bp.post("/webhooks/stripe")
def stripe_webhook():
    payload = request.get_data()
    signature = request.headers.get("Stripe-Signature", "")
    secret = current_app.config["STRIPE_WEBHOOK_SECRET"]
    try:
        event = stripe.Webhook.construct_event(payload, signature, secret)
    except ValueError:
        log.warning("stripe webhook: invalid payload")
        return jsonify(error="invalid payload"), 400
    except stripe.error.SignatureVerificationError:
        log.warning(
            "stripe webhook: signature verification failed (event=%s, secret=...%s, body=%d bytes, sig=%s)",
            _event_id(payload),
            secret[-4:],
            len(payload),
            signature[:24],
        )
        return jsonify(error="bad signature"), 400

    handler = HANDLED.get(event["type"])
    if handler is None:
        return jsonify(received=True, ignored=event["type"]), 200
    handler(event["data"]["object"])
    return jsonify(received=True), 200
