from django.db.models import Prefetch
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from checkout.models import Cart, CartItem, Coupon
from checkout.pricing import CouponError, apply_coupon, cart_subtotal, vat_included
from checkout.shipping import ShippingNotAvailable, shipping_fee


def _cart(request) -> Cart:
    carts = Cart.objects.prefetch_related(Prefetch("items", queryset=CartItem.objects.select_related("product")))
    return get_object_or_404(carts, session_key=request.session.session_key)


@require_GET
def cart_summary(request):
    cart = _cart(request)
    country = request.GET.get("country", "DE")
    subtotal = cart_subtotal(cart)
    try:
        discount = apply_coupon(cart, subtotal)
    except CouponError as error:
        cart.coupon = None
        cart.save(update_fields=["coupon"])
        return JsonResponse({"error": str(error)}, status=422)
    bulky = any(item.product.sku.startswith("BULK-") for item in cart.items.all())
    try:
        shipping = shipping_fee(subtotal - discount, country, express=request.GET.get("express") == "1", bulky=bulky)
    except ShippingNotAvailable as error:
        return JsonResponse({"error": str(error)}, status=422)
    total = subtotal - discount + shipping
    return JsonResponse({
        "items": [{"sku": i.product.sku, "qty": i.quantity, "total": str(i.line_total)} for i in cart.items.all()],
        "subtotal": str(subtotal),
        "discount": str(discount),
        "shipping": str(shipping),
        "vat_included": str(vat_included(cart, discount)),
        "total": str(total),
    })


@require_POST
def redeem_coupon(request):
    cart = _cart(request)
    coupon = get_object_or_404(Coupon, code=request.POST.get("code", "").strip().upper())
    cart.coupon = coupon
    cart.save(update_fields=["coupon"])
    return cart_summary(request)
