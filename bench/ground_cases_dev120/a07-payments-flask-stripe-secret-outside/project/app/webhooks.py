import logging
import time

import stripe
from flask import Blueprint, current_app, request

log = logging.getLogger(__name__)

bp = Blueprint("webhooks", __name__, url_prefix="/webhooks")

HANDLED = {"invoice.paid", "invoice.payment_failed", "customer.subscription.deleted"}

# Event ids already handled by this process. Stripe retries for up to three days,
# so a bounded in-memory set per pod is a first line of defence, not a guarantee.
_seen_events: dict[str, float] = {}
SEEN_LIMIT = 10_000


def already_handled(event_id: str) -> bool:
    if event_id in _seen_events:
        return True
    if len(_seen_events) >= SEEN_LIMIT:
        _seen_events.pop(next(iter(_seen_events)))
    _seen_events[event_id] = time.time()
    return False


def handle_event(event) -> None:
    kind = event["type"]
    obj = event["data"]["object"]
    if kind == "invoice.paid":
        log.info("invoice %s paid by %s", obj["id"], obj.get("customer"))
    elif kind == "invoice.payment_failed":
        log.warning("invoice %s payment failed", obj["id"])
    elif kind == "customer.subscription.deleted":
        log.info("subscription %s cancelled", obj["id"])


@bp.post("/stripe")
def stripe_webhook():
    payload = request.get_data()
    signature = request.headers.get("Stripe-Signature", "")
    secret = current_app.config["STRIPE_WEBHOOK_SECRET"]
    try:
        event = stripe.Webhook.construct_event(payload, signature, secret)
    except ValueError:
        return {"error": "invalid payload"}, 400
    except stripe.error.SignatureVerificationError as exc:
        log.warning(
            "stripe signature check failed (env=%s, secret ends ...%s, header t=%s): %s",
            current_app.config["ENVIRONMENT"],
            secret[-4:] if secret else "<empty>",
            signature.split(",")[0].removeprefix("t=") if signature else "<missing>",
            exc,
        )
        return {"error": str(exc)}, 400

    if already_handled(event["id"]):
        log.info("event %s already handled, skipping", event["id"])
        return {"received": True, "duplicate": True}
    if event["type"] in HANDLED:
        handle_event(event)
    return {"received": True}
