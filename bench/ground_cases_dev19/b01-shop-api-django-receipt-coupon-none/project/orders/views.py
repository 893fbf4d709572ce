import logging

from django.http import Http404, JsonResponse
from django.views.decorators.http import require_GET, require_POST

from orders.models import Order
from orders.services import build_receipt, cancel_order

logger = logging.getLogger(__name__)


def _get_order(pk):
    try:
        return Order.objects.prefetch_related("lines").select_related("coupon").get(pk=pk)
    except Order.DoesNotExist:
        raise Http404("order not found")


@require_GET
def receipt(request, pk):
    order = _get_order(pk)
    return JsonResponse(build_receipt(order))


@require_POST
def cancel(request, pk):
    order = _get_order(pk)
    try:
        cancel_order(order)
    except ValueError as exc:
        return JsonResponse({"error": str(exc)}, status=409)
    logger.info("order %s cancelled", order.pk)
    return JsonResponse({"id": order.pk, "status": order.status})
