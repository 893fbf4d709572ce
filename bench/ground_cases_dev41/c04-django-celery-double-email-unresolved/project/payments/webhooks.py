"""Alipay asynchronous notifications (notify_url). Alipay retries until it gets 'success'."""
import logging

from django.http import HttpRequest, HttpResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from orders.models import Order

from .alipay import AlipayClient, SignatureError

log = logging.getLogger(__name__)
alipay = AlipayClient.from_settings()

PAID_STATES = {"TRADE_SUCCESS", "TRADE_FINISHED"}


@csrf_exempt
@require_POST
def alipay_notify(request: HttpRequest) -> HttpResponse:
    params = request.POST.dict()
    try:
        alipay.verify(params)
    except SignatureError:
        log.warning("bad notify signature for %s", params.get("out_trade_no"))
        return HttpResponse("fail", status=400)

    if params.get("trade_status") not in PAID_STATES:
        return HttpResponse("success")

    order = Order.objects.filter(number=params.get("out_trade_no")).first()
    if order is None:
        log.error("notify for unknown order %s", params.get("out_trade_no"))
        return HttpResponse("success")
    if order.status == Order.Status.PENDING:
        order.mark_paid(trade_no=params.get("trade_no", ""))
    return HttpResponse("success")
