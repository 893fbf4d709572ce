import logging

import stripe
from django.conf import settings
from django.db import transaction
from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import LedgerEntry, Order, ProcessedEvent

log = logging.getLogger(__name__)


def _construct_event(request):
    sig = request.headers.get("Stripe-Signature", "")
    return stripe.Webhook.construct_event(
        request.body,
        sig,
        settings.STRIPE_WEBHOOK_SECRET,
        tolerance=settings.STRIPE_WEBHOOK_TOLERANCE,
    )


def _on_payment_succeeded(intent):
    with transaction.atomic():
        order = Order.objects.select_for_update().get(payment_intent_id=intent["id"])
        order.status = Order.Status.PAID
        order.paid_amount = intent["amount_received"]
        order.save(update_fields=["status", "paid_amount", "updated_at"])
        LedgerEntry.objects.create(
            order=order,
            kind=LedgerEntry.Kind.RECEIPT,
            amount=intent["amount_received"],
            stripe_ref=intent["id"],
        )


def _on_charge_refunded(charge):
    with transaction.atomic():
        order = Order.objects.select_for_update().get(payment_intent_id=charge["payment_intent"])
        last = LedgerEntry.objects.filter(order=order).order_by("pk").last()
        delta = charge["amount_refunded"] - order.refunded_amount
        if delta <= 0:
            return
        order.refunded_amount = charge["amount_refunded"]
        if charge["refunded"]:
            order.status = Order.Status.REFUNDED
        order.save(update_fields=["refunded_amount", "status", "updated_at"])
        LedgerEntry.objects.create(
            order=order,
            kind=LedgerEntry.Kind.REFUND,
            amount=-delta,
            stripe_ref=charge["payment_intent"],
        )
        log.info("refund %s on %s (prev ledger %s)", delta, order.number, last and last.pk)


def _on_payment_failed(intent):
    Order.objects.filter(payment_intent_id=intent["id"]).update(status=Order.Status.FAILED)


HANDLERS = {
    "payment_intent.succeeded": _on_payment_succeeded,
    "payment_intent.payment_failed": _on_payment_failed,
    "charge.refunded": _on_charge_refunded,
}


@csrf_exempt
@require_POST
def stripe_webhook(request):
    try:
        event = _construct_event(request)
    except (ValueError, stripe.error.SignatureVerificationError) as exc:
        log.warning("stripe webhook rejected: %s", exc)
        return HttpResponseBadRequest()

    handler = HANDLERS.get(event["type"])
    if handler is None:
        return HttpResponse(status=204)
    _, created = ProcessedEvent.objects.get_or_create(event_id=event["id"], defaults={"event_type": event["type"]})
    if not created:
        log.info("stripe event %s already processed, skipping", event["id"])
        return HttpResponse(status=200)
    handler(event["data"]["object"])
    log.info("stripe event %s handled (%s)", event["id"], event["type"])
    return HttpResponse(status=200)
