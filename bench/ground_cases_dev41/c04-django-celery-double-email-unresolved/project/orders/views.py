import logging

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render

from payments.alipay import AlipayClient, SignatureError

from .models import Order

log = logging.getLogger(__name__)
alipay = AlipayClient.from_settings()


@login_required
def order_detail(request: HttpRequest, number: str) -> HttpResponse:
    order = get_object_or_404(Order, number=number, user=request.user)
    return render(request, "orders/detail.html", {"order": order})


@login_required
def pay(request: HttpRequest, number: str) -> HttpResponse:
    order = get_object_or_404(Order, number=number, user=request.user, status=Order.Status.PENDING)
    return redirect(alipay.page_pay_url(order.number, order.total_cents, subject=f"订单 {order.number}"))


@login_required
def payment_return(request: HttpRequest) -> HttpResponse:
    """Alipay sends the browser back here after paying (return_url)."""
    params = request.GET.dict()
    try:
        alipay.verify(params)
    except SignatureError:
        log.warning("bad return signature: %s", params.get("out_trade_no"))
        return render(request, "orders/pay_failed.html", status=400)
    order = get_object_or_404(Order, number=params["out_trade_no"], user=request.user)
    if order.status == Order.Status.PENDING:
        order.mark_paid(trade_no=params.get("trade_no", ""))
    return redirect("orders:detail", number=order.number)
