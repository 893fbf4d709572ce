from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, render

from .models import Order
from .services import calculate_total


@login_required
def order_list(request):
    orders = (
        Order.objects.filter(customer=request.user)
        .select_related("coupon")
        .prefetch_related("lines")
    )
    rows = [(order, calculate_total(order)) for order in orders]
    return render(request, "orders/order_list.html", {"rows": rows})


@login_required
def order_detail(request, pk: int):
    order = get_object_or_404(
        Order.objects.select_related("coupon").prefetch_related("lines"),
        pk=pk,
        customer=request.user,
    )
    return render(
        request,
        "orders/order_detail.html",
        {"order": order, "totals": calculate_total(order)},
    )
