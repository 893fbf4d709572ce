import hashlib
import hmac
import json
import logging
import time

from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from orders.models import Order

log = logging.getLogger(__name__)

SIGNATURE_TOLERANCE_SECONDS = 600


def verify_signature(body: bytes, header: str, secret: str, now=None) -> bool:
    try:
        parts = dict(item.split("=", 1) for item in header.split(","))
        ts = int(parts["t"])
        sig = parts["v1"]
    except (KeyError, ValueError):
        return False
    now = now or time.time()
    if abs(now - ts) > SIGNATURE_TOLERANCE_SECONDS:
        return False
    expected = hmac.new(secret.encode(), f"{ts}.".encode() + body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, sig)


def handle_payment_event(event: dict) -> None:
    data = event.get("data", {})
    number = data.get("order_number")
    if not number:
        log.warning("payment event without order_number: %s", event.get("id"))
        return
    if data.get("status") == "paid":
        Order.mark_paid(number)
        log.info("order %s paid via %s", number, event.get("id"))
    else:
        log.info("order %s payment status %s ignored", number, data.get("status"))


@csrf_exempt
@require_POST
def payment_webhook(request):
    header = request.headers.get("X-Pay-Signature", "")
    if not verify_signature(request.body, header, settings.PAY_WEBHOOK_SECRET):
        return HttpResponseBadRequest("bad signature")
    handle_payment_event(json.loads(request.body))
    return HttpResponse("ok")
