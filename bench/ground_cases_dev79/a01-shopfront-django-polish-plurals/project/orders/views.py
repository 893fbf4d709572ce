from django.shortcuts import get_object_or_404, render

from orders.models import Order


def order_detail(request, pk):
    order = get_object_or_404(Order, pk=pk)
    return render(request, "orders/detail.html", {"order": order})
