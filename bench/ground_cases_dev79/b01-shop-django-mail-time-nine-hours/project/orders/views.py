from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from orders.emails import send_confirmation
from orders.models import Order


def _cart_order(request):
    order_id = request.session.get("cart_order_id")
    if order_id is None:
        return None
    return Order.objects.filter(pk=order_id, confirmed=False).first()


def cart(request):
    order = _cart_order(request)
    count = order.lines.count() if order else 0
    summary = ngettext("%(count)d item", "%(count)d items", count) % {"count": count}
    return render(request, "orders/cart.html", {"order": order, "summary": summary})


def order_detail(request, order_id):
    order = get_object_or_404(Order, pk=order_id)
    return render(request, "orders/detail.html", {"order": order})


def confirm(request, order_id):
    order = get_object_or_404(Order, pk=order_id, confirmed=False)
    order.confirmed = True
    order.save(update_fields=["confirmed"])
    send_confirmation(order)
    request.session.pop("cart_order_id", None)
    return redirect("order-detail", order_id=order.pk)
