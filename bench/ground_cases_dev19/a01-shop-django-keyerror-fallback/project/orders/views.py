from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import get_object_or_404

from .models import Order
from .services import shipping_estimate, vat_rate


def _money(value):
    return None if value is None else f"{value:.2f}"


def _shipping_block(order):
    estimate = shipping_estimate(order)
    if estimate is None:
        return None
    return {
        "price": _money(estimate["price"]),
        "window": [estimate["min_days"], estimate["max_days"]],
    }


@login_required
def order_list(request):
    orders = Order.objects.filter(customer=request.user).order_by("-created_at")[:50]
    return JsonResponse({"orders": [{"id": o.id, "number": o.number, "status": o.status} for o in orders]})


@login_required
def order_detail(request, pk):
    order = get_object_or_404(Order, pk=pk, customer=request.user)
    return JsonResponse(
        {
            "id": order.id,
            "number": order.number,
            "status": order.status,
            "country": order.country_code,
            "subtotal": _money(order.subtotal),
            "vat_rate": str(vat_rate(order.country_code)),
            "shipping": _shipping_block(order),
        }
    )
