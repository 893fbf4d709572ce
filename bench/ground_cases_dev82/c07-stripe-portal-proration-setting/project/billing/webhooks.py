import logging
from datetime import UTC, datetime

import stripe
from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.views.decorators.csrf import csrf_exempt

from billing.models import Subscription

log = logging.getLogger(__name__)
PRICE_TO_PLAN = {price: plan for plan, price in settings.STRIPE_PRICES.items()}


@csrf_exempt
def stripe_webhook(request: HttpRequest) -> HttpResponse:
    try:
        event = stripe.Webhook.construct_event(
            request.body, request.headers.get("Stripe-Signature", ""), settings.STRIPE_WEBHOOK_SECRET
        )
    except (ValueError, stripe.SignatureVerificationError):
        return HttpResponse(status=400)

    if event["type"] in ("customer.subscription.updated", "customer.subscription.deleted"):
        _sync(event["data"]["object"])
    return HttpResponse(status=200)


def _sync(obj: dict) -> None:
    sub = Subscription.objects.filter(stripe_subscription_id=obj["id"]).first()
    if sub is None:
        log.warning("subscription %s not found locally", obj["id"])
        return
    price = obj["items"]["data"][0]["price"]["id"]
    sub.plan = PRICE_TO_PLAN.get(price, sub.plan)
    sub.status = obj["status"]
    sub.cancel_at_period_end = obj["cancel_at_period_end"]
    sub.current_period_end = datetime.fromtimestamp(obj["current_period_end"], tz=UTC)
    sub.save()
