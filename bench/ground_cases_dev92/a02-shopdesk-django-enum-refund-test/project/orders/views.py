from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .models import Order
from .services import OrderError, cancel_order, refund_order


def _order_json(order: Order) -> dict:
    return {
        "number": order.number,
        "customer": order.customer.name,
        "status": order.status,
        "total_cents": order.total_cents,
        "refunded_cents": order.refunded_cents,
        "lines": [{"sku": l.sku, "quantity": l.quantity, "unit_cents": l.unit_cents} for l in order.lines.all()],
    }


@require_GET
def order_list(request):
    orders = Order.objects.select_related("customer").prefetch_related("lines")
    status = request.GET.get("status")
    if status:
        orders = orders.filter(status=status)
    orders = orders[:100]
    return JsonResponse({"orders": [_order_json(o) for o in orders]})


@require_POST
def order_cancel(request, number: str):
    order = get_object_or_404(Order, number=number)
    try:
        cancel_order(order)
    except OrderError as exc:
        return JsonResponse({"error": str(exc)}, status=409)
    return JsonResponse(_order_json(order))


@require_POST
def order_refund(request, number: str):
    order = get_object_or_404(Order, number=number)
    try:
        refund_order(order)
    except OrderError as exc:
        return JsonResponse({"error": str(exc)}, status=409)
    return JsonResponse(_order_json(order))
