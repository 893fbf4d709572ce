import logging
from datetime import datetime, timezone

import stripe
from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from billing.models import Order, Subscription
from billing.tasks import send_receipt

log = logging.getLogger(__name__)


def _ts(value):
    return datetime.fromtimestamp(value, tz=timezone.utc) if value else None


@csrf_exempt
@require_POST
def stripe_webhook(request):
    try:
        event = stripe.Webhook.construct_event(
            request.body, request.headers.get("Stripe-Signature", ""), settings.STRIPE_WEBHOOK_SECRET
        )
    except (ValueError, stripe.SignatureVerificationError):
        return HttpResponseBadRequest("bad signature")
    handler = HANDLERS.get(event["type"])
    if handler is None:
        return HttpResponse(status=204)
    handler(event["data"]["object"])
    return HttpResponse(status=200)


def handle_checkout_completed(session):
    order = Order.objects.filter(number=session["client_reference_id"]).first()
    if order is None:
        log.warning("checkout for unknown order %s", session["client_reference_id"])
        return
    order.status = Order.Status.PAID
    order.stripe_payment_intent = session.get("payment_intent") or ""
    order.save(update_fields=["status", "stripe_payment_intent"])
    send_receipt.delay(order.id)


def handle_charge_refunded(charge):
    intent = charge.get("payment_intent")
    if not intent:
        return
    updated = Order.objects.filter(stripe_payment_intent=intent).update(status=Order.Status.REFUNDED)
    if not updated:
        log.warning("refund for unknown payment_intent %s", intent)


def handle_invoice_paid(invoice):
    sub_id = invoice["subscription"]
    sub = Subscription.objects.filter(stripe_id=sub_id).first()
    if sub is None:
        log.info("invoice %s for unknown subscription %s", invoice["id"], sub_id)
        return
    period_end = invoice["lines"]["data"][0]["period"]["end"]
    sub.current_period_end = _ts(period_end)
    sub.last_invoice_id = invoice["id"]
    sub.active = True
    sub.save(update_fields=["current_period_end", "last_invoice_id", "active"])


def handle_subscription_deleted(subscription):
    updated = Subscription.objects.filter(stripe_id=subscription["id"]).update(active=False)
    if not updated:
        log.info("deleted unknown subscription %s", subscription["id"])


HANDLERS = {
    "checkout.session.completed": handle_checkout_completed,
    "charge.refunded": handle_charge_refunded,
    "invoice.paid": handle_invoice_paid,
    "customer.subscription.deleted": handle_subscription_deleted,
}
