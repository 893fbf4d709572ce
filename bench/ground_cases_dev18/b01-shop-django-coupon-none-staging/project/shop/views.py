import logging

from django.contrib import messages
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from shop.forms import CouponForm
from shop.models import Cart, Coupon
from shop.services.pricing import cart_total

log = logging.getLogger(__name__)


def _current_cart(request) -> Cart:
    if not request.session.session_key:
        request.session.save()
    cart, _ = Cart.objects.get_or_create(session_key=request.session.session_key)
    return cart


@require_http_methods(["GET"])
def checkout(request):
    cart = _current_cart(request)
    if not cart.items.exists():
        return redirect("shop:cart")
    totals = cart_total(cart)
    return render(request, "shop/checkout.html", {"cart": cart, "totals": totals, "form": CouponForm()})


@require_http_methods(["POST"])
def apply_coupon_code(request):
    cart = _current_cart(request)
    form = CouponForm(request.POST)
    if not form.is_valid():
        messages.error(request, "クーポンコードを確認してください")
        return redirect("shop:checkout")
    code = form.cleaned_data["code"]
    coupon = Coupon.objects.filter(code=code).first()
    if coupon is None:
        messages.error(request, "このクーポンは使えません")
        return redirect("shop:checkout")
    cart.coupon = coupon
    cart.coupon_code = code
    cart.save(update_fields=["coupon", "coupon_code", "updated_at"])
    log.info("coupon %s applied to cart %s", code, cart.pk)
    return redirect("shop:checkout")
