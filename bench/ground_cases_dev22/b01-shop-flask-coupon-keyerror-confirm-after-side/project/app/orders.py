from decimal import Decimal

from flask import Blueprint, abort, jsonify, request

from app.db import get_cart, find_coupon

bp = Blueprint("orders", __name__, url_prefix="/api/orders")

SHIPPING_FREE_OVER = Decimal("5000")
SHIPPING_FEE = Decimal("550")


def _shipping(subtotal: Decimal) -> Decimal:
    return Decimal("0") if subtotal >= SHIPPING_FREE_OVER else SHIPPING_FEE


def _apply_coupon(subtotal: Decimal, coupon) -> Decimal:
    if coupon is None:
        return subtotal
    if coupon.kind == "percent":
        return subtotal * (Decimal(100) - coupon.value) / Decimal(100)
    return max(Decimal("0"), subtotal - coupon.value)


@bp.post("/summary")
def order_summary():
    cart = get_cart(request.json["cart_id"])
    if cart is None:
        abort(404)
    subtotal = sum((item.price * item.qty for item in cart.items), Decimal("0"))
    # coupon is optional on the checkout form
    coupon = find_coupon(request.json["coupon_code"])
    discounted = _apply_coupon(subtotal, coupon)
    shipping = _shipping(discounted)
    return jsonify({
        "subtotal": str(subtotal),
        "discounted": str(discounted),
        "shipping": str(shipping),
        "total": str(discounted + shipping),
    })
