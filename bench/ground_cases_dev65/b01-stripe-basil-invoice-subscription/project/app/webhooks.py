import logging

import stripe
from flask import Blueprint, current_app, jsonify, request

from app.billing import handlers

log = logging.getLogger(__name__)
bp = Blueprint("webhooks", __name__, url_prefix="/webhooks")

HANDLERS = {
    "checkout.session.completed": handlers.handle_checkout_completed,
    "invoice.paid": handlers.handle_invoice_paid,
    "invoice.payment_failed": handlers.handle_payment_failed,
    "customer.subscription.deleted": handlers.handle_subscription_deleted,
}


@bp.post("/stripe")
def stripe_webhook():
    payload = request.get_data()  # raw bytes: the signature is computed over them
    sig_header = request.headers.get("Stripe-Signature", "")
    secret = current_app.config["STRIPE_WEBHOOK_SECRET"]
    try:
        event = stripe.Webhook.construct_event(payload, sig_header, secret)
    except ValueError:
        log.warning("stripe webhook: invalid payload")
        return jsonify(error="invalid payload"), 400
    except stripe.error.SignatureVerificationError as exc:
        log.warning("stripe webhook: bad signature: %s", exc)
        return jsonify(error="bad signature"), 400

    handler = HANDLERS.get(event["type"])
    if handler is None:
        log.info("stripe webhook: ignoring %s", event["type"])
        return jsonify(received=True)
    handler(event["data"]["object"])
    return jsonify(received=True)
