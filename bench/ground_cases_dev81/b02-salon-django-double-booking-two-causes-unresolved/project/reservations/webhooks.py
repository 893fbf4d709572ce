import logging

import stripe
from django.conf import settings
from django.http import HttpResponse
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from . import notifications
from .models import Reservation

log = logging.getLogger(__name__)


@csrf_exempt
@require_POST
def stripe_webhook(request):
    try:
        event = stripe.Webhook.construct_event(
            request.body, request.headers.get("Stripe-Signature", ""), settings.STRIPE_WEBHOOK_SECRET
        )
    except (ValueError, stripe.error.SignatureVerificationError):
        return HttpResponse(status=400)

    if event["type"] == "payment_intent.succeeded":
        confirm_payment(event["data"]["object"]["id"])
    elif event["type"] == "payment_intent.payment_failed":
        log.info("payment failed: %s", event["data"]["object"]["id"])
    return HttpResponse(status=200)


def confirm_payment(intent_id):
    reservation = Reservation.objects.filter(payment_intent_id=intent_id).first()
    if reservation is None:
        log.warning("no reservation for intent %s", intent_id)
        return
    if reservation.status != Reservation.Status.PENDING:
        return
    reservation.status = Reservation.Status.CONFIRMED
    reservation.confirmed_at = timezone.now()
    reservation.save(update_fields=["status", "confirmed_at"])
    notifications.send_confirmation(reservation)
