"""Payment gateway callbacks (POST /payments/webhook)."""
import hashlib
import hmac
import json
import logging

from django.conf import settings
from django.db import transaction
from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from orders.models import Order

log = logging.getLogger(__name__)


def _verify(request) -> bool:
    secret = settings.PAYMENT_WEBHOOK_SECRET.encode()
    expected = hmac.new(secret, request.body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, request.headers.get("X-Pay-Signature", ""))


@csrf_exempt
@require_POST
def webhook(request):
    if not _verify(request):
        return HttpResponseBadRequest("bad signature")
    event = json.loads(request.body)
    kind, data = event.get("type"), event.get("data", {})
    with transaction.atomic():
        order = Order.objects.select_for_update().filter(number=data.get("order_no")).first()
        if order is None:
            log.warning("webhook %s for unknown order %s", kind, data.get("order_no"))
            return HttpResponse("ignored")
        if kind == "payment.succeeded":
            order.mark_paid(method=data.get("method", ""))
        elif kind == "payment.captured":
            # card and Huabei installments send a second "captured" event with the final reference
            order.payment_ref = data.get("transaction_id", "")
            order.save(update_fields=["payment_ref", "updated_at"])
        else:
            log.info("webhook %s ignored for %s", kind, order.number)
    return HttpResponse("ok")
