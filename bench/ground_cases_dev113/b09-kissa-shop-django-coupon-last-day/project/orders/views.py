from django.http import JsonResponse
from django.views.decorators.http import require_POST

from coupons.services import CouponError, apply_coupon
from orders.reservations import ReservationError, confirm, reserve
from orders.utils import load_cart, new_order_id


@require_POST
def checkout(request):
    cart = load_cart(request)
    reservations = [reserve(cart.id, line.sku, line.quantity) for line in cart.lines]
    order_id = new_order_id()
    discount = 0
    code = request.POST.get("coupon")
    if code:
        try:
            discount = apply_coupon(code, user_id=request.user.id, order_id=order_id, subtotal=cart.subtotal)
        except CouponError as e:
            return JsonResponse({"error": e.code, "reason": e.reason}, status=400)
    expires_at = min(r.expires_at for r in reservations) if reservations else None
    return JsonResponse({
        "order_id": order_id,
        "total": cart.subtotal - discount,
        "reservation_expires_at": expires_at.isoformat() if expires_at else None,
    })


@require_POST
def pay(request, order_id: int):
    cart = load_cart(request)
    try:
        for line in cart.lines:
            confirm(reserve(cart.id, line.sku, line.quantity))
    except ReservationError as e:
        return JsonResponse({"error": e.code, "reason": "reservation_timeout"}, status=409)
    return JsonResponse({"order_id": order_id, "status": "paid"})
