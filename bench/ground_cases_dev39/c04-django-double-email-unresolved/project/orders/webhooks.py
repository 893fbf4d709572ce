import json
import logging

from django.http import HttpResponse, HttpResponseBadRequest
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .invoicing import issue_invoice_number
from .models import Order
from .payments import verify_signature

logger = logging.getLogger(__name__)


@csrf_exempt
@require_POST
def payment_webhook(request):
    if not verify_signature(request.body, request.headers.get("X-Pay-Signature", "")):
        return HttpResponseBadRequest("bad signature")
    event = json.loads(request.body)
    if event.get("type") != "payment.succeeded":
        return HttpResponse(status=204)
    order = Order.objects.get(number=event["data"]["order_number"])
    if order.status == Order.Status.PAID:
        return HttpResponse(status=200)
    order.status = Order.Status.PAID
    order.paid_at = timezone.now()
    order.save(update_fields=["status", "paid_at", "updated_at"])
    # the invoice service is slow; number is filled in after the order is marked paid
    order.invoice_number = issue_invoice_number(order)
    order.save(update_fields=["invoice_number", "updated_at"])
    logger.info("order %s marked paid", order.number)
    return HttpResponse(status=200)
