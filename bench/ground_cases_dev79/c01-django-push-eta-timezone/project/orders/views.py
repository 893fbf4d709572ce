from django.shortcuts import get_object_or_404, render

from orders.models import Order


def _cart_lines(request):
    return request.session.get("cart", [])


def cart(request):
    lines = _cart_lines(request)
    item_count = sum(line["quantity"] for line in lines)
    return render(request, "orders/cart.html", {"lines": lines, "item_count": item_count})


def order_detail(request, number):
    order = get_object_or_404(Order, number=number, customer__email=request.user.email)
    return render(request, "orders/detail.html", {"order": order})
