"""PAY.JP webhook: marks invoices paid when their charge succeeds."""
from __future__ import annotations

import hmac
import json
import logging

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from billing.models import Invoice

log = logging.getLogger(__name__)


def _token_ok(request: HttpRequest) -> bool:
    sent = request.headers.get("X-Payjp-Webhook-Token", "")
    return bool(settings.PAYJP_WEBHOOK_TOKEN) and hmac.compare_digest(sent, settings.PAYJP_WEBHOOK_TOKEN)


@csrf_exempt
@require_POST
def payjp_webhook(request: HttpRequest) -> HttpResponse:
    if not _token_ok(request):
        log.warning("payjp webhook: bad token from %s", request.META.get("REMOTE_ADDR"))
        return HttpResponse(status=401)
    event = json.loads(request.body)
    kind = event.get("type")
    charge = event.get("data", {})
    if kind == "charge.succeeded":
        updated = Invoice.objects.filter(payjp_charge_id=charge.get("id")).exclude(
            status=Invoice.Status.PAID).update(status=Invoice.Status.PAID)
        log.info("payjp charge %s succeeded, %d invoice(s) marked paid", charge.get("id"), updated)
    elif kind == "charge.refunded":
        log.info("payjp charge %s refunded (handled manually)", charge.get("id"))
    return JsonResponse({"ok": True})
