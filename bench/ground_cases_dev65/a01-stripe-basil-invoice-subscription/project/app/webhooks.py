"""Incoming Stripe webhooks."""
from __future__ import annotations

import logging

import stripe
from flask import Blueprint, jsonify, request

from app import billing
from app.stripe_client import construct_event

log = logging.getLogger(__name__)
bp = Blueprint("webhooks", __name__, url_prefix="/webhooks")

HANDLERS = {
    "invoice.paid": billing.handle_invoice_paid,
    "invoice.payment_failed": billing.handle_invoice_payment_failed,
    "customer.subscription.deleted": billing.handle_subscription_deleted,
}


@bp.post("/stripe")
def stripe_webhook():
    payload = request.get_data()  # the raw bytes Stripe signed; never re-encode them
    sig_header = request.headers.get("Stripe-Signature", "")
    try:
        event = construct_event(payload, sig_header)
    except stripe.SignatureVerificationError as exc:
        log.warning("stripe webhook signature rejected: %s", exc)
        return jsonify(error="bad signature"), 400
    except ValueError:
        return jsonify(error="bad payload"), 400

    handler = HANDLERS.get(event["type"])
    if handler is None:
        log.info("ignoring stripe event %s (%s)", event["id"], event["type"])
        return jsonify(received=True)
    handler(event["data"]["object"])
    log.info("handled stripe event %s (%s)", event["id"], event["type"])
    return jsonify(received=True)
