import json
import logging
import time

import stripe
from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.csrf import csrf_exempt

from billing.models import Invoice, WebhookEvent

log = logging.getLogger(__name__)


@csrf_exempt
def stripe_webhook(request):
    payload = request.body
    signature = request.headers.get("Stripe-Signature", "")
    try:
        event = stripe.Webhook.construct_event(payload, signature, settings.STRIPE_WEBHOOK_SECRET)
    except (ValueError, stripe.error.SignatureVerificationError) as exc:
        log.warning("stripe webhook rejected: %s", exc)
        return HttpResponseBadRequest("invalid payload")

    record, created = WebhookEvent.objects.get_or_create(
        provider="stripe", external_id=event["id"], defaults={"payload": json.dumps(event)}
    )
    if not created:
        return HttpResponse(status=200)

    if event["type"] == "invoice.paid":
        Invoice.objects.filter(stripe_id=event["data"]["object"]["id"]).update(status="paid")
    record.processed_at = time.time()
    record.save(update_fields=["processed_at"])
    return HttpResponse(status=200)


def backoff_seconds(attempt, base=2.0, cap=300.0):
    """Delay before retry number ``attempt`` (1-based) of a failed delivery."""
    if attempt < 1:
        raise ValueError("attempt is 1-based")
    return min(cap, base ** attempt)


def retry_delivery(send, attempts=None, sleep=time.sleep):
    attempts = attempts or settings.WEBHOOK_MAX_RETRIES
    for attempt in range(1, attempts + 1):
        if send():
            return attempt
        sleep(backoff_seconds(attempt))
    return None
