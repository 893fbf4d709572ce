from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render

from cart.models import Cart
from shop import flags


@login_required
def checkout(request):
    cart = Cart.objects.for_user(request.user)
    if cart.is_empty():
        return redirect("cart:detail")

    context = {
        "cart": cart,
        "shipping_options": cart.shipping_options(),
        "currency": cart.currency,
    }
    if flags.is_enabled("new-checkout", request.user):
        return render(request, "checkout/new/index.html", context)
    return render(request, "checkout/legacy.html", context)


@login_required
def confirm(request, order_id: int):
    order = request.user.orders.filter(pk=order_id).first()
    if order is None:
        return redirect("cart:detail")
    template = (
        "checkout/new/confirm.html"
        if flags.is_enabled("new-checkout", request.user)
        else "checkout/legacy_confirm.html"
    )
    return render(request, template, {"order": order})
